#include "cxmlshim.h"
#include <libxml/parser.h>
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

char *cxml_reformat(const char *xml, char *error, size_t capacity, int *line, int *column) {
  first_error first = {error, capacity, 0, 0, 0};
  xmlParserCtxtPtr context = xmlNewParserCtxt();
  if (context == NULL) return NULL;
  xmlSetStructuredErrorFunc(&first, remember);
  xmlDocPtr document = xmlCtxtReadMemory(context, xml, (int)strlen(xml), "export.xliff", "UTF-8",
                                         XML_PARSE_NONET | XML_PARSE_NOBLANKS);
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
