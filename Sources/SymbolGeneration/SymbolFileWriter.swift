/// Who may use the generated symbols.
public enum SymbolAccess: String, Sendable, CaseIterable {
    /// As Xcode generates them: the module only.
    case `internal`
    /// For a catalog shared across modules, which Xcode cannot generate.
    case `public`

    var modifier: String { self == .public ? "public " : "" }
}

/// The text of `GeneratedStringSymbols_TABLE.swift` in the layout Xcode writes: the same
/// header, the private bundle description (`Bundle.module` in a package, the bundle of a
/// private class elsewhere), one `nonisolated extension LocalizedStringResource` with a doc
/// comment per symbol, and no newline after the last brace.
public enum SymbolFileWriter {
    static let availability = "@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)"

    public static func text(_ symbols: CatalogSymbols, access: SymbolAccess = .internal) -> String {
        let file = symbols.table + ".xcstrings"
        var out = """
        // \("")
        // \(symbols.fileName)
        // Auto-Generated symbols for localized strings defined in “\(SwiftText.commentSafe(file))”.
        // \("")

        import Foundation

        #if SWIFT_PACKAGE
        private nonisolated let resourceBundle = Foundation.Bundle.module
        \(availability)
        private nonisolated let resourceBundleDescription = LocalizedStringResource.BundleDescription.atURL(resourceBundle.bundleURL)
        #else

        private class ResourceBundleClass {}
        \(availability)
        private nonisolated let resourceBundleDescription = LocalizedStringResource.BundleDescription.forClass(ResourceBundleClass.self)
        #endif

        \(availability)
        nonisolated extension LocalizedStringResource {

        """
        var indent = "    "
        if let namespace = symbols.namespace {
            out += indent + "/// Namespace for strings in file “\(SwiftText.commentSafe(file))”.\n"
            out += indent + access.modifier + "enum " + SwiftIdentifier.escaped(namespace) + " {\n"
            indent += "    "
        }
        let members = symbols.symbols.map { member($0, table: symbols.table, indent: indent, access: access) }
        out += members.joined(separator: "\n")
        if symbols.namespace != nil { out += "    }\n" }
        out += "}"
        return out
    }

    public static func bytes(_ symbols: CatalogSymbols, access: SymbolAccess = .internal) -> [UInt8] {
        Array(text(symbols, access: access).utf8)
    }

    /// One symbol: its doc comment, declaration and body, each line ending in a newline.
    static func member(_ symbol: StringSymbol, table: String, indent: String, access: SymbolAccess) -> String {
        var out = indent + "/**\n"
        if let comment = symbol.comment, !comment.isEmpty {
            for line in SwiftText.lines(SwiftText.commentSafe(comment)) { out += indent + " " + line + "\n" }
            out += indent + " \n"
        }
        let keyShown = SwiftText.lines(SwiftText.commentSafe(symbol.key)).joined(separator: "\n" + indent + " ")
        out += indent + " Localized string for key “\(keyShown)” in table “\(SwiftText.commentSafe(table)).xcstrings”.\n"
        out += indent + " */\n"
        let name = SwiftIdentifier.escaped(symbol.name)
        let key = "\"" + SwiftText.stringLiteralContents(symbol.key) + "\""
        let tableArgument = "table: \"" + SwiftText.stringLiteralContents(table) + "\", bundle: resourceBundleDescription"
        if symbol.arguments.isEmpty {
            out += indent + access.modifier + "static var \(name): LocalizedStringResource {\n"
            out += indent + "    LocalizedStringResource(\(key), \(tableArgument))\n"
        } else {
            let parameters = symbol.arguments.map { argument in
                let parameter = SwiftIdentifier.escaped(argument.parameter)
                let label = argument.label.map(SwiftIdentifier.escaped)
                return (label == parameter ? parameter : (label ?? "_") + " " + parameter) + ": " + argument.type
            }
            let interpolations = symbol.arguments.map { argument in
                let parameter = SwiftIdentifier.escaped(argument.parameter)
                return argument.specifier.map { "\\(\(parameter), specifier: \"\($0)\")" } ?? "\\(\(parameter))"
            }
            out += indent + access.modifier + "static func \(name)(\(parameters.joined(separator: ", "))) -> LocalizedStringResource {\n"
            out += indent + "    LocalizedStringResource(\(key), defaultValue: \"\(interpolations.joined())\", \(tableArgument))\n"
        }
        out += indent + "}\n"
        return out
    }
}
