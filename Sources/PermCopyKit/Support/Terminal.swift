import Foundation
@preconcurrency import Rainbow

/// Terminal size and colour.
public enum Terminal {
  public enum Style {
    case bold
    case dim
    case blue
    case red
    case yellow
  }

  /// Columns of the terminal: `COLUMNS`, else the size of standard output, else 80.
  public static var columns: Int {
    if let value = environmentValue("COLUMNS"), let columns = Int(value),
      columns > 0
    {
      return columns
    }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return 80
  }

  /// Whether colour should be used on standard output by default.
  public static var wantsColor: Bool { wantsColor(on: STDOUT_FILENO) }

  /// Whether a descriptor is a terminal that wants colour (`NO_COLOR` and `TERM=dumb` say no).
  /// The environment is read only for a terminal, a variable at a time: `ProcessInfo`'s made a
  /// dictionary of all of it at every start.
  static func wantsColor(on descriptor: Int32) -> Bool {
    isatty(descriptor) == 1 && getenv("NO_COLOR") == nil && environmentValue("TERM") != "dumb"
  }

  static func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  static func style(_ text: String, _ style: Style) -> String {
    Rainbow.enabled = true
    Rainbow.outputTarget = .console
    switch style {
    case .bold: return text.bold
    case .dim: return text.dim
    case .blue: return text.blue
    case .red: return text.red
    case .yellow: return text.yellow
    }
  }
}
