import Foundation
import StringCatalogKit

/// The translation provider's protocol: JSON lines (docs/machine-translation.md, "The provider").
///
/// xcedit writes one request per line to the provider's standard input, then closes it; the
/// provider writes one answer per request to its standard output, in any order, each on a
/// line of its own, and exits 0. A request:
///
///     {"id":"3","source":"en","target":"uk","key":"%lld birds","form":"plural.few",
///      "category":"few","sample":"2","comment":"…","text":"<x id=\"1\"/> birds",
///      "placeholders":{"1":"%lld"}}
///
/// `form`, `category` and `sample` (plural forms), `device`, `substitution` and `comment`
/// are there when they apply. An answer is `{"id":"3","text":"…"}`, or
/// `{"id":"3","error":"…"}` for a request the provider cannot translate.
public enum ProviderProtocol {
    /// The request line for `request`, numbered `id`, from `sourceLanguage`.
    public static func requestLine(_ request: DraftRequest, id: Int, sourceLanguage: String) -> String {
        var fields: [(String, String)] = [
            ("id", quote(String(id))), ("source", quote(sourceLanguage)), ("target", quote(request.language)), ("key", quote(request.key)),
        ]
        if !request.form.isRoot { fields.append(("form", quote(request.form.description))) }
        if let sample = request.sample {
            fields.append(("category", quote(sample.category.rawValue)))
            fields.append(("sample", quote(sample.number)))
        }
        if let device = request.form.device { fields.append(("device", quote(device))) }
        if let substitution = request.form.substitution { fields.append(("substitution", quote(substitution))) }
        if let comment = request.comment, !comment.isEmpty { fields.append(("comment", quote(comment))) }
        fields.append(("text", quote(request.protected.tagged)))
        let pieces = request.protected.pieceTexts
        if !pieces.isEmpty {
            fields.append(("placeholders", "{" + pieces.map { quote(String($0.id)) + ":" + quote($0.text) }.joined(separator: ",") + "}"))
        }
        return "{" + fields.map { quote($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// JSON's quoting, on one line (line breaks as `\n`).
    private static func quote(_ text: String) -> String {
        JSONQuoting.quote(text)
    }

    /// What the provider said about one request.
    public enum Answer: Equatable, Sendable {
        case text(String)
        /// The provider could not translate it, and said why.
        case error(String)
    }

    /// The answers in the provider's output (`lines` of its standard output, blank ones
    /// skipped), by request id. Anything else than one valid answer to each of the
    /// `requestCount` requests is a failure of the whole run.
    public static func answers(_ lines: [String], requestCount: Int) throws(ProviderFailure) -> [Int: Answer] {
        var answers: [Int: Answer] = [:]
        for (index, line) in lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
            let (id, answer) = try self.answer(line, lineNumber: index + 1)
            guard let number = Int(id), number >= 1, number <= requestCount else {
                throw .garbage(line: index + 1, reason: "an answer to id \(JSONQuoting.quote(id)), which no request has")
            }
            guard answers[number] == nil else {
                throw .garbage(line: index + 1, reason: "a second answer to id \(JSONQuoting.quote(id))")
            }
            answers[number] = answer
        }
        guard answers.count == requestCount else { throw .missingAnswers(answered: answers.count, asked: requestCount) }
        return answers
    }

    /// One line read as an answer.
    static func answer(_ line: String, lineNumber: Int) throws(ProviderFailure) -> (String, Answer) {
        let object: [String: Any]
        do {
            guard let read = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw ProviderFailure.garbage(line: lineNumber, reason: "not a JSON object: " + excerpt(line))
            }
            object = read
        } catch let failure as ProviderFailure {
            throw failure
        } catch {
            throw .garbage(line: lineNumber, reason: "not JSON: " + excerpt(line))
        }
        let id: String
        switch object["id"] {
        case let text as String: id = text
        case let number as Int: id = String(number)
        default: throw .garbage(line: lineNumber, reason: "an answer without an \"id\": " + excerpt(line))
        }
        switch (object["text"], object["error"]) {
        case (let text as String, nil):
            // NUL, ESC and the like would be stored in the catalog and reach terminals; the
            // XLIFF reader refuses them in a translator's file, and so is a provider refused.
            if let control = text.unicodeScalars.first(where: isRefusedControl) {
                throw .garbage(line: lineNumber, reason: "the text for id \(JSONQuoting.quote(id)) holds the control character \(ControlCharacters.name(control.value)), which no translation has")
            }
            return (id, .text(text))
        case (nil, let error as String): return (id, .error(error))
        default: throw .garbage(line: lineNumber, reason: "an answer needs a \"text\" or an \"error\" string: " + excerpt(line))
        }
    }

    /// Control characters a value never holds: C0 but tab and line breaks, DEL, C1.
    static func isRefusedControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// The start of a line, for messages.
    static func excerpt(_ line: String) -> String {
        line.count > 60 ? String(line.prefix(60)) + "…" : line
    }
}
