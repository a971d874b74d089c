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
    if let value = ProcessInfo.processInfo.environment["COLUMNS"], let columns = Int(value),
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
  public static var wantsColor: Bool {
    let environment = ProcessInfo.processInfo.environment
    return isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil
      && environment["TERM"] != "dumb"
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
