import Foundation

/// The bytes of a language-scoped save: the file copied as it is, with each changed
/// localization's member replaced and each new one inserted at its collated place.
extension LanguageScopedCatalog {
    struct Splice {
        let bytes: [UInt8]
        let members: [CanonicalLayoutScan.MemberSpan]
        var writer = XcodeJSONWriter()
        /// `bytes[..<copied]` are done (copied or replaced).
        private var copied = 0
        /// Where new languages go in the last list of languages looked at, by language: a
        /// list repeated over thousands of strings is searched once.
        private var lastKeys: [UInt8] = []
        private var lastInsertions: [String: Int] = [:]

        init(bytes: [UInt8], members: [CanonicalLayoutScan.MemberSpan]) {
            self.bytes = bytes
            self.members = members
            writer.out.reserveCapacity(bytes.count + bytes.count / 16 + 4096)
        }

        /// Copies the file up to `offset`.
        private mutating func copy(upTo offset: Int) {
            bytes.withUnsafeBufferPointer { writer.out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[copied..<offset])) }
            copied = offset
        }

        /// Writes `body`'s bytes in place of `range`.
        mutating func replace(_ range: Range<Int>, _ body: (inout XcodeJSONWriter) -> Void) {
            copy(upTo: range.lowerBound)
            body(&writer)
            copied = range.upperBound
        }

        mutating func finish() -> [UInt8] {
            copy(upTo: bytes.count)
            return writer.out
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
            var edits: [(offset: Int, end: Int, key: String, value: Localization, insert: Bool)] = []
            for element in new.elements {
                if let before = old[element.key] {
                    if before == element.value { continue }
                    let quoted = LanguageScopedCatalog.quoted(element.key)
                    guard let member = spans.first(where: { keyEquals($0, quoted) }) else { return false }
                    edits.append((member.keyStart, member.valueEnd, element.key, element.value, false))
                } else {
                    guard let index = insertionIndex(of: element.key, among: spans) else { return false }
                    let offset = index == 0 ? object.lowerBound + 1 : spans[spans.startIndex + index - 1].valueEnd
                    edits.append((offset, offset, element.key, element.value, true))
                }
            }
            // Insertions into one gap keep the new list's (collated) order: a stable sort.
            edits = edits.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
            for edit in edits {
                copy(upTo: edit.offset)
                if edit.insert {
                    // Before the first member the new one ends with the comma; after one, it
                    // starts with it.
                    let first = edit.offset == object.lowerBound + 1
                    if !first { writer.out.append(UInt8(ascii: ",")) }
                    writer.newlineAndIndent(4)
                    writeMember(edit.key, edit.value)
                    if first { writer.out.append(UInt8(ascii: ",")) }
                } else {
                    writeMember(edit.key, edit.value)
                    copied = edit.end
                }
            }
            return true
        }

        /// An empty `localizations` object (`{`, an empty line, `}`) given the languages of `new`.
        private mutating func fill(_ object: Range<Int>, with new: KeyedList<Localization>) {
            copy(upTo: object.lowerBound)
            writer.out.append(UInt8(ascii: "{"))
            for (i, element) in new.elements.enumerated() {
                if i > 0 { writer.out.append(UInt8(ascii: ",")) }
                writer.newlineAndIndent(4)
                writeMember(element.key, element.value)
            }
            if new.isEmpty { writer.out.append(0x0A) }
            writer.newlineAndIndent(3)
            writer.out.append(UInt8(ascii: "}"))
            copied = object.upperBound
        }

        private mutating func writeMember(_ language: String, _ localization: Localization) {
            writer.writeString(language)
            writer.raw(" : ")
            writer.writeLocalization(localization, level: 4)
        }

        private func keyEquals(_ member: CanonicalLayoutScan.MemberSpan, _ quoted: [UInt8]) -> Bool {
            guard member.keyEnd - member.keyStart == quoted.count else { return false }
            return bytes.withUnsafeBufferPointer { buffer in
                quoted.withUnsafeBufferPointer { memcmp(buffer.baseAddress! + member.keyStart, $0.baseAddress!, quoted.count) == 0 }
            }
        }

        /// How many of the string's languages sort before `language`; nil when one collates
        /// equal to it (then the writer's order is not certain).
        private mutating func insertionIndex(of language: String, among spans: ArraySlice<CanonicalLayoutScan.MemberSpan>) -> Int? {
            let keys = spans.isEmpty ? [] : Array(bytes[spans.first!.keyStart ..< spans.last!.keyEnd])
            if keys == lastKeys, let known = lastInsertions[language] { return known }
            if keys != lastKeys {
                lastKeys = keys
                lastInsertions = [:]
            }
            var names: [String] = []
            for member in spans {
                guard let name = bytes.withUnsafeBufferPointer({ buffer -> String? in
                    var parser = CatalogParser(buffer)
                    parser.pos = member.keyStart
                    return try? parser.parseString()
                }) else { return nil }
                names.append(name)
            }
            let index = KeyCollation.insertionIndex(of: language, count: names.count) { names[$0] }
            if index < names.count && KeyCollation.compare(names[index], language) != .orderedDescending { return nil }
            lastInsertions[language] = index
            return index
        }
    }
}
