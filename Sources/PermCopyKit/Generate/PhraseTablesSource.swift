/// `Sources/CPhraseTables/PhraseTables.c`: the phrase automata of the built-in locales' rules
/// as C tables, so a check builds none at start-up.
enum PhraseTablesSource {
  /// Every distinct phrase list the locales search with (none that finds nothing), by locale,
  /// then in the order the rules hold them.
  static func lists(_ parameters: [(id: String, rules: LocaleRules.Parameters)]) -> [(
    locale: String, phrases: [String]
  )] {
    var seen: Set<[UInt8]> = []
    var lists: [(String, [String])] = []
    for (id, rules) in parameters {
      for set in LocaleRules(rules).phraseSetsInUse {
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

  static func text(_ lists: [(locale: String, phrases: [String])]) -> String {
    var out = """
      // Generated from the phrase lists of locales/*.yml by permcopy-generate. Do not edit:
      // change the locale files and run `swift run permcopy-generate`.
      #include "PhraseTables.h"

      """
    var entries: [String] = []
    for (index, list) in lists.enumerated() {
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
}
