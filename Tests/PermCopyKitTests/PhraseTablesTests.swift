import Foundation
import Testing

@testable import PermCopyKit

/// The built-in locales' phrase automata are compiled in as C tables (`CPhraseTables`, made by
/// `permcopy-generate`), so a check builds none at start-up.
@Suite struct PhraseTablesTests {
  /// The phrase lists of the compiled-in rules, as the generator lists them.
  static func lists() -> [(locale: String, phrases: [String])] {
    PhraseTablesSource.lists(
      DefaultResources.localeIDs.sorted().compactMap { id in
        BuiltInRules.generatedParameters(id).map { (id, $0) }
      })
  }

  @Test func generatedTablesAreWhatBuildingGives() throws {
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

  /// `PhraseSets.all` names every set a locale holds (what the generator reads), the two
  /// combined automata included, and every built-in locale's sets come from the generated
  /// tables.
  @Test func everyBuiltInSetIsGenerated() {
    let rules = BuiltInRules.rules(for: "zh-Hant")
    let held = Mirror(reflecting: rules.phraseSets).children.filter {
      $0.value is PhraseSet || $0.value is CombinedPhrases
    }
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
