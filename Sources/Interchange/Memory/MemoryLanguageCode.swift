/// Language codes as memory files write them (`pt_BR`, `de-de`, `sr@latin`, `zh_CN.UTF-8`)
/// made into a catalog's (`pt-BR`, `de-DE`, `sr-Latn`, `zh-Hans`), so that a unit's pair
/// is the one a catalog's lookup asks for. A region is kept: `de-DE` stays apart from `de`.
enum MemoryLanguageCode {
    /// `text` as a catalog's language code; nil when it is not a language code.
    static func normalized(_ text: String) -> String? {
        var name = Substring(text.trimmingSpaces)
        var modifier: Substring?
        if let at = name.firstIndex(of: "@") {
            modifier = name[name.index(after: at)...]
            name = name[..<at]
        }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let primary = parts.first, (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLetter }),
              parts.dropFirst().allSatisfy({ (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
        else { return nil }
        let language = primary.lowercased()
        let rest = parts.dropFirst().map { $0.count == 2 ? $0.uppercased() : $0.count == 4 ? $0.prefix(1).uppercased() + $0.dropFirst().lowercased() : $0 }
        if language == "zh", let region = rest.first {
            if ["CN", "SG"].contains(region) { return "zh-Hans" }
            if ["TW", "HK", "MO"].contains(region) { return "zh-Hant" }
        }
        if modifier == "latin" { return ([language, "Latn"] + rest).joined(separator: "-") }
        return ([language] + rest).joined(separator: "-")
    }
}
