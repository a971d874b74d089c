/// The protected APIs the source scan looks for (`data/api-triggers.tsv`) and the packages that
/// call them for the app (`data/sdk-wrappers.tsv`).
struct Trigger: Sendable {
  public enum Kind: String, Sendable { case call, create, member }
  public enum Effect: String, Sendable {
    case crash, `throws`, ignored, fails, unverified, may, none
  }

  /// Any one of these keys satisfies the trigger; empty for an API that needs no key.
  public let keys: [String]
  public let name: String
  public let kind: Kind
  public let receivers: [String]
  public let arguments: [String]
  public let without: [String]
  public let context: [String]
  /// nil: every deployment target; otherwise the bound and whether the target must be below it.
  public let deployment: (version: Int, below: Bool)?
  public let effect: Effect
  public let language: String
  public let example: String
  public let counterExample: String?
  public let source: String
  /// What a finding adds where the call alone does not say why the key is needed.
  public let note: String?

  /// Whether iOS ends the app (or the call throws) without the key: an error, not a warning.
  public var isFatal: Bool { effect == .crash || effect == .`throws` }

  /// The call as a reader would write it: `AVCaptureDevice.requestAccess`.
  public var displayName: String {
    if kind == .create { return name }
    if let owner = receivers.first ?? (kind == .member ? context.first : nil) {
      return "\(owner).\(name)"
    }
    return name
  }

  /// Whether the row applies at a deployment target (unknown: the current iOS).
  public func applies(at target: OSVersion?) -> Bool {
    guard let deployment else { return true }
    guard let target else { return !deployment.below }
    return (target.major < deployment.version) == deployment.below
  }
}

struct PackageWrapper: Sendable {
  public let ecosystem: String
  public let package: String
  public let keys: [String]
  public let source: String
}

enum TriggerTable {
  public static let triggers: [Trigger] = DataTable.rows("api-triggers.tsv", columns: 14).compactMap
  {
    field in
    guard let kind = Trigger.Kind(rawValue: field[2]),
      let effect = Trigger.Effect(rawValue: field[8])
    else { return nil }
    let list = { (text: String) in text == "-" ? [] : text.split(separator: ",").map(String.init) }
    var deployment: (Int, Bool)?
    if field[7].hasPrefix("<"), let version = Int(field[7].dropFirst()) {
      deployment = (version, true)
    } else if field[7].hasPrefix(">="), let version = Int(field[7].dropFirst(2)) {
      deployment = (version, false)
    }
    return Trigger(
      keys: field[0] == "-" ? [] : field[0].split(separator: "|").map(String.init), name: field[1],
      kind: kind, receivers: list(field[3]), arguments: list(field[4]), without: list(field[5]),
      context: list(field[6]), deployment: deployment, effect: effect, language: field[9],
      example: field[10], counterExample: field[11] == "-" ? nil : field[11], source: field[12],
      note: field[13] == "-" ? nil : field[13])
  }

  /// The rows the scan matches (an API that needs no key is there for its tests only), by name.
  static let byName: [String: [Int]] = {
    var index: [String: [Int]] = [:]
    for (position, trigger) in triggers.enumerated() where !trigger.keys.isEmpty {
      index[trigger.name, default: []].append(position)
    }
    return index
  }()

  public static let wrappers: [PackageWrapper] = DataTable.rows("sdk-wrappers.tsv", columns: 4).map
  {
    PackageWrapper(
      ecosystem: $0[0], package: $0[1], keys: $0[2].split(separator: ",").map(String.init),
      source: $0[3])
  }

  /// Every key some trigger or package asks for: the keys a scan can tell are used.
  public static let scannableKeys: Set<String> = Set(
    triggers.flatMap(\.keys) + wrappers.flatMap(\.keys))

  /// Keys iOS asks for on behaviour rather than on one API (`data/unseen-uses.tsv`): a scan
  /// that finds no call does not show them unused.
  public static let unseenUseKeys: Set<String> = Set(
    DataTable.rows("unseen-uses.tsv", columns: 3).map { $0[0] })
}
