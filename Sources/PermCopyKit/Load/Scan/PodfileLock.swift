/// The `PODS:` section of a `Podfile.lock`: each pod (or subspec) installed, at its line, with
/// the pods it depends on. Line by line, linear in the file.
enum PodfileLock {
  struct Pod {
    /// As the lock writes it: `Firebase/Analytics`, `SPPermissions/Camera`.
    let name: String
    let line: Int
    var dependencies: [String] = []

    /// The pod a subspec belongs to, which names its folder under `Pods/`.
    var root: String { String(name.prefix { $0 != "/" }) }
  }

  static func pods(_ text: String) -> [Pod] {
    var pods: [Pod] = []
    var inPods = false
    for (number, line) in text.textLines()
      .enumerated()
    {
      if !line.hasPrefix(" ") {
        inPods = line.hasPrefix("PODS:")
        continue
      }
      guard inPods else { continue }
      if line.hasPrefix("  - ") {
        let name = line.dropFirst(4).drop { $0 == "\"" }.prefix {
          $0 != " " && $0 != ":" && $0 != "\""
        }
        pods.append(Pod(name: String(name), line: number + 1))
      } else if line.hasPrefix("    - "), !pods.isEmpty {
        let dependency = line.dropFirst(6).drop { $0 == "\"" }.prefix {
          $0 != " " && $0 != "\""
        }
        pods[pods.count - 1].dependencies.append(String(dependency))
      }
    }
    return pods
  }
}
