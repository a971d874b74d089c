import Foundation

/// Simplified-only and Traditional-only characters, judged by ICU's Hans-Hant transform
/// through Foundation (a reference nobody here wrote).
enum ScriptCheck {
  /// Characters of `text` that one direction of the transform changes and the other keeps:
  /// Simplified forms with a different Traditional form (`simplified: true`), or the reverse.
  static func only(_ simplified: Bool, in text: String) -> [Character] {
    text.filter { character in
      let single = String(character)
      guard
        let traditional = single.applyingTransform(StringTransform("Hans-Hant"), reverse: false),
        let converted = single.applyingTransform(StringTransform("Hant-Hans"), reverse: false)
      else { return false }
      return simplified
        ? traditional != single && converted == single
        : converted != single && traditional == single
    }
  }

  static func simplifiedOnly(in text: String) -> [Character] { only(true, in: text) }

  static func traditionalOnly(in text: String) -> [Character] { only(false, in: text) }
}
