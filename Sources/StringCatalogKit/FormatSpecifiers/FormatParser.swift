/// Reads a string's `%` constructs over its UTF-8 bytes in place. `%` and everything a
/// specifier may contain are ASCII, and no byte of a multi-byte scalar is ASCII, so a
/// specifier is matched byte for byte; a scalar is decoded only where one ends a specifier
/// or belongs to a substitution name. Stepping through the string's scalar view, with a
/// `Character` and a `String` made along the way, cost thousands of instructions for a value
/// as short as "%arg Hello one", and the checks parse every value with a `%`.
struct FormatParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let recognizesArgPlaceholder: Bool
    /// The byte being read.
    private var i = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, recognizesArgPlaceholder: Bool) {
        self.bytes = bytes
        self.recognizesArgPlaceholder = recognizesArgPlaceholder
    }

    /// The tokens of `text`, numbered (see `FormatNumbering`).
    static func tokens(in text: String, recognizesArgPlaceholder: Bool) -> [FormatToken] {
        text.utf8.withContiguousStorageIfAvailable { tokens(in: text, bytes: $0, recognizesArgPlaceholder: recognizesArgPlaceholder) }
            ?? tokensOfCopiedBytes(in: text, recognizesArgPlaceholder: recognizesArgPlaceholder)
    }

    /// For a string whose UTF-8 is not in one piece (one bridged from UTF-16): its bytes
    /// copied out once. The offsets found in the copy are the string's own UTF-8 offsets.
    static func tokensOfCopiedBytes(in text: String, recognizesArgPlaceholder: Bool) -> [FormatToken] {
        Array(text.utf8).withUnsafeBufferPointer { tokens(in: text, bytes: $0, recognizesArgPlaceholder: recognizesArgPlaceholder) }
    }

    /// `bytes` are the UTF-8 of `text`.
    private static func tokens(in text: String, bytes: UnsafeBufferPointer<UInt8>, recognizesArgPlaceholder: Bool) -> [FormatToken] {
        var parser = FormatParser(bytes: bytes, recognizesArgPlaceholder: recognizesArgPlaceholder)
        var utf16Offset = 0
        var start = parser.nextPercent(countingUTF16: &utf16Offset)
        // Most values have no `%`.
        guard start < bytes.count else { return [] }
        // At most one token per `%`: counted first (from the first on), so that a value of
        // 100,000 placeholders does not copy its growing list of tokens again and again.
        var result: [FormatToken] = []
        result.reserveCapacity(percentCount(in: UnsafeBufferPointer(rebasing: bytes[start...])))
        var counter = FormatNumbering.Counter()
        let utf8 = text.utf8
        // Indices move forward from the last token's end: O(1) for a native string, and no
        // walk from the start for a bridged one.
        var index = utf8.startIndex, indexOffset = 0
        while start < bytes.count {
            parser.i = start + 1
            let kind = parser.specifierKind()
            let end = parser.i
            let lower = utf8.index(index, offsetBy: start - indexOffset)
            let upper = utf8.index(lower, offsetBy: end - start)
            index = upper
            indexOffset = end
            let startUTF16 = utf16Offset
            utf16Offset += utf16Length(bytes, start..<end)
            let numbers: FormatNumbering.Numbers?
            switch kind {
            case .argument(let spec): numbers = counter.numbers(for: spec)
            case .substitution(_, let position): numbers = FormatNumbering.Numbers(value: counter.number(forSubstitutionAt: position, argNum: nil))
            default: numbers = nil
            }
            // Made in place in the list: a token built first and then appended was copied.
            result.append(FormatToken(
                kind: kind, text: parser.string(start..<end), range: lower..<upper, utf16Range: startUTF16..<utf16Offset,
                argumentNumber: numbers?.value, widthArgumentNumber: numbers?.width, precisionArgumentNumber: numbers?.precision))
            start = parser.nextPercent(countingUTF16: &utf16Offset)
        }
        return result
    }

    /// The one specifier `text` is, or nil unless the whole text is one (`"%1$lld"`); with
    /// `percentWritten` false, the text is what follows the `%` (a substitution's
    /// `formatSpecifier` field, `"lld"`). Read in place: a check asks this of every
    /// substitution of every language, and a parse of the text with a `%` put before it made
    /// a new string and a list of tokens each time.
    static func onlySpecifier(_ text: String, percentWritten: Bool) -> FormatSpecifier? {
        func read(_ bytes: UnsafeBufferPointer<UInt8>) -> FormatSpecifier? {
            var parser = FormatParser(bytes: bytes, recognizesArgPlaceholder: false)
            if percentWritten {
                guard bytes.first == UInt8(ascii: "%") else { return nil }
                parser.i = 1
            }
            guard case .argument(let spec) = parser.specifierKind(), parser.i == bytes.count else { return nil }
            return spec
        }
        return text.utf8.withContiguousStorageIfAvailable(read) ?? Array(text.utf8).withUnsafeBufferPointer(read)
    }

    // MARK: - Between tokens

    /// The offset of the next `%` from `i` (the end when there is none), adding the UTF-16
    /// length of the text skipped to `utf16`. Eight bytes at a time while none is a `%`.
    private func nextPercent(countingUTF16 utf16: inout Int) -> Int {
        var j = i
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while j + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
                if Self.percentBytes(word) != 0 { break }
                utf16 += Self.utf16Length(word)
                j += 8
            }
        }
        while j < bytes.count && bytes[j] != UInt8(ascii: "%") {
            utf16 += Self.utf16Length(bytes[j])
            j += 1
        }
        return j
    }

    private static func percentCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0, j = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while j + 8 <= bytes.count {
                count += laneSum(percentBytes(raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)) >> 7)
                j += 8
            }
        }
        while j < bytes.count {
            if bytes[j] == UInt8(ascii: "%") { count += 1 }
            j += 1
        }
        return count
    }

    private static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    private static let laneOnes: UInt64 = 0x0101_0101_0101_0101

    /// The top bit of each byte of `word` that is `%`, and no other bit: exact per byte (no
    /// borrow runs from one byte into the next), so that the bytes can be counted.
    @inline(__always)
    private static func percentBytes(_ word: UInt64) -> UInt64 {
        let x = word ^ 0x2525_2525_2525_2525
        return ~(((x & lowBits) &+ lowBits) | x | lowBits)
    }

    /// The sum of the eight bytes of `lanes`, each small enough that the sum fits in one:
    /// one multiplication, where `nonzeroBitCount` without a population-count instruction
    /// in the target is a dozen.
    @inline(__always)
    private static func laneSum(_ lanes: UInt64) -> Int {
        Int((lanes &* laneOnes) >> 56)
    }

    /// UTF-16 units of eight whole bytes of UTF-8: one per byte that starts a scalar (any
    /// but 0b10xxxxxx), and one more for each that starts a four-byte scalar (0b11110xxx).
    @inline(__always)
    private static func utf16Length(_ word: UInt64) -> Int {
        let continuations = (word & ~(word << 1) & highBits) >> 7
        let fourByteLeads = (word & (word << 1) & (word << 2) & (word << 3) & highBits) >> 7
        // Each byte 1, 0 or 2: no borrow or carry crosses a byte.
        return laneSum(laneOnes - continuations + fourByteLeads)
    }

    @inline(__always)
    private static func utf16Length(_ byte: UInt8) -> Int {
        if byte < 0x80 { return 1 }
        if byte < 0xC0 { return 0 }
        return byte < 0xF0 ? 1 : 2
    }

    private static func utf16Length(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var units = 0
        for j in range { units += utf16Length(bytes[j]) }
        return units
    }

    // MARK: - One token

    /// The byte at `j`, or 0 past the end (no byte a specifier is matched against is 0).
    @inline(__always)
    private func byte(_ j: Int) -> UInt8 {
        j < bytes.count ? bytes[j] : 0
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The scalar starting at `j` and its length in bytes (the bytes are valid UTF-8).
    private func scalar(at j: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(bytes[j])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        @inline(__always) func continuation(_ k: Int) -> UInt32 { UInt32(bytes[j + k]) & 0x3F }
        let value: UInt32, length: Int
        if lead < 0xE0 {
            (value, length) = ((lead & 0x1F) << 6 | continuation(1), 2)
        } else if lead < 0xF0 {
            (value, length) = ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        } else {
            (value, length) = ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    @inline(__always)
    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// Reads what follows a `%` (at `i`), leaving `i` just past the token.
    private mutating func specifierKind() -> FormatToken.Kind {
        guard i < bytes.count else { return .invalid(.incomplete) }
        let first = bytes[i]
        if first == UInt8(ascii: "%") {
            i += 1
            return .literalPercent
        }
        if recognizesArgPlaceholder, first == UInt8(ascii: "a"), byte(i + 1) == UInt8(ascii: "r"), byte(i + 2) == UInt8(ascii: "g") {
            i += 3
            return .argPlaceholder
        }

        // `n$` position. Digits not followed by `$` are a width (a leading 0 is a flag), so
        // rewind and let the flag/width steps read them.
        var position: Int?
        if Self.isDigit(first) {
            let saved = i
            let number = readNumber()
            if byte(i) == UInt8(ascii: "$") {
                i += 1
                if number == 0 { return .invalid(.zeroPosition) }
                position = number
            } else {
                i = saved
            }
        }
        let bodyStart = i

        if byte(i) == UInt8(ascii: "#"), byte(i + 1) == UInt8(ascii: "@") {
            i += 2
            return substitutionKind(position: position)
        }

        let flagsStart = i
        while Self.isFlag(byte(i)) { i += 1 }
        let flagsEnd = i

        var width: FormatAmount?
        if byte(i) == UInt8(ascii: "*") {
            i += 1
            guard let amount = starAmount() else { return .invalid(.zeroPosition) }
            width = amount
        } else if Self.isDigit(byte(i)) {
            width = .fixed(readNumber())
        }

        var precision: FormatAmount?
        if byte(i) == UInt8(ascii: ".") {
            i += 1
            if byte(i) == UInt8(ascii: "*") {
                i += 1
                guard let amount = starAmount() else { return .invalid(.zeroPosition) }
                precision = amount
            } else if Self.isDigit(byte(i)) {
                precision = .fixed(readNumber())
            } else {
                precision = .fixed(0)
            }
        }

        let length = readLength()

        guard i < bytes.count else { return .invalid(.incomplete) }
        let conversion = bytes[i]
        guard let type = FormatArgumentType(asciiConversion: conversion) else { return unknownConversion() }
        i += 1
        return .argument(FormatSpecifier(
            position: position, flags: flagsStart == flagsEnd ? "" : string(flagsStart..<flagsEnd),
            width: width, precision: precision, length: length,
            conversion: Character(Unicode.Scalar(conversion)), type: type,
            canonical: string(bodyStart..<i)))
    }

    private mutating func readLength() -> FormatLengthModifier? {
        let length: FormatLengthModifier
        switch byte(i) {
        case UInt8(ascii: "h"): length = byte(i + 1) == UInt8(ascii: "h") ? .hh : .h
        case UInt8(ascii: "l"): length = byte(i + 1) == UInt8(ascii: "l") ? .ll : .l
        case UInt8(ascii: "q"): length = .q
        case UInt8(ascii: "z"): length = .z
        case UInt8(ascii: "t"): length = .t
        case UInt8(ascii: "j"): length = .j
        case UInt8(ascii: "L"): length = .L
        default: return nil
        }
        i += length == .hh || length == .ll ? 2 : 1
        return length
    }

    /// Where a conversion character was expected (at `i`) and something else is.
    private mutating func unknownConversion() -> FormatToken.Kind {
        let (scalar, length) = scalar(at: i)
        let conversion = Character(scalar)
        // A `%` or line break is left to the following text so `%5%d` still finds `%d`
        // and highlighting never spans lines.
        if scalar != "%", !conversion.isNewline { i += length }
        return .invalid(.unknownConversion(conversion))
    }

    /// After `*`: `n$` makes it positional; nil for `*0$`.
    private mutating func starAmount() -> FormatAmount? {
        guard Self.isDigit(byte(i)) else { return .nextArgument }
        let saved = i
        let number = readNumber()
        guard byte(i) == UInt8(ascii: "$") else {
            // `%*5d` is not valid printf either way; read the digits as part of the star.
            i = saved
            return .nextArgument
        }
        i += 1
        return number == 0 ? nil : .argument(number)
    }

    /// After `%#@` (or `%n$#@`): the name up to the closing `@`.
    private mutating func substitutionKind(position: Int?) -> FormatToken.Kind {
        let nameStart = i
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "@") {
                let name = nameStart..<i
                i += 1
                return name.isEmpty
                    ? .invalid(.emptySubstitutionName)
                    : .substitution(name: string(name), position: position)
            }
            if c < 0x80 {
                guard FormatString.isSubstitutionNameScalar(Unicode.Scalar(c)) else { break }
                i += 1
            } else {
                let (scalar, length) = scalar(at: i)
                guard FormatString.isSubstitutionNameScalar(scalar) else { break }
                i += length
            }
        }
        return .invalid(.unterminatedSubstitution)
    }

    /// Reads decimal digits, clamping absurd values instead of overflowing.
    private mutating func readNumber() -> Int {
        var value = 0
        while i < bytes.count, Self.isDigit(bytes[i]) {
            value = min(value * 10 + Int(bytes[i] - UInt8(ascii: "0")), 1_000_000_000)
            i += 1
        }
        return value
    }
}
