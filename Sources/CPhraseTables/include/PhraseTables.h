#ifndef PERMCOPY_PHRASE_TABLES_H
#define PERMCOPY_PHRASE_TABLES_H
// The phrase automata of the built-in locales, generated at build time (PhraseTables.c) so that
// no check builds them at start-up. Only <stdint.h> types cross into Swift.
#include <stdint.h>

/// One phrase list's automaton, laid out as PermCopyKit's PhraseSet.Tables reads it.
typedef struct {
  /// The list it was made from: each phrase's UTF-8 bytes followed by 0xFF; FNV-1a of those.
  uint64_t key_hash;
  int32_t key_length;
  const uint8_t *key;
  int32_t class_count;
  int32_t state_count;
  int32_t first_output_row;
  int32_t output_count;
  /// 256 entries: each byte's class.
  const int32_t *byte_class;
  /// state_count * class_count entries: the next state's row offset per state and class.
  const int32_t *next;
  /// state_count + 1 entries: each state's range of output_list.
  const int32_t *output_start;
  /// output_count entries: phrase indices.
  const int32_t *output_list;
} PermCopyPhraseTable;

/// Every generated table; `count` receives how many.
const PermCopyPhraseTable *permcopy_phrase_tables(int32_t *count);

#endif
