#ifndef CICUSHIM_H
#define CICUSHIM_H
// A Foundation-safe face of system ICU: only <stdint.h> types cross into Swift.
#include <stdint.h>

/// East Asian Width of a code point: 0 N, 1 A, 2 H, 3 F, 4 Na, 5 W.
int32_t cicu_east_asian_width(uint32_t code_point);

/// Whether a code point is a combining mark or other zero-width format character (Mn, Me, Cf).
int32_t cicu_is_zero_width(uint32_t code_point);

/// Word boundaries (UTF-16 offsets, including 0 and length) of `text` under `locale`'s rules,
/// with ICU's dictionary segmentation for Chinese. Returns the count, or -1 on error.
int32_t cicu_word_boundaries(const char *locale, const uint16_t *text, int32_t length,
                             int32_t *boundaries, int32_t capacity);

/// Whether a line may not start with this code point (closing punctuation, non-starters such as
/// 。，、 and final quotation marks: UAX #14 classes CL, CP, NS, EX, IS, and Pf).
int32_t cicu_cannot_start_line(uint32_t code_point);

/// Whether a line may not end with this code point (opening punctuation and initial quotation
/// marks: UAX #14 class OP, and Pi).
int32_t cicu_cannot_end_line(uint32_t code_point);

#endif
