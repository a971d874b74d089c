/// The README's rules reference, between `<!-- rules:begin -->` and `<!-- rules:end -->`, from
/// the rule registry.
extension RuleListing {
  static func readme(replacingIn readme: String) throws -> String {
    let begin = "<!-- rules:begin -->\n"
    let end = "<!-- rules:end -->"
    guard let start = readme.range(of: begin), let stop = readme.range(of: end),
      start.upperBound <= stop.lowerBound
    else {
      throw InputError("README.md has no \(begin.dropLast()) … \(end) section", at: nil)
    }
    return readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: markdown())
  }
}
