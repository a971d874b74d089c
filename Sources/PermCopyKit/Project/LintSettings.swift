import Foundation

/// What `check PATH…` takes from a permcopy.yml found by walking up from the current folder, as
/// SwiftLint and swift-format find theirs: `rules:` and a `check:` section. A lint-only file
/// holds just those two; a full project's permcopy.yml may carry them too.
///
/// ```yaml
/// rules: { cjk-latin-spacing: off }
/// check:
///   source-locale: en
///   deployment-target: "16.0"
///   known-keys: [NSExampleUsageDescription]
///   skip: [Vendor, Pods-like/Generated]     # folders or files, relative to this file
///   latin-spacing: none                     # the house style between Han and Latin: space | none
/// ```
struct LintSettings: Sendable {
  public let path: String
  public let ruleSettings: [RuleSetting]
  public let sourceLocale: String?
  public let deploymentTarget: OSVersion?
  public let knownKeys: [String]
  /// Absolute paths never read.
  public let skip: [String]
  /// `space` or `none`; nil: Apple's (a space).
  public var latinSpacing: String?

  public static let fileNames = ["permcopy.yml", ".permcopy.yml"]
  static let checkKeys = [
    "source-locale", "deployment-target", "known-keys", "skip", "latin-spacing",
  ]

  /// The nearest permcopy.yml in `folder` or above it, stopping at the repository's root (the
  /// folder holding `.git`) or the file system's.
  public static func find(from folder: String) -> String? {
    nearest(from: folder, names: fileNames) { _ in true }
  }

  /// The nearest file of one of `names` in `folder` or above that `accept`s, stopping at the
  /// repository's root (the folder holding `.git`) or the file system's; outside a repository
  /// a file another user owns is never taken (a shared folder such as /tmp may hold anyone's).
  static func nearest(from folder: String, names: [String], where accept: (String) -> Bool)
    -> String?
  {
    var current = String.normalized(folder)
    // Inside a repository every file up to its root is the team's (a CI container may run as
    // another user than the checkout's owner); outside one, only the user's own files count.
    // A repository is one only when its .git (the link and what it points to, for a link)
    // belongs to the user, to root, or to whoever owns the folder the run starts in (a CI
    // container running as root in a runner's checkout): anyone can make a .git in a shared
    // folder such as /tmp, and it then vouches for nothing.
    var ancestor = current
    var inRepository = false
    let trusted: Set<UInt32> = Set(
      [getuid(), 0] + (FileManagerProbe.owner(of: current).map { [$0] } ?? []))
    while true {
      let git = ancestor.appendingPath(".git")
      if FileManagerProbe.exists(git) {
        inRepository = [FileManagerProbe.ownerOfLink(git), FileManagerProbe.owner(of: git)]
          .allSatisfy { $0.map(trusted.contains) ?? false }
        break
      }
      let parent = ancestor.deletingLastPathComponent
      if parent == ancestor || ancestor == "/" || parent.isEmpty { break }
      ancestor = parent
    }
    while true {
      for name in names {
        let candidate = current.appendingPath(name)
        if FileManagerProbe.exists(candidate) && !FileManagerProbe.isDirectory(candidate)
          && (inRepository || FileManagerProbe.isOwnedByUser(candidate)) && accept(candidate)
        {
          return candidate
        }
      }
      let parent = current.deletingLastPathComponent
      if FileManagerProbe.exists(current.appendingPath(".git")) || parent == current
        || current == "/"
      {
        return nil
      }
      current = parent
    }
  }

  /// Whether the file at `path` is lint-only: no `permissions:`, so not a project to build.
  public static func isLintOnly(path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path),
      let root = try? YAMLTree.parse(String(decoding: data, as: UTF8.self), file: path),
      case .mapping = root
    else { return false }
    return root["permissions"] == nil
  }

  public static func load(path: String) throws -> LintSettings {
    let display = ConfigLoader.displayPath(path)
    let text = String(decoding: try FileBytes.read(path, display: display), as: UTF8.self)
    let root = try YAMLTree.parse(text, file: display)
    var errors = ErrorCollector()
    let rules = ConfigLoader.readRules(root, errors: &errors)
    let check = readCheck(root, path: path, errors: &errors)
    try errors.throwIfAny()
    var settings = LintSettings(
      path: path, ruleSettings: rules, sourceLocale: check.sourceLocale,
      deploymentTarget: check.deploymentTarget, knownKeys: check.knownKeys, skip: check.skip)
    settings.latinSpacing = check.latinSpacing
    return settings
  }

  /// The `check:` section, in a lint-only file or a project's: each setting read and checked,
  /// every mistake an error at its place (a project's build reports them too).
  static func readCheck(_ root: YAMLTree, path: String, errors: inout ErrorCollector) -> (
    sourceLocale: String?, deploymentTarget: OSVersion?, knownKeys: [String], skip: [String],
    latinSpacing: String?
  ) {
    var sourceLocale: String?
    var target: OSVersion?
    var knownKeys: [String] = []
    var skip: [String] = []
    var latinSpacing: String?
    if let check = root["check"] {
      guard case .mapping(let pairs, _) = check else {
        errors.add("'check' must be a mapping of check settings", at: check.location)
        return (nil, nil, [], [], nil)
      }
      for pair in pairs where !checkKeys.contains(pair.key) {
        errors.add(
          "unknown check setting '\(pair.key)'" + Suggestion.didYouMean(pair.key, in: checkKeys),
          at: pair.keyLocation)
      }
      sourceLocale = check["source-locale"]?.string
      if let node = check["deployment-target"] {
        target = node.string.flatMap(OSVersion.init(parsing:))
        if target == nil {
          errors.add("deployment-target must be an iOS version such as \"16.0\"", at: node.location)
        }
      }
      knownKeys = list(check["known-keys"], errors: &errors)
      if let node = check["latin-spacing"] {
        latinSpacing = node.string
        if latinSpacing != "space" && latinSpacing != "none" {
          errors.add("latin-spacing must be 'space' or 'none'", at: node.location)
        }
      }
      let folder = URL(fileURLWithPath: path).standardizedFileURL.path.deletingLastPathComponent
      skip = list(check["skip"], errors: &errors).map { folder.appendingPath($0) }
    }
    return (sourceLocale, target, knownKeys, skip, latinSpacing)
  }

  static func list(_ node: YAMLTree?, errors: inout ErrorCollector) -> [String] {
    guard let node else { return [] }
    guard case .sequence(let items, _) = node else {
      errors.add("expected a list", at: node.location)
      return []
    }
    return items.compactMap { item in
      guard let text = item.string else {
        errors.add("expected a text", at: item.location)
        return nil
      }
      return text
    }
  }
}
