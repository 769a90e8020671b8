import StringCatalogKit

/// A TMX file (Translation Memory eXchange 1.4, also 1.1 and 1.2's `lang`) as the memory
/// reads it: the header's source language and each `<tu>`'s variants.
public struct TMXDocument: Equatable, Sendable {
    /// The header's `srclang`: a language code, or `*all*` (any variant may be the source).
    public var sourceLanguage: String
    public var units: [TMXUnit] = []
}

/// One `<tu>`: its id, and a text per `<tuv>` in the order written.
public struct TMXUnit: Equatable, Sendable {
    public var id: String?
    public var variants: [(language: String, text: String)]
    /// 1-based line of the `<tu>`, for an origin when there is no id.
    public var line: Int

    public static func == (a: TMXUnit, b: TMXUnit) -> Bool {
        a.id == b.id && a.line == b.line && a.variants.elementsEqual(b.variants) { $0.language == $1.language && $0.text == $1.text }
    }
}

/// Reads TMX with the hardened XML tokenizer (UTF-8 only, no external entities, no
/// recursion, so deep nesting costs a list, not the stack).
///
/// A `<seg>`'s inline elements (`<bpt>`, `<ept>`, `<it>`, `<ph>`, `<ut>`, `<hi>`, `<sub>`) are
/// dropped and their text kept: the codes inside `<ph>`/`<bpt>`/`<ept>` are the original
/// text's own (`%@`, `<b>`), so keeping them as text gives back the string as the app has
/// it, which is what a catalog's source is matched against. A `<tuv>` without a language,
/// or a header without `srclang`, is an error with its line and column.
public enum TMXReader {
    public static func read(_ bytes: [UInt8]) throws(XMLError) -> TMXDocument {
        let result: Result<TMXDocument, XMLError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(XMLError) {
                return .success(try parse(buffer))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLError) -> TMXDocument {
        var tokenizer = XMLTokenizer(bytes)
        var document: TMXDocument?
        var sawRoot = false
        var unit: TMXUnit?
        var variantLanguage: String?
        var segment: String?
        /// How many elements deep inside the `<seg>` being read (its inline markup).
        var segmentDepth = 0
        while let event = try tokenizer.next() {
            switch event {
            case .start(let tag):
                let name = tokenizer.string(tag.name)
                if !sawRoot {
                    guard name == "tmx" else { throw XMLError.at(tag.range.lowerBound, in: bytes, "expected a <tmx> root element, found <\(name)>") }
                    sawRoot = true
                    continue
                }
                if segment != nil {
                    segmentDepth += 1
                    continue
                }
                switch name {
                case "header":
                    guard let source = tokenizer.attribute("srclang"), !source.isEmpty else {
                        throw XMLError.at(tag.range.lowerBound, in: bytes, "the <header> has no srclang: the source language is not known")
                    }
                    document = TMXDocument(sourceLanguage: source)
                case "tu":
                    guard document != nil else { throw XMLError.at(tag.range.lowerBound, in: bytes, "a <tu> before the <header>") }
                    unit = TMXUnit(id: tokenizer.attribute("tuid"), variants: [],
                                   line: TextPosition.of(tag.range.lowerBound, inUTF8: bytes).line)
                case "tuv":
                    guard unit != nil else { continue }
                    guard let language = tokenizer.attribute("xml:lang") ?? tokenizer.attribute("lang"), !language.isEmpty else {
                        throw XMLError.at(tag.range.lowerBound, in: bytes, "a <tuv> without xml:lang")
                    }
                    variantLanguage = language
                case "seg":
                    if unit != nil && variantLanguage != nil { segment = "" }
                default:
                    break
                }
            case .end(let nameRange, _):
                if segment != nil {
                    if segmentDepth > 0 {
                        segmentDepth -= 1
                        continue
                    }
                    if let language = variantLanguage, let text = segment { unit?.variants.append((language, text)) }
                    segment = nil
                    continue
                }
                switch tokenizer.string(nameRange) {
                case "tuv": variantLanguage = nil
                case "tu":
                    if let finished = unit { document?.units.append(finished) }
                    unit = nil
                default: break
                }
            case .text(let text):
                if segment != nil { segment! += tokenizer.text(text) }
            }
        }
        guard let document else { throw XMLError.at(bytes.count, in: bytes, "no <header> with the source language") }
        return document
    }
}
