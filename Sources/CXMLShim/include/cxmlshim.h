#ifndef CXMLSHIM_H
#define CXMLSHIM_H
// A Foundation-safe face of libxml2: only C types cross into Swift.
#include <stddef.h>

/// Parses `xml` strictly (no network, no recovery) and writes it back indented, UTF-8, with an
/// XML declaration. Returns a malloc'd string, or NULL with the first error's message, line and
/// column in `error`, `line`, `column`. Free the result with `cxml_free`.
char *cxml_reformat(const char *xml, char *error, size_t capacity, int *line, int *column);

void cxml_free(char *text);

/// One XLIFF 1.2 trans-unit, with what its enclosing <file> says. Strings are UTF-8; a NULL
/// string means the attribute or element is absent.
typedef struct {
  const char *original;
  const char *source_language;
  const char *target_language;
  const char *id;
  const char *source;
  const char *target;
  /// The target's `state` attribute.
  const char *state;
  /// Line of the trans-unit and of its target (0 without one).
  int line;
  int target_line;
  /// The target holds elements (inline codes such as <g> or <x/>), not only text.
  int target_has_markup;
} cxml_unit;

typedef struct {
  /// The root element's local name, namespace URI and `version` attribute.
  const char *root_name;
  const char *root_namespace;
  const char *version;
  cxml_unit *units;
  size_t unit_count;
  void *storage;
} cxml_xliff;

/// Parses `length` bytes of XML strictly (no network, no external entities, encoding from the
/// declaration or byte-order mark) and collects every trans-unit inside a <file>. Returns 0, or
/// -1 with the first error's message, line and column; on success free with `cxml_free_xliff`.
int cxml_read_xliff(const char *bytes, size_t length, cxml_xliff *out, char *error,
                    size_t capacity, int *line, int *column);

void cxml_free_xliff(cxml_xliff *xliff);

/// One key of an XML property list's top-level dictionary: its value when that is a <string>
/// (NULL for any other type), and the key's line. A key given twice is one entry, with its last
/// value and its first line, as a dictionary keeps it.
typedef struct {
  const char *key;
  const char *value;
  int line;
} cxml_plist_entry;

typedef struct {
  /// 1 when the root <plist> holds a <dict>.
  int is_dictionary;
  cxml_plist_entry *entries;
  size_t count;
  void *storage;
} cxml_plist;

/// Reads an XML property list strictly, in one streaming pass that builds no tree (Foundation's
/// reader, and a document tree, slow down faster than a large file grows). Returns 0, or -1 with the first error's message, line and column; on
/// success free with `cxml_free_plist`.
int cxml_read_plist(const char *bytes, size_t length, cxml_plist *out, char *error,
                    size_t capacity, int *line, int *column);

void cxml_free_plist(cxml_plist *plist);

#endif
