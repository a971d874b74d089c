#ifndef PERMCOPY_CHINESE_TABLES_H
#define PERMCOPY_CHINESE_TABLES_H
// OpenCC's conversion tables and configurations at the version data/opencc/VERSION pins,
// generated into ChineseTables.c (scripts/opencc-tables, then permcopy-generate), so that a
// conversion is the same on every machine whatever OpenCC the system has.
#include <stdint.h>

/// One file of data/opencc: a dictionary as "key\tvalue\n" lines sorted by the key's UTF-8 bytes
/// (each key's first value only, the one OpenCC converts to), or a configuration's JSON.
typedef struct {
  const char *name;
  const char *text;
  int32_t length;
} PermCopyChineseTable;

/// Every generated table; `count` receives how many.
const PermCopyChineseTable *permcopy_chinese_tables(int32_t *count);

#endif
