import Foundation

/// `map` over both cores: each app of a large tree is checked on its own.
enum Parallel {
  final class Results<T>: @unchecked Sendable {
    var items: [T?]
    let lock = NSLock()
    init(count: Int) { items = Array(repeating: nil, count: count) }
  }

  /// The values and the transform cross into the worker threads: both must be `Sendable`.
  static func map<T: Sendable, U>(_ values: [T], _ transform: @Sendable (T) -> U) -> [U] {
    guard values.count > 1 else { return values.map(transform) }
    let box = Results<U>(count: values.count)
    withoutActuallyEscaping(transform) { transform in
      DispatchQueue.concurrentPerform(iterations: values.count) { index in
        let value = transform(values[index])
        box.lock.lock()
        box.items[index] = value
        box.lock.unlock()
      }
    }
    return box.items.map { $0! }
  }
}
