/// A place in an input file, 1-based, columns counted in Unicode scalars.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public let file: String
  public let line: Int
  public let column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public var description: String { "\(file):\(line):\(column)" }
}

/// An input problem that stops permcopy from doing its job (exit code 2).
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  public let location: SourceLocation?
  public let message: String

  public init(_ message: String, at location: SourceLocation?) {
    self.message = message
    self.location = location
  }

  public var description: String {
    guard let location else { return "error: \(message)" }
    return "\(location): error: \(message)"
  }
}

/// One or more input errors, reported together the way a compiler reports them.
public struct InputErrors: Error, Sendable, CustomStringConvertible {
  public let errors: [InputError]

  public init(_ errors: [InputError]) { self.errors = errors }

  public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// Collects errors so that one run reports every problem in a file, not only the first.
struct ErrorCollector {
  private(set) var errors: [InputError] = []

  mutating func add(_ message: String, at location: SourceLocation?) {
    errors.append(InputError(message, at: location))
  }

  mutating func add(_ error: InputError) { errors.append(error) }

  mutating func add(contentsOf other: InputErrors) { errors.append(contentsOf: other.errors) }

  func throwIfAny() throws {
    if !errors.isEmpty { throw InputErrors(errors) }
  }
}
