// OpenCC's C API (Debian libopencc-dev). It pulls in no ICU header, so a Swift module that
// imports Foundation may import it too.
#include <opencc/opencc.h>
