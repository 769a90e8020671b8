import StringCatalogKit

/// Control characters that no catalog value holds: C0 but tab and line breaks, DEL, and C1.
/// Text from outside (a provider's answer) that has one is refused rather than stored, where
/// it would reach every terminal that shows the value.
public enum ControlCharacters {
    public static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// `U+001B`: how a message names one.
    public static func name(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
