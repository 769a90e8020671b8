/// Xcode's trans-unit ids for catalog strings: the key, then `|==|` and the form's path
/// (`plural.one`, `device.mac`, `device.iphone.plural.other`,
/// `substitutions.NAME.plural.few`, a name containing `.` written `@NAME@`).
public struct TransUnitID: Equatable, Hashable, Sendable {
    public static let separator = "|==|"

    /// One step into a localization's variations.
    public enum Step: Equatable, Hashable, Sendable {
        case plural(String)
        case device(String)
        case substitution(String)
    }

    public var key: String
    public var path: [Step]

    public init(key: String, path: [Step] = []) {
        self.key = key
        self.path = path
    }

    /// The id as Xcode writes it.
    public var text: String {
        guard !path.isEmpty else { return key }
        return key + Self.separator + Self.suffix(path)
    }

    static func suffix(_ path: [Step]) -> String {
        path.map { step -> String in
            switch step {
            case .plural(let category): "plural." + category
            case .device(let device): "device." + device
            case .substitution(let name): "substitutions." + (name.contains(".") ? "@" + name + "@" : name)
            }
        }.joined(separator: ".")
    }

    /// Reads an id. A key may itself contain `|==|`, so the id is split at the last
    /// separator whose tail is a form path; `hasKey` (when given) decides between readings
    /// when the key also ends in something that looks like a path.
    public init(parsing id: String, hasKey: (String) -> Bool = { _ in true }) {
        // Most ids are a bare key: without a `|` there is no separator to look for.
        let separators = Self.separatorOffsets(in: id)
        guard !separators.isEmpty else {
            self = TransUnitID(key: id)
            return
        }
        var candidates: [TransUnitID] = []
        let utf8 = id.utf8
        for offset in separators {
            let lower = utf8.index(utf8.startIndex, offsetBy: offset)
            let upper = utf8.index(lower, offsetBy: 4)
            if let path = Self.parsePath(id[upper...]) {
                candidates.append(TransUnitID(key: String(id[..<lower]), path: path))
            }
        }
        self = candidates.first(where: { hasKey($0.key) }) ?? (hasKey(id) ? TransUnitID(key: id) : candidates.first ?? TransUnitID(key: id))
    }

    /// The byte offsets of the `|==|` in `id`, last first, each found left of the one after
    /// it (so `|==|==|` counts once, at its end, as a backward search finds it).
    static func separatorOffsets(in id: String) -> [Int] {
        var id = id
        return id.withUTF8 { bytes in
            var offsets: [Int] = []
            var i = bytes.count - 4
            while i >= 0 {
                if bytes[i] == UInt8(ascii: "|") && bytes[i + 1] == UInt8(ascii: "=") && bytes[i + 2] == UInt8(ascii: "=") && bytes[i + 3] == UInt8(ascii: "|") {
                    offsets.append(i)
                    // The next one must end where this one starts.
                    i -= 4
                } else {
                    i -= 1
                }
            }
            return offsets
        }
    }

    /// `plural.X`, `device.X`, `device.X.plural.Y`, `substitutions.NAME.plural.X`.
    static func parsePath(_ text: Substring) -> [Step]? {
        var rest = text
        var steps: [Step] = []
        func word() -> Substring {
            let end = rest.firstIndex(of: ".") ?? rest.endIndex
            let found = rest[..<end]
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[rest.endIndex...]
            return found
        }
        while !rest.isEmpty {
            switch word() {
            case "plural":
                let category = word()
                guard !category.isEmpty else { return nil }
                steps.append(.plural(String(category)))
            case "device":
                let device = word()
                guard !device.isEmpty, steps.isEmpty else { return nil }
                steps.append(.device(String(device)))
            case "substitutions":
                guard steps.isEmpty else { return nil }
                let name: Substring
                if rest.hasPrefix("@"), let close = rest.dropFirst().firstIndex(of: "@") {
                    name = rest[rest.index(after: rest.startIndex)..<close]
                    rest = rest[rest.index(after: close)...]
                    guard rest.isEmpty || rest.hasPrefix(".") else { return nil }
                    rest = rest.dropFirst()
                } else {
                    name = word()
                }
                guard !name.isEmpty else { return nil }
                steps.append(.substitution(String(name)))
            default:
                return nil
            }
        }
        // Every path ends in a form: a plural category or a device.
        switch steps.last {
        case .plural?, .device?: return steps
        default: return nil
        }
    }
}

/// The order of trans-units inside a `<file>`: by full id, digit runs compared as numbers,
/// everything else by UTF-16 code unit, case-sensitive (`9` < `16`, `Z` < `a`,
/// `key, more` < `key|==|plural.one`). Verified on every Xcode export surveyed.
public enum XcodeUnitOrder {
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let ua = Array(a.utf16), ub = Array(b.utf16)
        var i = 0, j = 0
        while i < ua.count && j < ub.count {
            let ca = ua[i], cb = ub[j]
            if isDigit(ca) && isDigit(cb) {
                var ea = i; while ea < ua.count && isDigit(ua[ea]) { ea += 1 }
                var eb = j; while eb < ub.count && isDigit(ub[eb]) { eb += 1 }
                var sa = i; while sa < ea - 1 && ua[sa] == 0x30 { sa += 1 }
                var sb = j; while sb < eb - 1 && ub[sb] == 0x30 { sb += 1 }
                if ea - sa != eb - sb { return ea - sa < eb - sb }
                for k in 0..<(ea - sa) where ua[sa + k] != ub[sb + k] { return ua[sa + k] < ub[sb + k] }
                i = ea; j = eb
                continue
            }
            if ca != cb { return ca < cb }
            i += 1; j += 1
        }
        if i < ua.count || j < ub.count { return j < ub.count }
        // Equal but for leading zeros: fall back to the code units, so the order is total.
        return ua.lexicographicallyPrecedes(ub)
    }

    private static func isDigit(_ c: UInt16) -> Bool { c >= 0x30 && c <= 0x39 }
}

/// The order of `<file>`s: case-insensitive by `original`.
public enum XcodeFileOrder {
    public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let la = a.lowercased(), lb = b.lowercased()
        return la != lb ? la.utf16.lexicographicallyPrecedes(lb.utf16) : a.utf16.lexicographicallyPrecedes(b.utf16)
    }
}
