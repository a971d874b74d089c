import Foundation
import Testing

@testable import PermCopyKit

/// GNU `diff -u` is the reference for the hunks `build --check` prints.
@Suite struct UnifiedDiffTests {
  static let cases: [(String, String)] = [
    ("a\nb\nc\n", "a\nB\nc\n"),
    ("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "1\n2\nthree\n4\n5\n6\n7\n8\n9\nten\n11\n12\n"),
    (
      "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n",
      "0\n1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n"
    ),
    ("相机\n照片\n", "相機\n照片\n位置\n"),
    ("only\n", "only\n"),
  ]

  @Test(arguments: cases.indices)
  func hunksMatchGNUDiff(_ index: Int) throws {
    let (old, new) = Self.cases[index]
    let ours = UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(old.utf8).write(to: folder.appendingPathComponent("a"))
    try Data(new.utf8).write(to: folder.appendingPathComponent("b"))
    let output = try ExternalProgram.run(
      URL(fileURLWithPath: "/usr/bin/diff"), ["-u", "a", "b"], in: folder
    ).output
    let reference = output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
      .joined(separator: "\n")
    let body = ours.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
      .joined(separator: "\n")
    #expect(body == reference)
  }
}
