/// A purpose key a table translates that the Info.plist in view does not declare: iOS looks a
/// purpose key up in the app's Info.plist, ends an app that asks for the resource without it
/// there, and App Store Connect refuses the upload (ITMS-90683). A translation alone is not a
/// declaration. With the Info.plist in view but no project file, a build setting out of view
/// may still declare the key: a warning that says so.
struct UndeclaredKeyRule: Rule {
  static let id = "undeclared-key"

  func check(_ input: CheckInput) -> [Finding] {
    let certain = input.target?.declarationsInView ?? true
    return input.undeclaredKeys.map { shipped in
      let declaration = shipped.declaration
      return Finding(
        unit: nil,
        message:
          "\(shipped.key) is translated here but the Info.plist does not declare it: iOS reads "
          + "a purpose key from the Info.plist and ends an app that asks without it there"
          + (certain ? "" : " (unless a build setting of a project not in view declares it)"),
        location: declaration.entry?.keyLocation ?? declaration.location,
        severity: certain ? nil : .warning)
    }
  }
}
