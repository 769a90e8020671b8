/// A small ordered map: the members of a JSON object whose keys the model looks up by name
/// (languages, plural categories, devices, substitution names).
///
/// Lists stay in Xcode's key order once edited through `set`, so that the writer can emit
/// them without sorting; lookups are linear, which is fastest for the few entries such
/// objects have (40 languages at most in practice).
public struct KeyedList<Value>: Sendable where Value: Sendable {
    public struct Element: Sendable {
        public var key: String
        public var value: Value

        @inlinable
        public init(key: String, value: Value) {
            self.key = key
            self.value = value
        }
    }

    /// Read here; changed through `set`, `remove` and the subscript, which keep the order.
    public internal(set) var elements: [Element]

    public init() { elements = [] }
    public init(_ pairs: [(String, Value)]) {
        elements = pairs.map { Element(key: $0.0, value: $0.1) }
    }

    /// Elements in Xcode's key order with distinct keys, made by the caller: `init(_:)`
    /// copies its pairs one by one through generic code, which cost more than reading
    /// the values when a migration made its hundreds of thousands of lists.
    public init(elements: [Element]) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }
    public var count: Int { elements.count }
    /// (A closure, not `\.key`: a key path is made at run time on every call.)
    public var keys: [String] { elements.map { $0.key } }

    /// Keys are told apart by their scalars (see `ScalarKey`). A plain loop, inlinable so
    /// that other modules get it specialized: unspecialized, each probe copied the whole
    /// element (key and value), which made finding one language among forty the larger
    /// part of an import or an export.
    @inlinable
    public func index(of key: String) -> Int? {
        for i in elements.indices where elements[i].key.hasSameScalars(as: key) { return i }
        return nil
    }

    public subscript(key: String) -> Value? {
        @inlinable get { index(of: key).map { elements[$0].value } }
        set {
            if let newValue { set(key, newValue) } else { remove(key) }
        }
    }

    /// Replaces the value for `key`, or inserts it at its collated position.
    public mutating func set(_ key: String, _ value: Value) {
        if let i = index(of: key) {
            elements[i].value = value
        } else {
            let at = KeyCollation.insertionIndex(of: key, count: elements.count) { elements[$0].key }
            elements.insert(Element(key: key, value: value), at: at)
        }
    }

    @discardableResult
    public mutating func remove(_ key: String) -> Value? {
        guard let i = index(of: key) else { return nil }
        return elements.remove(at: i).value
    }
}

extension KeyedList: Equatable where Value: Equatable {}
extension KeyedList.Element: Equatable where Value: Equatable {}
