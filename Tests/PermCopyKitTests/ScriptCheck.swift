import Foundation

/// Simplified-only and Traditional-only characters, judged by ICU's Hans-Hant transform
/// through Foundation (a reference nobody here wrote).
enum ScriptCheck {
  /// Characters of `text` that the Hans→Hant transform changes and the Hant→Hans transform keeps:
  /// Simplified forms that have a different Traditional form.
  static func simplifiedOnly(in text: String) -> [Character] {
    text.filter { character in
      let single = String(character)
      guard
        let traditional = single.applyingTransform(StringTransform("Hans-Hant"), reverse: false),
        let simplified = single.applyingTransform(StringTransform("Hant-Hans"), reverse: false)
      else { return false }
      return traditional != single && simplified == single
    }
  }

  /// Traditional forms that have a different Simplified form.
  static func traditionalOnly(in text: String) -> [Character] {
    text.filter { character in
      let single = String(character)
      guard
        let traditional = single.applyingTransform(StringTransform("Hans-Hant"), reverse: false),
        let simplified = single.applyingTransform(StringTransform("Hant-Hans"), reverse: false)
      else { return false }
      return simplified != single && traditional == single
    }
  }
}
