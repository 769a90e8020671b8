/// The format specifier Xcode writes in a key for an interpolated value of a type: the
/// one `LocalizedStringKey` and `String.LocalizationValue` interpolation append for it
/// (64-bit integers `%lld`, `Double` and `CGFloat` `%lf`, objects and strings `%@`).
enum SpecifierForType {
    private static let numeric: [String: String] = [
        "Int": "%lld", "Int64": "%lld", "Int32": "%d", "Int16": "%hd", "Int8": "%hhd",
        "UInt": "%llu", "UInt64": "%llu", "UInt32": "%u", "UInt16": "%hu", "UInt8": "%hhu",
        "Double": "%lf", "CGFloat": "%lf", "TimeInterval": "%lf", "Float": "%f",
    ]

    static func specifier(for type: String) -> String {
        numeric[LocalizedTypes.bareName(type)] ?? "%@"
    }
}
