#include "cxmlshim.h"
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <libxml/hash.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char *message;
  size_t capacity;
  int line;
  int column;
  int seen;
} first_error;

static void remember(void *context, xmlErrorPtr error) {
  first_error *first = context;
  if (first->seen || error == NULL) return;
  first->seen = 1;
  first->line = error->line;
  first->column = error->int2;
  snprintf(first->message, first->capacity, "%s", error->message ? error->message : "malformed XML");
  size_t length = strlen(first->message);
  while (length > 0 && (first->message[length - 1] == '\n' || first->message[length - 1] == ' ')) {
    first->message[--length] = 0;
  }
}

/// Parses strictly: any error, even one libxml2 could recover from, fails the parse. Never
/// loads from the network or substitutes external entities.
static xmlDocPtr parse_strict(const char *bytes, size_t length, const char *encoding, int options,
                              char *error, size_t capacity, int *line, int *column) {
  first_error first = {error, capacity, 0, 0, 0};
  if (length > (size_t)0x7fffffff) {
    snprintf(error, capacity, "file too large");
    *line = 0;
    *column = 0;
    return NULL;
  }
  xmlParserCtxtPtr context = xmlNewParserCtxt();
  if (context == NULL) {
    snprintf(error, capacity, "out of memory");
    return NULL;
  }
  xmlSetStructuredErrorFunc(&first, remember);
  xmlDocPtr document = xmlCtxtReadMemory(context, bytes, (int)length, "input.xml", encoding,
                                         options | XML_PARSE_NONET | XML_PARSE_BIG_LINES);
  xmlSetStructuredErrorFunc(NULL, NULL);
  int wellFormed = context->wellFormed;
  xmlFreeParserCtxt(context);
  if (document == NULL || !wellFormed || first.seen) {
    if (!first.seen) snprintf(error, capacity, "malformed XML");
    *line = first.line;
    *column = first.column;
    if (document) xmlFreeDoc(document);
    return NULL;
  }
  return document;
}

char *cxml_reformat(const char *xml, char *error, size_t capacity, int *line, int *column) {
  xmlDocPtr document =
      parse_strict(xml, strlen(xml), "UTF-8", XML_PARSE_NOBLANKS, error, capacity, line, column);
  if (document == NULL) return NULL;
  xmlChar *buffer = NULL;
  int size = 0;
  xmlDocDumpFormatMemoryEnc(document, &buffer, &size, "UTF-8", 1);
  xmlFreeDoc(document);
  if (buffer == NULL) return NULL;
  char *result = malloc((size_t)size + 1);
  if (result) {
    memcpy(result, buffer, (size_t)size);
    result[size] = 0;
  }
  xmlFree(buffer);
  return result;
}

void cxml_free(char *text) { free(text); }

/// Entities a DOCTYPE declares are expanded wherever text is read, so one 100 KB entity used
/// 20,000 times becomes 2 GB; no translation tool or Xcode writes them. Frees the document and
/// fills the error when it declares any.
static int refuse_entities(xmlDocPtr document, const char *advice, char *error, size_t capacity,
                           int *line, int *column) {
  if (!(document->intSubset && document->intSubset->entities &&
        xmlHashSize((xmlHashTablePtr)document->intSubset->entities) > 0)) {
    return 0;
  }
  snprintf(error, capacity, "the DOCTYPE declares entities, which permcopy does not expand%s",
           advice);
  *line = 1;
  *column = 1;
  xmlFreeDoc(document);
  return 1;
}

// MARK: - Reading XLIFF

/// Every string handed to Swift, freed together.
typedef struct {
  xmlChar **strings;
  size_t count;
  size_t capacity;
  int failed;
} arena;

static const char *keep(arena *arena, xmlChar *string) {
  if (string == NULL) return NULL;
  if (arena->count == arena->capacity) {
    size_t capacity = arena->capacity ? arena->capacity * 2 : 64;
    xmlChar **grown = realloc(arena->strings, capacity * sizeof(xmlChar *));
    if (grown == NULL) {
      xmlFree(string);
      arena->failed = 1;
      return NULL;
    }
    arena->strings = grown;
    arena->capacity = capacity;
  }
  arena->strings[arena->count++] = string;
  return (const char *)string;
}

static int named(xmlNodePtr node, const char *name) {
  return node->type == XML_ELEMENT_NODE && xmlStrcmp(node->name, (const xmlChar *)name) == 0;
}

static xmlNodePtr first_child(xmlNodePtr node, const char *name) {
  for (xmlNodePtr child = node->children; child; child = child->next) {
    if (named(child, name)) return child;
  }
  return NULL;
}

static int has_element_child(xmlNodePtr node) {
  for (xmlNodePtr child = node->children; child; child = child->next) {
    if (child->type == XML_ELEMENT_NODE) return 1;
  }
  return 0;
}

typedef struct {
  arena strings;
  cxml_unit *units;
  size_t count;
  size_t capacity;
} collection;

static int grow(void **items, size_t *capacity, size_t count, size_t size) {
  if (count < *capacity) return 1;
  size_t next = *capacity ? *capacity * 2 : 16;
  void *grown = realloc(*items, next * size);
  if (grown == NULL) return 0;
  *items = grown;
  *capacity = next;
  return 1;
}

/// Trans-units below `node` (inside <body> and any <group>), but not inside another unit.
static void collect_units(collection *into, xmlNodePtr node, const cxml_unit *file) {
  for (xmlNodePtr child = node->children; child; child = child->next) {
    if (child->type != XML_ELEMENT_NODE) continue;
    if (!named(child, "trans-unit")) {
      collect_units(into, child, file);
      continue;
    }
    if (!grow((void **)&into->units, &into->capacity, into->count, sizeof(cxml_unit))) {
      into->strings.failed = 1;
      return;
    }
    cxml_unit unit = *file;
    unit.id = keep(&into->strings, xmlGetProp(child, (const xmlChar *)"id"));
    unit.line = (int)xmlGetLineNo(child);
    xmlNodePtr source = first_child(child, "source");
    if (source) unit.source = keep(&into->strings, xmlNodeGetContent(source));
    xmlNodePtr target = first_child(child, "target");
    if (target) {
      xmlChar *content = xmlNodeGetContent(target);
      unit.target = keep(&into->strings, content ? content : xmlStrdup((const xmlChar *)""));
      unit.state = keep(&into->strings, xmlGetProp(target, (const xmlChar *)"state"));
      unit.target_line = (int)xmlGetLineNo(target);
      unit.target_has_markup = has_element_child(target);
    }
    into->units[into->count++] = unit;
  }
}

int cxml_read_xliff(const char *bytes, size_t length, cxml_xliff *out, char *error,
                    size_t capacity, int *line, int *column) {
  memset(out, 0, sizeof(*out));
  xmlDocPtr document = parse_strict(bytes, length, NULL, 0, error, capacity, line, column);
  if (document == NULL) return -1;
  if (refuse_entities(document, "; export the file again without them", error, capacity, line,
                      column)) {
    return -1;
  }
  collection *into = calloc(1, sizeof(collection));
  if (into == NULL) {
    xmlFreeDoc(document);
    snprintf(error, capacity, "out of memory");
    return -1;
  }
  xmlNodePtr root = xmlDocGetRootElement(document);
  if (root) {
    out->root_name = keep(&into->strings, xmlStrdup(root->name));
    if (root->ns && root->ns->href) {
      out->root_namespace = keep(&into->strings, xmlStrdup(root->ns->href));
    }
    out->version = keep(&into->strings, xmlGetProp(root, (const xmlChar *)"version"));
    for (xmlNodePtr file = root->children; file; file = file->next) {
      if (!named(file, "file")) continue;
      cxml_unit context = {0};
      context.original = keep(&into->strings, xmlGetProp(file, (const xmlChar *)"original"));
      context.source_language =
          keep(&into->strings, xmlGetProp(file, (const xmlChar *)"source-language"));
      context.target_language =
          keep(&into->strings, xmlGetProp(file, (const xmlChar *)"target-language"));
      collect_units(into, file, &context);
    }
  }
  xmlFreeDoc(document);
  out->units = into->units;
  out->unit_count = into->count;
  out->storage = into;
  if (into->strings.failed) {
    cxml_free_xliff(out);
    snprintf(error, capacity, "out of memory");
    *line = 0;
    *column = 0;
    return -1;
  }
  return 0;
}

void cxml_free_xliff(cxml_xliff *xliff) {
  collection *storage = xliff->storage;
  if (storage) {
    for (size_t index = 0; index < storage->strings.count; index++) {
      xmlFree(storage->strings.strings[index]);
    }
    free(storage->strings.strings);
    free(storage->units);
    free(storage);
  }
  memset(xliff, 0, sizeof(*xliff));
}

// MARK: - Reading XML property lists

/// What the SAX callbacks of one property list fill: no tree is built, so memory and cache use
/// stay flat however many keys the file has.
typedef struct {
  arena strings;
  cxml_plist_entry *entries;
  size_t count;
  size_t capacity;
  xmlParserCtxtPtr context;
  /// Elements open, the root being 1; the top-level dictionary's children are at 3.
  int depth;
  /// The root's first element child has been seen, and it is a <dict>.
  int saw_first_child;
  int is_dictionary;
  /// A key read at depth 3 waits for its value (the next element at depth 3).
  int has_key;
  const char *key;
  int key_line;
  /// Text of the element being collected (a <key>, or the <string> value), its descendants'
  /// text included, as xmlNodeGetContent gives it.
  int collecting;
  int collecting_value;
  xmlChar *text;
  size_t text_length;
  size_t text_capacity;
  int declares_entities;
} plist_reader;

static void plist_fail(plist_reader *reader) {
  reader->strings.failed = 1;
  xmlStopParser(reader->context);
}

static void plist_characters(void *context, const xmlChar *characters, int length) {
  plist_reader *reader = ((xmlParserCtxtPtr)context)->_private;
  if (!reader->collecting || length <= 0) return;
  size_t needed = reader->text_length + (size_t)length + 1;
  if (needed > reader->text_capacity) {
    size_t capacity = reader->text_capacity ? reader->text_capacity : 64;
    while (capacity < needed) capacity *= 2;
    xmlChar *grown = realloc(reader->text, capacity);
    if (grown == NULL) {
      plist_fail(reader);
      return;
    }
    reader->text = grown;
    reader->text_capacity = capacity;
  }
  memcpy(reader->text + reader->text_length, characters, (size_t)length);
  reader->text_length += (size_t)length;
}

/// The waiting key with its value (NULL when the value is not a <string>).
static void plist_add_entry(plist_reader *reader, const char *value) {
  reader->has_key = 0;
  if (!grow((void **)&reader->entries, &reader->capacity, reader->count,
            sizeof(cxml_plist_entry))) {
    plist_fail(reader);
    return;
  }
  cxml_plist_entry entry = {reader->key, value, reader->key_line};
  reader->entries[reader->count++] = entry;
}

static void plist_start(void *context, const xmlChar *name, const xmlChar *prefix,
                        const xmlChar *uri, int namespaces, const xmlChar **namespace_list,
                        int attribute_count, int defaulted, const xmlChar **attributes) {
  plist_reader *reader = ((xmlParserCtxtPtr)context)->_private;
  reader->depth += 1;
  if (reader->depth == 1) {
    // Only a <plist> root holds the dictionary.
    if (xmlStrcmp(name, (const xmlChar *)"plist") != 0) reader->saw_first_child = 1;
    return;
  }
  if (reader->depth == 2 && !reader->saw_first_child) {
    reader->saw_first_child = 1;
    reader->is_dictionary = xmlStrcmp(name, (const xmlChar *)"dict") == 0;
    return;
  }
  if (reader->depth != 3 || !reader->is_dictionary || reader->collecting) return;
  int line = xmlSAX2GetLineNumber(context);
  if (!reader->has_key) {
    // Anything but a <key> waiting for a value is skipped.
    if (xmlStrcmp(name, (const xmlChar *)"key") != 0) return;
    reader->key_line = line;
    reader->collecting = 1;
    reader->collecting_value = 0;
    reader->text_length = 0;
    return;
  }
  // The element after a key is its value, whatever it is; only a <string> has text we keep.
  if (xmlStrcmp(name, (const xmlChar *)"string") == 0) {
    reader->collecting = 1;
    reader->collecting_value = 1;
    reader->text_length = 0;
    return;
  }
  plist_add_entry(reader, NULL);
}

static void plist_end(void *context, const xmlChar *name, const xmlChar *prefix,
                      const xmlChar *uri) {
  plist_reader *reader = ((xmlParserCtxtPtr)context)->_private;
  int depth = reader->depth;
  reader->depth -= 1;
  if (depth != 3 || !reader->collecting) return;
  reader->collecting = 0;
  const char *text =
      keep(&reader->strings, xmlStrndup(reader->text ? reader->text : (const xmlChar *)"",
                                        (int)reader->text_length));
  if (text == NULL) {
    plist_fail(reader);
    return;
  }
  if (!reader->collecting_value) {
    reader->key = text;
    reader->has_key = 1;
    return;
  }
  plist_add_entry(reader, text);
}

/// Entities a DOCTYPE declares would be expanded in the text read (see `refuse_entities`):
/// the first general one stops the parse. Parameter entities only act inside the DOCTYPE.
static void plist_entity(void *context, const xmlChar *name, int type, const xmlChar *public_id,
                         const xmlChar *system_id, xmlChar *content) {
  if (type == XML_INTERNAL_PARAMETER_ENTITY || type == XML_EXTERNAL_PARAMETER_ENTITY) return;
  plist_reader *reader = ((xmlParserCtxtPtr)context)->_private;
  reader->declares_entities = 1;
  xmlStopParser(reader->context);
}

static void plist_release(plist_reader *reader) {
  for (size_t index = 0; index < reader->strings.count; index++) {
    xmlFree(reader->strings.strings[index]);
  }
  free(reader->strings.strings);
  free(reader->entries);
  free(reader->text);
  free(reader);
}

/// A key given twice keeps its last value, as a dictionary does, at its first line: entries
/// merged in place through an open-addressing table of indices (the keys' bytes hashed with
/// FNV-1a), small enough to stay in the caches.
static int plist_merge_repeated_keys(plist_reader *reader) {
  if (reader->count < 2) return 1;
  size_t slots = 16;
  while (slots < reader->count * 2) slots *= 2;
  size_t *table = malloc(slots * sizeof(size_t));
  if (table == NULL) return 0;
  memset(table, 0xff, slots * sizeof(size_t));
  size_t kept = 0;
  for (size_t index = 0; index < reader->count; index++) {
    cxml_plist_entry entry = reader->entries[index];
    uint64_t hash = 14695981039346656037ull;
    for (const unsigned char *byte = (const unsigned char *)entry.key; *byte; byte++) {
      hash = (hash ^ *byte) * 1099511628211ull;
    }
    size_t slot = (size_t)hash & (slots - 1);
    while (table[slot] != (size_t)-1 && strcmp(reader->entries[table[slot]].key, entry.key) != 0) {
      slot = (slot + 1) & (slots - 1);
    }
    if (table[slot] != (size_t)-1) {
      reader->entries[table[slot]].value = entry.value;
      continue;
    }
    table[slot] = kept;
    reader->entries[kept++] = entry;
  }
  free(table);
  reader->count = kept;
  return 1;
}

int cxml_read_plist(const char *bytes, size_t length, cxml_plist *out, char *error,
                    size_t capacity, int *line, int *column) {
  memset(out, 0, sizeof(*out));
  if (length > (size_t)0x7fffffff) {
    snprintf(error, capacity, "file too large");
    *line = 0;
    *column = 0;
    return -1;
  }
  plist_reader *reader = calloc(1, sizeof(plist_reader));
  xmlParserCtxtPtr context =
      reader ? xmlCreateMemoryParserCtxt(bytes, (int)length) : NULL;
  if (context == NULL) {
    free(reader);
    snprintf(error, capacity, "out of memory");
    return -1;
  }
  xmlCtxtUseOptions(context, XML_PARSE_NONET | XML_PARSE_BIG_LINES);
  xmlSAXHandler handler;
  memset(&handler, 0, sizeof(handler));
  handler.initialized = XML_SAX2_MAGIC;
  handler.startElementNs = plist_start;
  handler.endElementNs = plist_end;
  handler.characters = plist_characters;
  handler.ignorableWhitespace = plist_characters;
  handler.cdataBlock = plist_characters;
  handler.entityDecl = plist_entity;
  memcpy(context->sax, &handler, sizeof(handler));
  context->_private = reader;
  context->userData = context;
  reader->context = context;
  first_error first = {error, capacity, 0, 0, 0};
  xmlSetStructuredErrorFunc(&first, remember);
  xmlParseDocument(context);
  xmlSetStructuredErrorFunc(NULL, NULL);
  int wellFormed = context->wellFormed;
  if (context->myDoc) xmlFreeDoc(context->myDoc);
  xmlFreeParserCtxt(context);
  if (reader->declares_entities) {
    snprintf(error, capacity, "the DOCTYPE declares entities, which permcopy does not expand");
    *line = 1;
    *column = 1;
    plist_release(reader);
    return -1;
  }
  if (reader->strings.failed || (wellFormed && !plist_merge_repeated_keys(reader))) {
    snprintf(error, capacity, "out of memory");
    *line = 0;
    *column = 0;
    plist_release(reader);
    return -1;
  }
  if (!wellFormed || first.seen) {
    if (!first.seen) snprintf(error, capacity, "malformed XML");
    *line = first.line;
    *column = first.column;
    plist_release(reader);
    return -1;
  }
  out->is_dictionary = reader->is_dictionary;
  out->entries = reader->entries;
  out->count = reader->count;
  out->storage = reader;
  return 0;
}

void cxml_free_plist(cxml_plist *plist) {
  if (plist->storage) plist_release(plist->storage);
  memset(plist, 0, sizeof(*plist));
}
