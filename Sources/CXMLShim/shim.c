#include "cxmlshim.h"
#include <libxml/parser.h>
#include <libxml/hash.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
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

typedef struct {
  arena strings;
  cxml_plist_entry *entries;
  size_t count;
  size_t capacity;
} plist_collection;

int cxml_read_plist(const char *bytes, size_t length, cxml_plist *out, char *error,
                    size_t capacity, int *line, int *column) {
  memset(out, 0, sizeof(*out));
  xmlDocPtr document = parse_strict(bytes, length, NULL, 0, error, capacity, line, column);
  if (document == NULL) return -1;
  if (refuse_entities(document, "", error, capacity, line, column)) return -1;
  plist_collection *into = calloc(1, sizeof(plist_collection));
  if (into == NULL) {
    xmlFreeDoc(document);
    snprintf(error, capacity, "out of memory");
    return -1;
  }
  xmlNodePtr root = xmlDocGetRootElement(document);
  xmlNodePtr dict = NULL;
  if (root && named(root, "plist")) {
    for (xmlNodePtr child = root->children; child; child = child->next) {
      if (child->type == XML_ELEMENT_NODE) {
        if (named(child, "dict")) dict = child;
        break;
      }
    }
  }
  if (dict) {
    out->is_dictionary = 1;
    xmlNodePtr key = NULL;
    for (xmlNodePtr child = dict->children; child; child = child->next) {
      if (child->type != XML_ELEMENT_NODE) continue;
      if (key == NULL) {
        if (named(child, "key")) key = child;
        continue;
      }
      if (!grow((void **)&into->entries, &into->capacity, into->count, sizeof(cxml_plist_entry))) {
        into->strings.failed = 1;
        break;
      }
      cxml_plist_entry entry = {0};
      entry.key = keep(&into->strings, xmlNodeGetContent(key));
      entry.line = (int)xmlGetLineNo(key);
      if (named(child, "string")) {
        entry.value = keep(&into->strings, xmlNodeGetContent(child));
        if (entry.value == NULL) entry.value = keep(&into->strings, xmlStrdup((const xmlChar *)""));
      }
      into->entries[into->count++] = entry;
      key = NULL;
    }
  }
  xmlFreeDoc(document);
  if (into->strings.failed) {
    for (size_t index = 0; index < into->strings.count; index++) xmlFree(into->strings.strings[index]);
    free(into->strings.strings);
    free(into->entries);
    free(into);
    snprintf(error, capacity, "out of memory");
    return -1;
  }
  out->entries = into->entries;
  out->count = into->count;
  out->storage = into;
  return 0;
}

void cxml_free_plist(cxml_plist *plist) {
  plist_collection *into = plist->storage;
  if (into == NULL) return;
  for (size_t index = 0; index < into->strings.count; index++) xmlFree(into->strings.strings[index]);
  free(into->strings.strings);
  free(into->entries);
  free(into);
  memset(plist, 0, sizeof(*plist));
}
