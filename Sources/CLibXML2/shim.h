// libxml2 for the CXMLShim C target only: its headers include ICU's, which clash with
// Foundation's own ICU in any Swift module that imports Foundation (platform-notes §2).
#include <libxml/parser.h>
#include <libxml/tree.h>
