#ifndef CXMLSHIM_H
#define CXMLSHIM_H
// A Foundation-safe face of libxml2: only C types cross into Swift.
#include <stddef.h>

/// Parses `xml` strictly (no network, no recovery) and writes it back indented, UTF-8, with an
/// XML declaration. Returns a malloc'd string, or NULL with the first error's message, line and
/// column in `error`, `line`, `column`. Free the result with `cxml_free`.
char *cxml_reformat(const char *xml, char *error, size_t capacity, int *line, int *column);

void cxml_free(char *text);

#endif
