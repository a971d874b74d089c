extension StringProtocol {
  /// Without the spaces and tabs around it (and a carriage return at the end): how build
  /// settings and data tables are written, which every layer reads.
  func trimmingSpaces() -> String {
    var scalars = Substring(self).unicodeScalars[...]
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" || last == "\r" {
      scalars.removeLast()
    }
    return String(String.UnicodeScalarView(scalars))
  }
}

extension StringProtocol {
  /// The lines of a text, whether they end in LF or CRLF: in Swift "\r\n" is one character,
  /// so splitting at "\n" alone leaves a Windows-edited file as one line.
  func textLines() -> [SubSequence] {
    split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }
}
