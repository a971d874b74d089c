import CICUShim

/// Wraps text to a width in display columns, never splitting a grapheme cluster.
///
/// Latin words break at spaces; Han characters may break anywhere, except that closing
/// punctuation (，。、：；！？」) never starts a line and opening marks (「“（) never end one
/// (UAX #14 line-break classes, from ICU). A word longer than the width is cut by graphemes.
enum LineBreaker {
  /// A piece that stays on one line.
  struct Atom {
    var text: String
    var width: Int
    /// White space before the atom, dropped at the start of a line.
    var spaceBefore: String
  }

  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 4)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += wrapParagraph(String(paragraph), width: width)
    }
    return lines
  }

  static func wrapParagraph(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for atom in atoms(text) {
      let space = lineWidth == 0 ? "" : atom.spaceBefore
      let spaceWidth = DisplayWidth.columns(space)
      if lineWidth > 0 && lineWidth + spaceWidth + atom.width > width {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if lineWidth == 0 && atom.width > width {
        // Too long for any line: cut between graphemes.
        var piece = ""
        var pieceWidth = 0
        for character in atom.text {
          let characterWidth = DisplayWidth.columns(character)
          if pieceWidth + characterWidth > width && !piece.isEmpty {
            lines.append(piece)
            piece = ""
            pieceWidth = 0
          }
          piece.append(character)
          pieceWidth += characterWidth
        }
        line = piece
        lineWidth = pieceWidth
        continue
      }
      line += (lineWidth == 0 ? "" : atom.spaceBefore) + atom.text
      lineWidth += (lineWidth == 0 ? 0 : spaceWidth) + atom.width
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// Splits text into atoms: Latin words, single Han characters, with punctuation glued to its
  /// neighbour (closing marks to the atom before, opening marks to the atom after).
  static func atoms(_ text: String) -> [Atom] {
    var atoms: [Atom] = []
    var pendingSpace = ""
    var pendingOpen = ""
    var word = ""
    func flushWord() {
      guard !word.isEmpty else { return }
      let piece = pendingOpen + word
      atoms.append(Atom(text: piece, width: DisplayWidth.columns(piece), spaceBefore: pendingSpace))
      pendingOpen = ""
      pendingSpace = ""
      word = ""
    }
    for character in text {
      let scalar = character.unicodeScalars.first!
      if character == " " || character == "\t" {
        flushWord()
        if !pendingOpen.isEmpty {
          pendingOpen += " "
        } else {
          pendingSpace += " "
        }
        continue
      }
      if cicu_cannot_start_line(scalar.value) != 0 {
        // Glue to what comes before: the current word, or the last atom.
        if !word.isEmpty {
          word.append(character)
        } else if !pendingOpen.isEmpty {
          pendingOpen.append(character)
        } else if !atoms.isEmpty && pendingSpace.isEmpty {
          atoms[atoms.count - 1].text.append(character)
          atoms[atoms.count - 1].width += DisplayWidth.columns(character)
        } else {
          word.append(character)
        }
        continue
      }
      if cicu_cannot_end_line(scalar.value) != 0 {
        flushWord()
        pendingOpen.append(character)
        continue
      }
      if TextSpans.isHan(character) || DisplayWidth.columns(character) == 2 {
        flushWord()
        word.append(character)
        flushWord()
        continue
      }
      word.append(character)
    }
    flushWord()
    if !pendingOpen.isEmpty {
      atoms.append(
        Atom(text: pendingOpen, width: DisplayWidth.columns(pendingOpen), spaceBefore: pendingSpace)
      )
    }
    return atoms
  }
}
