import StringCatalogKit
import TranslationMemory

/// A glossary read from TBX-basic (ISO 30042), versions 2 (`martif`, `termEntry`,
/// `langSet`, `tig`/`ntig`) and 3 (`tbx`, `conceptEntry`, `langSec`, `termSec`).
///
/// Each concept entry gives, per language (`xml:lang`), its terms; a term's
/// `<termNote type="administrativeStatus">` says how it may be used: `deprecatedTerm-admn-sts`
/// and `supersededTerm-admn-sts` are forbidden, the others (`preferredTerm-admn-sts`,
/// `admittedTerm-admn-sts`, none) are translations to use. For a catalog whose source
/// language is one of the entry's languages, that language's allowed terms are the source
/// terms and the other languages' terms their translations.
///
/// TBX-basic has no data category for "do not translate" or case: xcedit reads a
/// `descrip`, `termNote` or `admin` element of type `doNotTranslate` or `caseSensitive`
/// (text `yes` or `no`) on the entry or on one of its terms, as TBX allows a glossary's own
/// categories. Elements this reader does not use are skipped; a file that is not well-formed
/// XML, has no `martif`/`tbx` root, or a language set without `xml:lang` or a term without
/// text is an error at its line and column.
public enum TBXGlossary {
    public static func parse(_ bytes: [UInt8]) throws(InterchangeReadError) -> Glossary {
        let result: Result<Glossary, ReadError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(buffer, bytes: bytes)
            do throws(ReadError) { return .success(try reader.read()) } catch { return .failure(error) }
        }
        switch result {
        case .success(let glossary): return glossary
        case .failure(.xml(let xml)): throw InterchangeReadError(message: xml.message, line: xml.line, column: xml.column)
        case .failure(.glossary(let glossary)): throw glossary
        }
    }

    enum ReadError: Error {
        case xml(XMLError)
        case glossary(InterchangeReadError)
    }

    /// One concept entry as read: its terms per language, in order.
    struct Concept {
        struct Term {
            var text: String
            var forbidden: Bool
            var doNotTranslate: Bool?
            var caseSensitive: Bool?
        }

        var languages: [(code: String, terms: [Term])] = []
        var doNotTranslate: Bool?
        var caseSensitive: Bool?
    }

    private struct Reader {
        var tokenizer: XMLTokenizer
        let bytes: [UInt8]

        init(_ buffer: UnsafeBufferPointer<UInt8>, bytes: [UInt8]) {
            tokenizer = XMLTokenizer(buffer)
            self.bytes = bytes
        }

        func failure(_ offset: Int, _ message: String) -> ReadError {
            .glossary(InterchangeReadError(message: message, offset: offset, inUTF8: bytes))
        }

        mutating func next() throws(ReadError) -> XMLTokenizer.Event? {
            do { return try tokenizer.next() } catch { throw .xml(error) }
        }

        func name(_ range: Range<Int>) -> String {
            tokenizer.string(range)
        }

        mutating func read() throws(ReadError) -> Glossary {
            var entries: [GlossaryEntry] = []
            var isRoot = true
            while let event = try next() {
                guard case .start(let tag) = event else { continue }
                let element = name(tag.name)
                if isRoot {
                    guard element == "martif" || element == "tbx" else {
                        throw failure(tag.range.lowerBound, "expected a TBX file, whose root element is martif or tbx, found <\(element)>")
                    }
                    isRoot = false
                    continue
                }
                if element == "termEntry" || element == "conceptEntry" {
                    let concept = try readConcept()
                    entries += Self.entries(of: concept)
                }
            }
            return Glossary(entries: entries)
        }

        /// The concept entry whose start tag `next()` just returned, read to its end tag.
        mutating func readConcept() throws(ReadError) -> Concept {
            var concept = Concept()
            var depth = 1
            // The language set and term being read, if any.
            var language: String?
            var term: Concept.Term?
            var termStart = 0
            var collecting: (kind: String, start: Int, text: String, type: String)?
            while depth > 0, let event = try next() {
                switch event {
                case .start(let tag):
                    depth += 1
                    let element = name(tag.name)
                    switch element {
                    case "langSet", "langSec":
                        guard let code = tokenizer.attribute("xml:lang"), !code.isEmpty else {
                            throw failure(tag.range.lowerBound, "expected an xml:lang attribute on <\(element)>")
                        }
                        language = code
                        concept.languages.append((code, []))
                    case "tig", "ntig", "termSec":
                        guard language != nil else { throw failure(tag.range.lowerBound, "expected <\(element)> inside a <langSet>") }
                        term = Concept.Term(text: "", forbidden: false)
                    case "term":
                        guard language != nil else { throw failure(tag.range.lowerBound, "expected <term> inside a <langSet>") }
                        if term == nil { term = Concept.Term(text: "", forbidden: false) }
                        termStart = tag.range.lowerBound
                        collecting = ("term", tag.range.lowerBound, "", "")
                    case "termNote", "descrip", "admin":
                        collecting = (element, tag.range.lowerBound, "", tokenizer.attribute("type") ?? "")
                    default:
                        break
                    }
                case .text(let text):
                    if collecting != nil { collecting!.text += tokenizer.text(text) }
                case .end(let nameRange, _):
                    depth -= 1
                    let element = name(nameRange)
                    if let open = collecting, open.kind == element {
                        collecting = nil
                        let value = GlossaryText.trimmed(open.text)
                        switch (element, open.type) {
                        case ("term", _):
                            guard !value.isEmpty else { throw failure(open.start, "expected the text of the term") }
                            term?.text = value
                        case ("termNote", "administrativeStatus"):
                            term?.forbidden = value == "deprecatedTerm-admn-sts" || value == "supersededTerm-admn-sts"
                        case (_, "doNotTranslate"), (_, "caseSensitive"):
                            guard let flag = GlossaryText.flag(value) else {
                                throw failure(open.start, "\(open.type): expected yes or no, found \(JSONQuoting.quote(value))")
                            }
                            let onTerm = term != nil
                            if open.type == "doNotTranslate" {
                                if onTerm { term?.doNotTranslate = flag } else { concept.doNotTranslate = flag }
                            } else {
                                if onTerm { term?.caseSensitive = flag } else { concept.caseSensitive = flag }
                            }
                        default:
                            break
                        }
                    }
                    switch element {
                    case "tig", "ntig", "termSec":
                        if let finished = term { try add(finished, start: termStart, to: &concept) }
                        term = nil
                    case "langSet", "langSec":
                        // A term written straight in the language set (no tig), as some tools do.
                        if let finished = term { try add(finished, start: termStart, to: &concept) }
                        term = nil
                        language = nil
                    default:
                        break
                    }
                }
            }
            return concept
        }

        func add(_ term: Concept.Term, start: Int, to concept: inout Concept) throws(ReadError) {
            guard !term.text.isEmpty else { throw failure(start, "expected a <term> with text") }
            concept.languages[concept.languages.count - 1].terms.append(term)
        }

        /// The glossary entries of a concept: one per allowed term of each language, as
        /// the source term for catalogs in that language.
        static func entries(of concept: Concept) -> [GlossaryEntry] {
            var entries: [GlossaryEntry] = []
            for (sourceIndex, source) in concept.languages.enumerated() {
                for term in source.terms where !term.forbidden {
                    var entry = GlossaryEntry(sourceLanguage: source.code, term: term.text,
                                              caseSensitive: term.caseSensitive ?? concept.caseSensitive ?? false,
                                              doNotTranslate: term.doNotTranslate ?? concept.doNotTranslate ?? false)
                    for (index, target) in concept.languages.enumerated() where index != sourceIndex {
                        for translation in target.terms {
                            if translation.forbidden {
                                entry.forbidden[target.code, default: []].append(translation.text)
                            } else {
                                entry.translations[target.code, default: []].append(translation.text)
                            }
                        }
                    }
                    entries.append(entry)
                }
            }
            return entries
        }
    }
}
