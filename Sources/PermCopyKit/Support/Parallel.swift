import Foundation

/// `map` over both cores: each app of a large tree is checked on its own.
enum Parallel {
  final class Results<T>: @unchecked Sendable {
    var items: [T?]
    let lock = NSLock()
    init(count: Int) { items = Array(repeating: nil, count: count) }
  }

  static func map<T, U>(_ values: [T], _ transform: (T) -> U) -> [U] {
    guard values.count > 1 else { return values.map(transform) }
    let box = Results<U>(count: values.count)
    withoutActuallyEscaping(transform) { transform in
      nonisolated(unsafe) let transform = transform
      nonisolated(unsafe) let values = values
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
