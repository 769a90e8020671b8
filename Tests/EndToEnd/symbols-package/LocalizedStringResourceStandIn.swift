// A stand-in for Foundation's LocalizedStringResource with the members generated symbols
// use, for platforms whose Foundation lacks the type (swift-corelibs-foundation on Linux).
// generate-symbols.sh copies it into the test package only when a compile check finds no
// LocalizedStringResource in Foundation. Its initializers have the labels and parameter
// types of Apple's, so that the generated text is checked against the real shape; it
// renders the default value with the specifiers, so that the test can see the arguments.
import Foundation

nonisolated public struct LocalizedStringResource: Sendable, CustomStringConvertible {
    public struct BundleDescription: Sendable {
        let name: String
        public static let main = BundleDescription(name: "main")
        public static func atURL(_ url: URL) -> BundleDescription { BundleDescription(name: "atURL") }
        public static func forClass(_ anyClass: AnyClass) -> BundleDescription { BundleDescription(name: "forClass") }
    }

    /// What `String.LocalizationValue` is to Apple's type: a literal with interpolations.
    public struct Value: ExpressibleByStringInterpolation, Sendable {
        public var rendered = ""

        public init(stringLiteral value: String) { rendered = value }
        public init(stringInterpolation: StringInterpolation) { rendered = stringInterpolation.rendered }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var rendered = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { rendered += literal }
            public mutating func appendInterpolation(_ value: String) { rendered += value }
            public mutating func appendInterpolation<T: BinaryInteger & CVarArg>(_ value: T, specifier: String) {
                rendered += String(format: specifier, value)
            }
            public mutating func appendInterpolation(_ value: Double, specifier: String) {
                rendered += String(format: specifier, value)
            }
        }
    }

    public let key: String
    public let table: String?
    public let bundle: BundleDescription
    public let defaultValue: String?

    public init(_ key: StaticString, defaultValue: Value, table: String? = nil, bundle: BundleDescription = .main) {
        self.key = "\(key)"
        self.defaultValue = defaultValue.rendered
        self.table = table
        self.bundle = bundle
    }

    public init(_ keyAndValue: Value, table: String? = nil, bundle: BundleDescription = .main) {
        key = keyAndValue.rendered
        defaultValue = nil
        self.table = table
        self.bundle = bundle
    }

    public var description: String {
        "\(table ?? "-")|\(key)|\(defaultValue ?? "-")|\(bundle.name)"
    }
}
