/// The format specifier Xcode writes in a key for an interpolated value of a type: the
/// one `LocalizedStringKey` and `String.LocalizationValue` interpolation append for it
/// (64-bit integers `%lld`, `Double` and `CGFloat` `%lf`, objects and strings `%@`). The
/// integers narrower than 32 bits are passed widened to 32 (as C's variadic arguments
/// are), so their specifiers are those of `Int32` and `UInt32`: `%d`, `%u`.
enum SpecifierForType {
    private static let numeric: [String: String] = [
        "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%d", "Int8": "%d",
        "UInt": "%llu", "UInt64": "%llu", "UInt32": "%u", "UInt16": "%u", "UInt8": "%u",
        "Double": "%lf", "CGFloat": "%lf", "TimeInterval": "%lf", "Float": "%f", "Float32": "%f", "Float64": "%lf",
    ]

    static func specifier(for type: String) -> String {
        numeric[LocalizedTypes.bareName(type)] ?? "%@"
    }
}
