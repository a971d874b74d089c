// System ICU for the CICUShim C target only. No Swift module that imports Foundation may see
// these headers: they clash with Foundation's own ICU at compile time (platform-notes §2).
#include <unicode/utypes.h>
#include <unicode/uchar.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>
