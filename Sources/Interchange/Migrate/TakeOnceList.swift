/// Values that are moved out one at a time, each at most once, by whichever thread needs it:
/// a loaded file's keys and values, given to the rows and strings of a catalog made on all
/// cores without being copied.
///
/// A copy of a value counted a reference to its text, a write to memory that the thread
/// which read the file had made, and the loaded files freed afterwards wrote to it again,
/// all of it on one thread; a move writes nothing but the emptied slot. Two threads may take
/// at once as long as they take different slots (each value belongs to one row).
final class TakeOnceList<Element>: @unchecked Sendable {
    // Unchecked: slots are taken by one thread each (see above); nothing else changes.
    let count: Int
    private let base: UnsafeMutablePointer<Element?>

    /// The elements of `elements`, in their order (nil ones are there to skip).
    init(_ elements: consuming [Element?]) {
        count = elements.count
        base = .allocate(capacity: count)
        // Moved out from the end, which leaves the array nothing to copy or free.
        var index = count
        while let element = elements.popLast() {
            index -= 1
            (base + index).initialize(to: element)
        }
    }

    /// The elements of `reversed` in the opposite order: for a list made by moving elements
    /// out of another from its end, which reversing would copy one by one.
    init(reversed: consuming [Element?]) {
        count = reversed.count
        base = .allocate(capacity: count)
        var index = 0
        while let element = reversed.popLast() {
            (base + index).initialize(to: element)
            index += 1
        }
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Whether slot `index` holds a value (not yet taken).
    func holdsValue(at index: Int) -> Bool {
        precondition(index >= 0 && index < count)
        return base[index] != nil
    }

    /// The value of slot `index`, copied and left in place; nil when it has none or was
    /// taken.
    func peek(_ index: Int) -> Element? {
        precondition(index >= 0 && index < count)
        return base[index]
    }

    /// The value of slot `index`, moved out; nil when it had none or was taken.
    func take(_ index: Int) -> Element? {
        taker.take(index)
    }

    /// Takes values without holding the list: for threads that take from many lists, so
    /// that no reference to a list is counted (by both cores at once) for each value. Valid
    /// while the list lives.
    var taker: Taker { Taker(base: base, count: count) }

    struct Taker: @unchecked Sendable {
        // Unchecked: as the list's slots.
        fileprivate let base: UnsafeMutablePointer<Element?>
        let count: Int

        func take(_ index: Int) -> Element? {
            precondition(index >= 0 && index < count)
            return base[index].take()
        }
    }
}
