/// What the scan rules share: the keys a target declares in its Info.plist (or build settings,
/// or project file), and where a missing one goes in that project's format.
enum ScanFacts {
  /// The target's declared keys with the declaration that wins (never a `.strings` entry: a
  /// translation alone does not declare a key).
  static func declared(_ target: AppTarget) -> [String: ShippedText] {
    var result: [String: ShippedText] = [:]
    for shipped in target.base where shipped.declaration.source != .strings {
      result[shipped.key] = shipped
    }
    return result
  }

  /// Where to declare `key` for the target, in the words of its project format.
  static func whereToDeclare(_ key: String, in target: AppTarget) -> String {
    if let plist = target.infoPlistFile { return "its Info.plist (\(plist))" }
    if let project = target.projectFile, let hint = target.projectFormat?.whereToDeclare {
      return hint(key, target, project)
    }
    return "the app's Info.plist"
  }
}
