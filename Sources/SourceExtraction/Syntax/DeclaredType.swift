/// The shape of a type as declared (`[(title: LocalizedStringKey, regions: [String])]`,
/// `((LocalizedStringKey) -> Void)?`), read from its text (tokens joined without spaces), so
/// that the rules can tell which positions of a collection, tuple or closure a literal fills.
indirect enum DeclaredType: Equatable, Sendable {
    /// A named type, its module, optionality and generic arguments taken off (`Foo`, `String`).
    case named(String)
    case array(DeclaredType)
    case dictionary(key: DeclaredType, value: DeclaredType)
    case tuple([DeclaredType])
    case function(parameters: [DeclaredType])

    /// Types nest only a few levels in real code; deeper text is not read further (hostile
    /// input stays bounded).
    private static let maximumDepth = 16

    init(_ text: String) {
        var reader = Reader(characters: Array(text.unicodeScalars))
        self = reader.type(depth: 0)
    }

    /// Whether a literal can be a key anywhere in a value of this type (not counting
    /// closures' parameters, which a literal in the value never fills).
    var containsLocalized: Bool {
        switch self {
        case .named(let name): LocalizedTypes.isLocalized(name)
        case .array(let element): element.containsLocalized
        case .dictionary(let key, let value): key.containsLocalized || value.containsLocalized
        case .tuple(let elements): elements.contains(where: \.containsLocalized)
        case .function: false
        }
    }

    /// The name a method's receiver is looked up under: a named type's name, `Array` and
    /// `Dictionary` for their sugar.
    var ownerName: String? {
        switch self {
        case .named(let name): name
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .tuple(let elements) where elements.count == 1: elements[0].ownerName
        default: nil
        }
    }

    private struct Reader {
        let characters: [Unicode.Scalar]
        var position = 0

        mutating func type(depth: Int) -> DeclaredType {
            skipAttributesAndKeywords()
            guard depth < DeclaredType.maximumDepth, position < characters.count else { return .named("") }
            var result: DeclaredType
            switch characters[position] {
            case "(":
                position += 1
                let elements = list(until: ")", depth: depth)
                skipEffects()
                if take("->") {
                    _ = type(depth: depth + 1)
                    result = .function(parameters: elements)
                } else {
                    result = elements.count == 1 ? elements[0] : .tuple(elements)
                }
            case "[":
                position += 1
                let key = type(depth: depth + 1)
                if take(":") {
                    let value = type(depth: depth + 1)
                    _ = take("]")
                    result = .dictionary(key: key, value: value)
                } else {
                    _ = take("]")
                    result = .array(key)
                }
            default:
                result = named(depth: depth)
            }
            while take("?") || take("!") {}
            return result
        }

        /// `Name`, `Module.Name`, `Name<Arguments>`: `Array<T>`, `Set<T>` and `Optional<T>`
        /// read as what they hold, other generic arguments dropped.
        private mutating func named(depth: Int) -> DeclaredType {
            var name = ""
            while position < characters.count, isNameCharacter(characters[position]) {
                if characters[position] == ".", position + 1 < characters.count, characters[position + 1] == "." { break }
                if characters[position] == "." { name = "" } else { name.unicodeScalars.append(characters[position]) }
                position += 1
            }
            guard take("<") else { return .named(name) }
            let arguments = list(until: ">", depth: depth)
            switch (name, arguments.count) {
            case ("Array", 1), ("Set", 1), ("ContiguousArray", 1): return .array(arguments[0])
            case ("Optional", 1): return arguments[0]
            case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
            default: return .named(name)
            }
        }

        /// Comma-separated types up to `closer`, each with any `label:` taken off.
        private mutating func list(until closer: Unicode.Scalar, depth: Int) -> [DeclaredType] {
            var elements: [DeclaredType] = []
            while position < characters.count, characters[position] != closer {
                skipLabel()
                let start = position
                elements.append(type(depth: depth + 1))
                // `...` of a variadic parameter, or text not understood: skip to the next item.
                while position < characters.count, characters[position] != ",", characters[position] != closer {
                    position += 1
                }
                _ = take(",")
                if position == start { position += 1 }
            }
            _ = take(String(closer))
            return elements
        }

        /// `label:` or `_ name:` before a tuple element or a closure parameter.
        private mutating func skipLabel() {
            var probe = position
            while probe < characters.count, isNameCharacter(characters[probe]), characters[probe] != "." { probe += 1 }
            if probe > position, probe < characters.count, characters[probe] == ":" { position = probe + 1 }
        }

        private mutating func skipAttributesAndKeywords() {
            while true {
                if take("@") {
                    while position < characters.count, isNameCharacter(characters[position]) { position += 1 }
                    continue
                }
                var matched = false
                for keyword in ["inout", "some", "any", "borrowing", "consuming", "sending"] where hasWord(keyword) {
                    position += keyword.unicodeScalars.count
                    matched = true
                }
                if !matched { return }
            }
        }

        /// `async`, `throws`, `throws(E)` between a closure's parameters and its arrow.
        private mutating func skipEffects() {
            for keyword in ["async", "rethrows", "throws"] where take(keyword) {
                if take("(") { while position < characters.count, !take(")") { position += 1 } }
            }
        }

        /// Whether `word` is at the position and what follows it starts a type (the tokens
        /// were joined without spaces: `someView`).
        private func hasWord(_ word: String) -> Bool {
            let scalars = Array(word.unicodeScalars)
            guard position + scalars.count < characters.count,
                  Array(characters[position..<position + scalars.count]) == scalars else { return false }
            let next = characters[position + scalars.count]
            return next.properties.isUppercase || next == "(" || next == "[" || next == "@" || next == "-"
        }

        private mutating func take(_ text: String) -> Bool {
            let scalars = Array(text.unicodeScalars)
            guard position + scalars.count <= characters.count,
                  Array(characters[position..<position + scalars.count]) == scalars else { return false }
            position += scalars.count
            return true
        }

        private func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "." || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
    }
}
