/// The CLDR plural operands of a number (UTS #35 part 3, "Plural Operand Meanings").
///
/// Plural rules look at the number as written, not only at its value: "1" and
/// "1.0" are the same value but differ in `v`, and English says "1 file" but
/// "1.0 files". That is why the main initializer takes the number's text.
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// The absolute value. Only for display; rules are evaluated on the exact
    /// integer operands because a `Double` cannot hold every decimal exactly.
    public let n: Double
    /// The integer digits of the absolute value.
    ///
    /// Numbers of 10^18 and above keep only their last 18 integer digits here.
    /// Every CLDR modulus divides 10^18, so `i % m` stays exact, and a plain
    /// comparison of such a number with a rule value is known to fail.
    public let i: Int
    /// The number of visible fraction digits, trailing zeros included.
    public let v: Int
    /// The number of visible fraction digits without trailing zeros.
    public let w: Int
    /// The visible fraction digits as an integer, trailing zeros included.
    public let f: Int
    /// The visible fraction digits as an integer, without trailing zeros.
    public let t: Int
    /// The compact decimal exponent: 6 for "1.2c6" (1,200,000 shown as "1.2M").
    public let e: Int
    /// CLDR's other name for `e`.
    public var c: Int { e }

    // Set when a value has more than 18 significant digits and only its last
    // 18 are stored, so that an unreduced comparison cannot match by accident.
    let integerIsTruncated: Bool
    let fractionIsTruncated: Bool
    let trimmedFractionIsTruncated: Bool

    private static let digitLimit: UInt = 1_000_000_000_000_000_000
    // Longer exponents would only build absurdly long digit strings.
    private static let maximumExponent = 1_000

    /// The operands of an integer; the sign is ignored as CLDR specifies.
    public init(_ value: Int) {
        let magnitude = value.magnitude
        n = Double(magnitude)
        i = Int(magnitude % Self.digitLimit)
        integerIsTruncated = magnitude >= Self.digitLimit
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
        fractionIsTruncated = false
        trimmedFractionIsTruncated = false
    }

    /// The operands of a decimal number written as text.
    ///
    /// Accepts an optional sign, integer digits, optional fraction digits after
    /// a ".", and an optional exponent in CLDR sample form ("1c6", "1.1c3") or
    /// scientific form ("1e6"); both are treated as CLDR's compact exponent.
    /// Surrounding spaces are ignored. Returns nil for anything else, including
    /// negative exponents, which compact notation never produces.
    public init?(decimal text: String) {
        var bytes = Array(text.utf8)[...]
        while let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            bytes.removeFirst()
        }
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            bytes.removeLast()
        }
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            bytes.removeFirst()
        }

        var integerDigits = Self.takeDigits(&bytes)
        guard !integerDigits.isEmpty else { return nil }
        var fractionDigits: [UInt8] = []
        if bytes.first == UInt8(ascii: ".") {
            bytes.removeFirst()
            fractionDigits = Self.takeDigits(&bytes)
            guard !fractionDigits.isEmpty else { return nil }
        }
        var exponent = 0
        if let marker = bytes.first, [UInt8(ascii: "c"), UInt8(ascii: "C"),
                                     UInt8(ascii: "e"), UInt8(ascii: "E")].contains(marker) {
            bytes.removeFirst()
            if bytes.first == UInt8(ascii: "+") { bytes.removeFirst() }
            let exponentDigits = Self.takeDigits(&bytes)
            guard !exponentDigits.isEmpty, exponentDigits.count <= 4 else { return nil }
            exponent = exponentDigits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            guard exponent <= Self.maximumExponent else { return nil }
        }
        guard bytes.isEmpty else { return nil }

        // The exponent moves the decimal point right: "1.0001c3" is 1000.1,
        // so its remaining fraction digits still count for v, f and t.
        let shifted = min(exponent, fractionDigits.count)
        integerDigits += fractionDigits[..<shifted]
        integerDigits += Array(repeating: UInt8(ascii: "0"), count: exponent - shifted)
        fractionDigits.removeFirst(shifted)
        var trimmed = fractionDigits[...]
        while trimmed.last == UInt8(ascii: "0") { trimmed.removeLast() }

        (i, integerIsTruncated) = Self.value(of: integerDigits[...])
        (f, fractionIsTruncated) = Self.value(of: fractionDigits[...])
        (t, trimmedFractionIsTruncated) = Self.value(of: trimmed)
        v = fractionDigits.count
        w = trimmed.count
        e = exponent
        let plain = String(decoding: integerDigits, as: UTF8.self)
            + (fractionDigits.isEmpty ? "" : "." + String(decoding: fractionDigits, as: UTF8.self))
        n = Double(plain) ?? .infinity
    }

    public var description: String {
        "n=\(n) i=\(i) v=\(v) w=\(w) f=\(f) t=\(t) e=\(e)"
    }

    private static func takeDigits(_ bytes: inout ArraySlice<UInt8>) -> [UInt8] {
        let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        bytes.removeFirst(digits.count)
        return Array(digits)
    }

    /// The value of a digit string, keeping its last 18 digits when longer.
    private static func value(of digits: ArraySlice<UInt8>) -> (Int, truncated: Bool) {
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        let kept = significant.suffix(18)
        let value = kept.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return (value, significant.count > 18)
    }
}

/// An operand name as it appears in a plural rule (`c` is compiled as `e`).
enum PluralOperand: Sendable {
    case n, i, v, w, f, t, e
}

extension PluralOperands {
    /// The operand reduced by `modulus`, or nil when it cannot equal any rule
    /// value: a fractional `n` (CLDR ranges hold integers only), or a truncated
    /// value compared without a modulus (it is ≥ 10^18, above every rule value).
    func ruleValue(_ operand: PluralOperand, mod modulus: Int?) -> Int? {
        let value: Int
        let truncated: Bool
        switch operand {
        case .n:
            guard w == 0 else { return nil }
            (value, truncated) = (i, integerIsTruncated)
        case .i: (value, truncated) = (i, integerIsTruncated)
        case .v: (value, truncated) = (v, false)
        case .w: (value, truncated) = (w, false)
        case .f: (value, truncated) = (f, fractionIsTruncated)
        case .t: (value, truncated) = (t, trimmedFractionIsTruncated)
        case .e: (value, truncated) = (e, false)
        }
        // The generator only accepts moduli dividing 10^18, so reducing the
        // kept last 18 digits gives the same remainder as the full number.
        if let modulus { return value % modulus }
        return truncated ? nil : value
    }

    /// The relation `operand [% modulus] = value`, the usual one: apart from the list form,
    /// whose array the rules would otherwise allocate on every evaluation.
    func test(_ operand: PluralOperand, mod modulus: Int? = nil, equals expected: Int) -> Bool {
        ruleValue(operand, mod: modulus) == expected
    }

    /// The relation `operand [% modulus] = low..high`, apart from the list form likewise.
    func test(_ operand: PluralOperand, mod modulus: Int? = nil, in range: ClosedRange<Int>) -> Bool {
        guard let value = ruleValue(operand, mod: modulus) else { return false }
        return range.contains(value)
    }

    /// The relation `operand [% modulus] = value, value, …` used by generated rules.
    func test(_ operand: PluralOperand, mod modulus: Int? = nil, equals values: Int...) -> Bool {
        guard let value = ruleValue(operand, mod: modulus) else { return false }
        return values.contains(value)
    }

    /// The relation `operand [% modulus] = low..high, …` used by generated rules.
    func test(_ operand: PluralOperand, mod modulus: Int? = nil, in ranges: ClosedRange<Int>...) -> Bool {
        guard let value = ruleValue(operand, mod: modulus) else { return false }
        return ranges.contains { $0.contains(value) }
    }
}
