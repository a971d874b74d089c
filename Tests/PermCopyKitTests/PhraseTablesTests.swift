import Foundation
import Testing

@testable import PermCopyKit

/// The built-in locales' phrase automata are compiled in as C tables (`CPhraseTables`), so a
/// check builds none at start-up. This test renders them from the built-in rules and fails when
/// the committed file differs; `PERMCOPY_REGENERATE=1 swift test --filter PhraseTables`
/// rewrites it.
@Suite struct PhraseTablesTests {
  static let target = PackageRoot.url.appendingPathComponent(
    "Sources/CPhraseTables/PhraseTables.c")

  /// Every distinct phrase list the built-in locales search with (none that finds nothing),
  /// by locale, then in the order the rules hold them.
  static func lists() -> [(locale: String, phrases: [String])] {
    var seen: Set<[UInt8]> = []
    var lists: [(String, [String])] = []
    for id in DefaultResources.localeIDs.sorted() {
      guard let parameters = BuiltInRules.generatedParameters(id) else { continue }
      for set in LocaleRules(parameters).phraseSetsInUse {
        guard !PhraseSet(building: set.phrases).isEmpty,
          seen.insert(PhraseSet.key(set.phrases)).inserted
        else { continue }
        lists.append((id, set.phrases))
      }
    }
    return lists
  }

  /// Numbers as a C initializer, wrapped at 100 columns.
  static func initializer(_ values: [String]) -> String {
    var lines: [String] = []
    var line = " "
    for value in values {
      if line.count + value.count + 2 > 100 {
        lines.append(line)
        line = " "
      }
      line += " " + value + ","
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  static func source() -> String {
    var out = """
      // Generated from the built-in locales' phrase lists by PhraseTablesTests. Do not edit.
      // Regenerate with: PERMCOPY_REGENERATE=1 swift test --filter PhraseTables
      #include "PhraseTables.h"

      """
    var entries: [String] = []
    for (index, list) in lists().enumerated() {
      let tables = PhraseSet(building: list.phrases).tables
      let key = PhraseSet.key(list.phrases)
      func int32s(_ pointer: UnsafePointer<Int32>, _ count: Int) -> String {
        initializer(UnsafeBufferPointer(start: pointer, count: count).map { String($0) })
      }
      let named = list.phrases.prefix(3).map { $0.replacingOccurrences(of: "\n", with: " ") }
      out += """

        // \(list.locale), \(list.phrases.count) phrases: \(named.joined(separator: ", "))…
        static const uint8_t key\(index)[] = {
        \(initializer(key.map { String($0) }))
        };
        static const int32_t byteClass\(index)[256] = {
        \(int32s(tables.byteClass, 256))
        };
        static const int32_t next\(index)[] = {
        \(int32s(tables.next, tables.stateCount * tables.classCount))
        };
        static const int32_t outputStart\(index)[] = {
        \(int32s(tables.outputStart, tables.stateCount + 1))
        };
        static const int32_t outputList\(index)[] = {
        \(int32s(tables.outputList, tables.outputCount))
        };

        """
      let hash = "0x" + String(PhraseSet.hash(key), radix: 16) + "ULL"
      entries.append(
        "  {\(hash), \(key.count), key\(index), \(tables.classCount), \(tables.stateCount), "
          + "\(tables.firstOutputRow), \(tables.outputCount), byteClass\(index), next\(index), "
          + "outputStart\(index), outputList\(index)},")
    }
    out += """

      static const PermCopyPhraseTable tables[\(entries.count)] = {
      \(entries.joined(separator: "\n"))
      };

      const PermCopyPhraseTable *permcopy_phrase_tables(int32_t *count) {
        *count = \(entries.count);
        return tables;
      }

      """
    return out
  }

  @Test func generatedTablesAreUpToDate() throws {
    guard try GeneratedFile.check(Self.source(), at: Self.target, filter: "PhraseTables") else {
      return
    }
    // Every list a built-in locale searches with uses its generated table, which holds what
    // building the list now gives, entry for entry.
    for list in Self.lists() {
      let generated = PhraseSet(list.phrases).tables
      let built = PhraseSet(building: list.phrases).tables
      #expect(generated.isGenerated && !built.isGenerated, "\(list.phrases)")
      #expect(generated.classCount == built.classCount)
      #expect(generated.stateCount == built.stateCount)
      #expect(generated.firstOutputRow == built.firstOutputRow)
      func same(_ a: UnsafePointer<Int32>, _ b: UnsafePointer<Int32>, _ count: Int) -> Bool {
        UnsafeBufferPointer(start: a, count: count).elementsEqual(
          UnsafeBufferPointer(start: b, count: count))
      }
      #expect(same(generated.byteClass, built.byteClass, 256))
      #expect(same(generated.next, built.next, built.stateCount * built.classCount))
      #expect(same(generated.outputStart, built.outputStart, built.stateCount + 1))
      #expect(generated.outputCount == built.outputCount)
      #expect(same(generated.outputList, built.outputList, built.outputCount))
    }
  }

  /// `PhraseSets.all` names every set a locale holds (what the generator reads), and every
  /// built-in locale's sets come from the generated tables.
  @Test func everyBuiltInSetIsGenerated() {
    let rules = BuiltInRules.rules(for: "zh-Hant")
    let held = Mirror(reflecting: rules.phraseSets).children.filter { $0.value is PhraseSet }
    #expect(held.count == rules.phraseSets.all.count)
    for id in DefaultResources.localeIDs {
      for set in BuiltInRules.rules(for: id).phraseSetsInUse where !set.isEmpty {
        #expect(set.tables.isGenerated, "\(id): \(set.phrases)")
      }
    }
  }

  /// A list that is not a built-in one (a project's own vocabulary), or one that differs from
  /// a built-in list by a byte or by order, is built at run time and finds what it should.
  @Test func otherListsAreBuilt() throws {
    let builtIn = try #require(Self.lists().first { $0.phrases.count > 1 }).phrases
    let changed = [builtIn[0] + "x"] + builtIn.dropFirst()
    for phrases in [["我的詞", "詞彙"], changed, builtIn.reversed(), builtIn + [""]] {
      let set = PhraseSet(phrases)
      #expect(!set.tables.isGenerated, "\(phrases)")
      let text = phrases.joined(separator: " ")
      #expect(
        PhraseSetTests.scanned(set, text).map(\.0)
          == PhraseSetTests.naive(phrases, text).map(\.0))
    }
    #expect(PhraseSet(builtIn).tables.isGenerated)
  }
}

/// What a locale's phrase lists are made from at start-up is what Foundation would make.
@Suite struct PhraseSetsTests {
  /// Vague phrases are split at `…` scalar by scalar, as `components(separatedBy:)` splits.
  @Test func vaguePhrasesSplitAsFoundationSplits() {
    var parameters = LocaleRules.Parameters()
    parameters.vaguePhrases = [
      "best … experience", "…lead", "trail…", "a……b", "…", "", "no ellipsis", "改善…體驗",
      "e\u{301}…x", "...",
    ]
    let sets = LocaleRules(parameters).phraseSets
    #expect(sets.vagueParts == parameters.vaguePhrases.map { $0.components(separatedBy: "…") })
    for id in DefaultResources.localeIDs {
      let rules = BuiltInRules.rules(for: id)
      #expect(
        rules.phraseSets.vagueParts
          == rules.parameters.vaguePhrases.map { $0.components(separatedBy: "…") })
    }
  }
}
