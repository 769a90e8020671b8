import StringCatalogKit

/// The Swift type a format specifier reads, as Swift's own string interpolation writes it
/// the other way (`\(Int)` → `%lld`, `\(Int32)` → `%d`, `\(Double)` → `%lf`, `\(String)` → `%@`).
enum SymbolArgumentType {
    /// The type for `specifier`; nil when no Swift value can be interpolated for it (`%s`
    /// reads a C pointer, `%p` an address, `%n` writes).
    static func swiftType(for specifier: FormatSpecifier) -> String? {
        switch specifier.type {
        case .object:
            return "String"
        case .integer:
            if specifier.conversion == "D" { return "Int" }
            return sized(specifier.length, byte: "Int8", short: "Int16", plain: "Int32", long: "Int")
        case .unsignedInteger:
            if specifier.conversion == "U" || specifier.conversion == "O" { return "UInt" }
            return sized(specifier.length, byte: "UInt8", short: "UInt16", plain: "UInt32", long: "UInt")
        case .floatingPoint:
            return "Double"
        case .character, .cString, .pointer, .count:
            return nil
        }
    }

    private static func sized(_ length: FormatLengthModifier?, byte: String, short: String, plain: String, long: String) -> String {
        switch length {
        case .hh?: byte
        case .h?: short
        case nil: plain
        default: long
        }
    }
}
