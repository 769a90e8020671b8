import ByteSearch
import Foundation

/// The bytes of a language-scoped save: the file copied as it is, with each changed
/// localization's member replaced and each new one inserted at its collated place.
extension LanguageScopedCatalog {
    package struct Splice {
        /// Bytes of the file replaced by new ones (an empty range inserts).
        package struct Edit {
            var range: Range<Int>
            var bytes: [UInt8]
        }

        let bytes: [UInt8]
        let members: [CanonicalLayoutScan.MemberSpan]
        /// In file order.
        private(set) var edits: [Edit] = []

        init(bytes: [UInt8], members: [CanonicalLayoutScan.MemberSpan]) {
            self.bytes = bytes
            self.members = members
        }

        /// Writes `body`'s bytes in place of `range`.
        mutating func replace(_ range: Range<Int>, _ body: (inout XcodeJSONWriter) -> Void) {
            var writer = XcodeJSONWriter()
            writer.out.reserveCapacity(512)
            body(&writer)
            edits.append(Edit(range: range, bytes: writer.out))
        }

        /// One string's kept languages, from `old` (as read) to `new`, in its `localizations`
        /// object at `object`. False when a language was removed or a new one's place is not
        /// certain (left to the whole-catalog save).
        mutating func changeLanguages(from old: KeyedList<Localization>, to new: KeyedList<Localization>,
                                      object: Range<Int>, span: CanonicalLayoutScan.EntrySpan) -> Bool {
            let spans = members[span.firstMember ..< span.firstMember + span.memberCount]
            guard old.elements.allSatisfy({ element in new.elements.contains { $0.key.hasSameScalars(as: element.key) } }) else { return false }
            if spans.isEmpty {
                fill(object, with: new)
                return true
            }
            // Edits in file order: replacements at their members, insertions where collation
            // puts them among all the string's languages.
            var changes: [(offset: Int, end: Int, key: String, value: Localization, insert: Bool)] = []
            for element in new.elements {
                if let before = old[element.key] {
                    if before == element.value { continue }
                    let quoted = Self.quoted(element.key)
                    guard let member = spans.first(where: { keyEquals($0, quoted) }) else { return false }
                    changes.append((member.keyStart, member.valueEnd, element.key, element.value, false))
                } else {
                    guard let index = insertionIndex(of: element.key, among: spans) else { return false }
                    let offset = index == 0 ? object.lowerBound + 1 : spans[spans.startIndex + index - 1].valueEnd
                    changes.append((offset, offset, element.key, element.value, true))
                }
            }
            // Insertions into one gap keep the new list's (collated) order: a stable sort.
            if changes.count > 1 {
                changes = changes.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
            }
            for edit in changes {
                if edit.insert {
                    // Before the first member the new one ends with the comma; after one, it
                    // starts with it.
                    let first = edit.offset == object.lowerBound + 1
                    replace(edit.offset..<edit.offset) { writer in
                        if !first { writer.out.append(UInt8(ascii: ",")) }
                        writer.newlineAndIndent(4)
                        Self.writeMember(edit.key, edit.value, &writer)
                        if first { writer.out.append(UInt8(ascii: ",")) }
                    }
                } else {
                    replace(edit.offset..<edit.end) { Self.writeMember(edit.key, edit.value, &$0) }
                }
            }
            return true
        }

        /// An empty `localizations` object (`{`, an empty line, `}`) given the languages of `new`.
        private mutating func fill(_ object: Range<Int>, with new: KeyedList<Localization>) {
            replace(object) { writer in
                writer.out.append(UInt8(ascii: "{"))
                for (i, element) in new.elements.enumerated() {
                    if i > 0 { writer.out.append(UInt8(ascii: ",")) }
                    writer.newlineAndIndent(4)
                    Self.writeMember(element.key, element.value, &writer)
                }
                if new.isEmpty { writer.out.append(0x0A) }
                writer.newlineAndIndent(3)
                writer.out.append(UInt8(ascii: "}"))
            }
        }

        /// A language's key as the writer writes it, quotes included, to find it among a
        /// string's raw keys.
        private static func quoted(_ language: String) -> [UInt8] {
            var writer = XcodeJSONWriter()
            writer.writeString(language)
            return writer.out
        }

        private static func writeMember(_ language: String, _ localization: Localization, _ writer: inout XcodeJSONWriter) {
            writer.writeString(language)
            writer.raw(" : ")
            writer.writeLocalization(localization, level: 4)
        }

        private func keyEquals(_ member: CanonicalLayoutScan.MemberSpan, _ quoted: [UInt8]) -> Bool {
            guard member.keyEnd - member.keyStart == quoted.count else { return false }
            return bytes.withUnsafeBufferPointer { buffer in
                quoted.withUnsafeBufferPointer { ByteSearch.equal(buffer.baseAddress! + member.keyStart, $0.baseAddress!, count: quoted.count) }
            }
        }

        /// How many of the string's languages sort before `language` (a binary search over
        /// their keys as written, which are in collated order); nil when one collates equal to
        /// it (then the writer's order is not certain).
        private func insertionIndex(of language: String, among spans: ArraySlice<CanonicalLayoutScan.MemberSpan>) -> Int? {
            var low = spans.startIndex, high = spans.endIndex
            while low < high {
                let mid = (low + high) / 2
                guard let order = compare(spans[mid], with: language) else { return nil }
                if order == .orderedSame { return nil }
                if order == .orderedAscending { low = mid + 1 } else { high = mid }
            }
            return low - spans.startIndex
        }

        /// A member's key against `language` in Xcode's key order: on the raw bytes when they
        /// have no escapes and the fast comparison is sure, else on the decoded key.
        private func compare(_ member: CanonicalLayoutScan.MemberSpan, with language: String) -> ComparisonResult? {
            var language = language
            let fast: ComparisonResult? = bytes.withUnsafeBufferPointer { buffer in
                let key = UnsafeBufferPointer(rebasing: buffer[member.keyStart + 1 ..< member.keyEnd - 1])
                guard !key.contains(UInt8(ascii: "\\")) else { return nil }
                return language.withUTF8 { KeyCollation.fastCompare(key, $0) }
            }
            if let fast { return fast }
            let name = bytes.withUnsafeBufferPointer { CatalogParser.string(at: member.keyStart, in: $0) }
            return name.map { KeyCollation.compare($0, language) }
        }
    }
}
