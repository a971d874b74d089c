#include "cicushim.h"
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>
#include <unicode/utypes.h>

int32_t cicu_east_asian_width(uint32_t code_point) {
  return (int32_t)u_getIntPropertyValue((UChar32)code_point, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t cicu_is_zero_width(uint32_t code_point) {
  int8_t type = u_charType((UChar32)code_point);
  return type == U_NON_SPACING_MARK || type == U_ENCLOSING_MARK || type == U_FORMAT_CHAR;
}

int32_t cicu_word_boundaries(const char *locale, const uint16_t *text, int32_t length,
                             int32_t *boundaries, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *iterator = ubrk_open(UBRK_WORD, locale, (const UChar *)text, length, &status);
  if (U_FAILURE(status)) return -1;
  int32_t count = 0;
  for (int32_t position = ubrk_first(iterator); position != UBRK_DONE;
       position = ubrk_next(iterator)) {
    if (count < capacity) boundaries[count] = position;
    count++;
  }
  ubrk_close(iterator);
  return count;
}

int32_t cicu_cannot_start_line(uint32_t code_point) {
  int32_t line_break = u_getIntPropertyValue((UChar32)code_point, UCHAR_LINE_BREAK);
  int8_t type = u_charType((UChar32)code_point);
  return line_break == U_LB_CLOSE_PUNCTUATION || line_break == U_LB_CLOSE_PARENTHESIS ||
         line_break == U_LB_NONSTARTER || line_break == U_LB_EXCLAMATION ||
         line_break == U_LB_INFIX_NUMERIC || type == U_FINAL_PUNCTUATION;
}

int32_t cicu_cannot_end_line(uint32_t code_point) {
  int32_t line_break = u_getIntPropertyValue((UChar32)code_point, UCHAR_LINE_BREAK);
  int8_t type = u_charType((UChar32)code_point);
  return line_break == U_LB_OPEN_PUNCTUATION || type == U_INITIAL_PUNCTUATION;
}
