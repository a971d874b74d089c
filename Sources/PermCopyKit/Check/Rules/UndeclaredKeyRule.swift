/// A purpose key a table translates that the Info.plist in view does not declare: iOS looks a
/// purpose key up in the app's Info.plist, ends an app that asks for the resource without it
/// there, and App Store Connect refuses the upload (ITMS-90683). A translation alone is not a
/// declaration. With the Info.plist in view but no project file, a build setting out of view
/// may still declare the key: a warning that says so. Only for targets that run on iPhone.
struct UndeclaredKeyRule: Rule {
  static let id = "undeclared-key"

  func check(_ input: CheckInput) -> [Finding] {
    // A tvOS, watchOS or Mac target that ships an iPhone app's tables reads few of its keys and
    // is ended by none: what the rule says holds for the targets that run on iPhone.
    guard input.target?.runsOnIPhone ?? true else { return [] }
    let certain = input.target?.declarationsInView ?? true
    // One finding per key, at its first table; the other tables that translate it are related.
    return input.undeclaredKeys.groupedInOrder(by: \.key).map { key, texts in
      let all = texts.map { $0.declaration.entry?.keyLocation ?? $0.declaration.location }
      return Finding(
        unit: nil,
        message:
          "\(key) is translated here"
          + (all.count == 1
            ? "" : " and in \(all.count - 1) more table\(all.count == 2 ? "" : "s")")
          + " "
          + "but the Info.plist does not declare it: iOS reads a purpose key from the Info.plist "
          + "and ends an app that asks without it there"
          + (certain ? "" : " (unless a build setting of a project not in view declares it)"),
        location: all[0], severity: certain ? nil : .warning, related: Array(all.dropFirst()))
    }
  }
}
