import Foundation
import Testing

@testable import PermCopyKit

/// The source scan: every row of data/api-triggers.tsv triggers on its example and not on its
/// counter-example; comments, strings, other platforms and APIs that need no key never count.
@Suite struct ScanTests {
  static func keys(in code: String, swift: Bool) -> Set<String> {
    let scanned = SourceScanner.scan(bytes: Array(code.utf8), display: "x", swift: swift)
    return Set(scanned.uses.flatMap(\.row.keys))
  }

  @Test func theTableIsReadWhole() {
    #expect(TriggerTable.triggers.count >= 80)
    #expect(TriggerTable.wrappers.count >= 70)
    #expect(TriggerTable.triggers.allSatisfy { !$0.source.isEmpty && !$0.example.isEmpty })
  }

  @Test(arguments: TriggerTable.triggers.indices)
  func rowTriggersOnItsExampleOnly(_ index: Int) {
    let row = TriggerTable.triggers[index]
    let swift = row.language != "objc"
    let found = Self.keys(in: row.example, swift: swift)
    if row.keys.isEmpty {
      #expect(found.isEmpty, "\(row.name) needs no key, but the scan found \(found)")
      return
    }
    #expect(found.contains(row.keys[0]), "\(row.name): \(row.example) → \(found)")
    let counter = Self.keys(in: row.counterExample ?? "", swift: swift)
    // The counter-example may need another key, never this row's (at this row's deployment).
    let rowsHere = SourceScanner.scan(
      bytes: Array((row.counterExample ?? "").utf8), display: "x", swift: swift
    ).uses.filter { $0.trigger == index }
    #expect(
      rowsHere.isEmpty,
      "\(row.name) fired on its counter-example \(row.counterExample ?? "") (\(counter))")
  }
}
