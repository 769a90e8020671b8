import StringCatalogKit

/// A glossary as CSV (RFC 4180): a header row naming the columns, then one row per term and
/// language.
///
///     term,language,translation,do_not_translate,case_sensitive,forbidden
///     photo,fr,photo,,,
///     photo,fr,image,,,yes
///     Xcode,,,yes,yes,
///
/// Columns, in any order, names in any case; `term` is required, every other one optional:
/// - `term`: the source term (the catalogs' source language).
/// - `language`: the language of `translation` (`fr` also covers `fr-CA`); may be empty on
///   a do-not-translate row.
/// - `translation`: the translation to use (several rows give several allowed ones).
/// - `do_not_translate`: `yes` when the term stays as it is in every language.
/// - `case_sensitive`: `yes` when case matters, for the term and its translations.
/// - `forbidden`: `yes` when the row's translation must not be used.
/// - `note`: free text, read and ignored.
///
/// Booleans are `yes`/`no`, `true`/`false`, `1`/`0` or empty (no). Rows end with LF or
/// CRLF; a field with a comma, a quote or a line break is quoted, a quote inside doubled. A
/// UTF-8 byte order mark is skipped; blank lines are skipped. Anything else that does not
/// read is an error at its line and column: a glossary with a typo should not quietly check
/// nothing.
public enum GlossaryCSV {
    public static let columns = ["term", "language", "translation", "do_not_translate", "case_sensitive", "forbidden", "note"]

    public static func parse(_ bytes: [UInt8]) throws(InterchangeReadError) -> Glossary {
        if let invalid = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidByte($0) }) {
            throw InterchangeReadError(message: "expected UTF-8 text, found the byte 0x\(String(bytes[invalid], radix: 16, uppercase: true))", offset: invalid, inUTF8: bytes)
        }
        var records = try CSVRecords.read(bytes)
        guard !records.isEmpty else {
            throw InterchangeReadError(message: "expected a header row naming the columns (\(columns.joined(separator: ", ")))", offset: 0, inUTF8: bytes)
        }
        let header = records.removeFirst()
        var index: [String: Int] = [:]
        for (position, field) in header.fields.enumerated() {
            let name = GlossaryText.trimmed(field.text).lowercased()
            guard columns.contains(name) else {
                throw InterchangeReadError(message: "unknown column \(JSONQuoting.quote(field.text)) (expected one of \(columns.joined(separator: ", ")))", offset: field.offset, inUTF8: bytes)
            }
            guard index[name] == nil else { throw InterchangeReadError(message: "the column \(name) appears twice", offset: field.offset, inUTF8: bytes) }
            index[name] = position
        }
        guard index["term"] != nil else {
            throw InterchangeReadError(message: "expected a column named term in the header row", offset: header.fields[0].offset, inUTF8: bytes)
        }
        var entries: [GlossaryEntry] = []
        for record in records {
            guard record.fields.count == header.fields.count else {
                let at = record.fields.count > header.fields.count ? record.fields[header.fields.count].offset : record.fields.last!.offset
                throw InterchangeReadError(message: "expected \(header.fields.count) fields as in the header row, found \(record.fields.count)", offset: at, inUTF8: bytes)
            }
            func field(_ name: String) -> CSVRecords.Field? { index[name].map { record.fields[$0] } }
            func flag(_ name: String) throws(InterchangeReadError) -> Bool {
                guard let field = field(name) else { return false }
                let text = GlossaryText.trimmed(field.text)
                if text.isEmpty { return false }
                guard let flag = GlossaryText.flag(text) else {
                    throw InterchangeReadError(message: "\(name): expected yes or no, found \(JSONQuoting.quote(field.text))", offset: field.offset, inUTF8: bytes)
                }
                return flag
            }
            let termField = field("term")!
            let term = GlossaryText.trimmed(termField.text)
            guard !term.isEmpty else { throw InterchangeReadError(message: "expected a term, found an empty field", offset: termField.offset, inUTF8: bytes) }
            let language = GlossaryText.trimmed(field("language")?.text ?? "")
            let translation = GlossaryText.trimmed(field("translation")?.text ?? "")
            let doNotTranslate = try flag("do_not_translate"), caseSensitive = try flag("case_sensitive"), forbidden = try flag("forbidden")
            if !translation.isEmpty && language.isEmpty {
                throw InterchangeReadError(message: "expected the language of the translation \(JSONQuoting.quote(translation))", offset: field("language")?.offset ?? termField.offset, inUTF8: bytes)
            }
            if let languageField = field("language"), !language.isEmpty, !GlossaryCSV.isLanguageCode(language) {
                throw InterchangeReadError(message: "expected a language code (fr, pt-BR, zh-Hans), found \(JSONQuoting.quote(language))", offset: languageField.offset, inUTF8: bytes)
            }
            if forbidden && translation.isEmpty {
                throw InterchangeReadError(message: "expected the forbidden translation", offset: field("translation")?.offset ?? termField.offset, inUTF8: bytes)
            }
            if !doNotTranslate && translation.isEmpty {
                throw InterchangeReadError(message: "expected a translation, or do_not_translate = yes", offset: field("translation")?.offset ?? termField.offset, inUTF8: bytes)
            }
            // Rows of one term (same spelling and case rule) make one entry.
            let at = entries.firstIndex { $0.term == term && $0.caseSensitive == caseSensitive } ?? {
                entries.append(GlossaryEntry(term: term, caseSensitive: caseSensitive))
                return entries.count - 1
            }()
            if doNotTranslate { entries[at].doNotTranslate = true }
            guard !translation.isEmpty else { continue }
            if forbidden {
                entries[at].forbidden[language, default: []].append(translation)
            } else {
                entries[at].translations[language, default: []].append(translation)
            }
        }
        return Glossary(entries: entries)
    }

    /// Letters, digits, `-` and `_`, starting with a letter: what BCP 47 codes and Apple's
    /// locale identifiers are made of.
    static func isLanguageCode(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }
}

/// The records of RFC 4180 text, each field with the byte offset it starts at.
enum CSVRecords {
    struct Field {
        var text: String
        var offset: Int
    }

    struct Record {
        var fields: [Field]
    }

    static func read(_ bytes: [UInt8]) throws(InterchangeReadError) -> [Record] {
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var records: [Record] = []
        var fields: [Field] = []
        var field: [UInt8] = []
        var fieldStart = position
        var fieldHasContent = false
        func endField() {
            fields.append(Field(text: String(decoding: field, as: UTF8.self), offset: fieldStart))
            field = []
            fieldHasContent = false
        }
        func endRecord() {
            // A blank line is no record.
            if !(fields.count == 1 && fields[0].text.isEmpty) { records.append(Record(fields: fields)) }
            fields = []
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") && !fieldHasContent {
                // A quoted field: up to the quote that is not doubled.
                let opening = position
                position += 1
                while true {
                    guard position < bytes.count else {
                        throw InterchangeReadError(message: "expected the closing quote of the field opened here", offset: opening, inUTF8: bytes)
                    }
                    if bytes[position] == UInt8(ascii: "\"") {
                        if position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\"") {
                            field.append(UInt8(ascii: "\""))
                            position += 2
                            continue
                        }
                        position += 1
                        break
                    }
                    field.append(bytes[position])
                    position += 1
                }
                fieldHasContent = true
                guard position >= bytes.count || [UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[position]) else {
                    throw InterchangeReadError(message: "expected a comma or the end of the row after a quoted field", offset: position, inUTF8: bytes)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: ","):
                endField()
                position += 1
                fieldStart = position
            case UInt8(ascii: "\r") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "\n"):
                position += 1
            case UInt8(ascii: "\n"):
                endField()
                endRecord()
                position += 1
                fieldStart = position
            case UInt8(ascii: "\"") where fieldHasContent:
                throw InterchangeReadError(message: "expected no quote inside an unquoted field (quote the whole field and double the quote)", offset: position, inUTF8: bytes)
            default:
                field.append(byte)
                fieldHasContent = true
                position += 1
            }
        }
        if !fields.isEmpty || fieldHasContent || !field.isEmpty {
            endField()
            endRecord()
        }
        return records
    }
}
