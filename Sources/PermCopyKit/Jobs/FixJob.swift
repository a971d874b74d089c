import Foundation

/// `check --fix`: applies the mechanical fixes rules know (a half-width mark to its full-width
/// form, a space after 。 removed, the other region's quotation marks, a missing stop or space
/// where the file mixes styles, wrong-script characters both tables agree on) to the `.strings`
/// files they are in, in place. Every other
/// byte is kept: the file is decoded, only the fixed characters change, and it is encoded back in
/// its own encoding (UTF-8 with or without BOM, UTF-16 either way). A file with a syntax problem
/// is never edited, and an edit is written only when the file, read again, has the same keys and
/// changed values only where a fix was made. Atomic, like every write.
enum FixJob {
  public struct Outcome: Sendable {
    public var fixed: [(file: String, count: Int)] = []
    /// Files left alone, with why.
    public var skipped: [(file: String, reason: String)] = []
  }

  /// `roots`: the checked folders and files; a file whose real place is outside them (through
  /// a symbolic link) is never edited.
  public static func apply(_ diagnostics: [Diagnostic], roots: [String]) throws -> Outcome {
    var outcome = Outcome()
    let fixable = diagnostics.filter { $0.fix != nil && $0.unit?.entry != nil }
    let realRoots = roots.map(RealPath.of)
    for (file, group) in Dictionary(grouping: fixable, by: \.location.file).sorted(by: {
      $0.key < $1.key
    }) {
      if let reason = refusal(editing: file, inside: realRoots) {
        outcome.skipped.append((file, reason))
        continue
      }
      switch try fix(file: file, group) {
      case .success(let count): outcome.fixed.append((file, count))
      case .failure(let reason): outcome.skipped.append((file, reason.message))
      }
    }
    return outcome
  }

  struct Refusal: Error { let message: String }

  /// Why `file` may not be edited in place: it is a symbolic link, not a regular file, or its
  /// real place is outside the checked tree.
  static func refusal(editing file: String, inside roots: [String]) -> String? {
    var info = stat()
    guard lstat(file, &info) == 0 else { return "it cannot be read" }
    if (info.st_mode & S_IFMT) == S_IFLNK {
      return "it is a symbolic link; --fix edits only regular files in the checked folders"
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else { return "it is not a regular file" }
    let real = RealPath.of(file)
    guard roots.contains(where: { real == $0 || real.isInside($0) }) else {
      return "it is outside the checked folders"
    }
    return nil
  }

  /// The number of fixes made in `file`, or why it was left alone.
  static func fix(file: String, _ diagnostics: [Diagnostic]) throws -> Result<Int, Refusal> {
    let bytes = try FileBytes.read(file, display: file)
    let before = StringsFileReader.read(data: Data(bytes), path: file)
    guard before.problems.isEmpty else {
      return .failure(Refusal(message: "it has a syntax problem"))
    }
    guard before.flavor == .openStep, let (text, encoding) = StringsFileReader.decode(Data(bytes))
    else { return .failure(Refusal(message: "it is a .strings file in XML property-list form")) }
    var scalars = Array(text.unicodeScalars)
    let starts = lineStarts(scalars)
    // One edit per place, from the end, so earlier places keep their positions.
    var edits: [(start: Int, length: Int, replacement: String)] = []
    for diagnostic in diagnostics {
      guard let unit = diagnostic.unit, let span = diagnostic.span, let fix = diagnostic.fix?.text,
        !span.isEmpty, span.upperBound <= unit.text.count
      else { continue }
      let location = diagnostic.location
      guard location.line - 1 < starts.count else { continue }
      let index = starts[location.line - 1] + location.column - 1
      let expected = Array(String(Array(unit.text)[span]).unicodeScalars)
      // The characters must be written as themselves there (not as escapes), and no two fixes
      // may touch the same character.
      guard index + expected.count <= scalars.count,
        Array(scalars[index..<index + expected.count]) == expected,
        !edits.contains(where: { $0.start < index + expected.count && index < $0.start + $0.length }
        )
      else { continue }
      edits.append((index, expected.count, fix))
    }
    guard !edits.isEmpty else { return .success(0) }
    for edit in edits.sorted(by: { $0.start > $1.start }) {
      scalars.replaceSubrange(
        edit.start..<edit.start + edit.length, with: Array(edit.replacement.unicodeScalars))
    }
    let fixedText = String(String.UnicodeScalarView(scalars))
    let data = encode(fixedText, as: encoding)
    // Read back: same keys in the same order, and no new problem.
    let after = StringsFileReader.read(data: data, path: file)
    guard after.problems.isEmpty,
      after.entries.map(\.key) == before.entries.map(\.key)
    else { return .failure(Refusal(message: "the fixed file would not read back the same")) }
    do {
      try OutputWriter.writeAtomically(
        .init(path: file, displayPath: file, data: data), unchangedFrom: bytes)
    } catch is OutputWriter.ChangedMeanwhile {
      return .failure(
        Refusal(message: "it changed while permcopy was fixing it; run `check --fix` again"))
    }
    return .success(edits.count)
  }

  /// Where each line starts, in scalars (lines end at "\n", as the reader counts them).
  static func lineStarts(_ scalars: [Unicode.Scalar]) -> [Int] {
    var starts = [0]
    for (index, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(index + 1) }
    return starts
  }

  /// The text in the encoding the reader found it in.
  static func encode(_ text: String, as encoding: String) -> Data {
    func utf16(_ little: Bool) -> [UInt8] {
      text.utf16.flatMap { unit in
        little ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      }
    }
    switch encoding {
    case "UTF-8 with BOM": return Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
    case "UTF-16LE": return Data([0xFF, 0xFE] + utf16(true))
    case "UTF-16BE": return Data([0xFE, 0xFF] + utf16(false))
    case "UTF-16LE without BOM": return Data(utf16(true))
    case "UTF-16BE without BOM": return Data(utf16(false))
    default: return Data(text.utf8)
    }
  }
}
