import Foundation

/// Reading only some languages of a file whose layout `CanonicalLayoutScan` has confirmed to
/// be Xcode's (`languageScope`): the scan recorded where every language of every string is,
/// so the others are stepped over without being looked at.
extension CatalogParser {
    /// The languages to keep, and where the layout check found every string's languages.
    struct LanguageScope: Sendable {
        let languages: [String]
        /// `languages` as UTF-8, compared with keys in the file without decoding them.
        let languageBytes: [[UInt8]]
        let layout: CanonicalLayoutScan.Spans

        init(languages: [String], layout: CanonicalLayoutScan.Spans) {
            self.languages = languages
            languageBytes = languages.map { Array($0.utf8) }
            self.layout = layout
        }
    }

    /// The JSON string whose opening quote is at `offset`, decoded by the reader's rules; nil
    /// when it is not a valid string. (Keys the layout check and the splice look at.)
    package static func string(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var parser = CatalogParser(bytes)
        parser.pos = offset
        return try? parser.parseString()
    }

    /// `localizations` keeping only `scope`'s languages. Keys are matched as bytes, and not
    /// checked for duplicates: the layout check confirmed them distinct and in order.
    mutating func parseKeptLanguages(_ scope: LanguageScope) throws(CatalogReadError) -> KeyedList<Localization> {
        skipWhitespace()
        let layout = scope.layout
        guard let entry = layout.entry(withLocalizationsAt: pos), let object = entry.localizations else {
            // Only a file the layout check accepted is read this way, and it noted every
            // `localizations` object; the caller reads the file in full instead.
            throw shapeError("expected a localizations object where the layout check found one", at: pos)
        }
        var list = KeyedList<Localization>()
        depth += 1
        for member in layout.members[entry.firstMember ..< entry.firstMember + entry.memberCount] {
            guard let kept = scope.language(keyAt: member.keyStart, end: member.keyEnd, in: bytes) else { continue }
            // The value starts after `" : "`, as the check confirmed.
            pos = member.keyEnd + 3
            path.append(.key(kept))
            list.elements.append(.init(key: kept, value: try parseLocalization()))
            path.removeLast()
        }
        depth -= 1
        pos = object.upperBound
        return list
    }

}

extension CatalogParser.LanguageScope {
    /// The kept language whose key, quotes included, is at `start..<end` of `bytes`, if it is one.
    func language(keyAt start: Int, end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let raw = UnsafeBufferPointer(rebasing: bytes[start + 1 ..< end - 1])
        if !raw.contains(UInt8(ascii: "\\")) {
            return languageBytes.firstIndex { $0.elementsEqual(raw) }.map { languages[$0] }
        }
        guard let decoded = CatalogParser.string(at: start, in: bytes) else { return nil }
        return languages.first { $0.hasSameScalars(as: decoded) }
    }
}

extension CanonicalLayoutScan {
    /// What a scan found, without the scan: where the strings and their languages are.
    struct Spans: Sendable {
        var entries: [EntrySpan]
        var members: [MemberSpan]

        /// The string whose `localizations` object starts at `offset` (a binary search: the
        /// entries are in file order).
        func entry(withLocalizationsAt offset: Int) -> EntrySpan? {
            var low = 0, high = entries.count
            while low < high {
                let mid = (low + high) / 2
                if entries[mid].valueStart <= offset { low = mid + 1 } else { high = mid }
            }
            guard low > 0, entries[low - 1].localizations?.lowerBound == offset else { return nil }
            return entries[low - 1]
        }
    }

    var spans: Spans { Spans(entries: entries, members: members) }
}
