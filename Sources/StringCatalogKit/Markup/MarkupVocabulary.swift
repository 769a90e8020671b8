/// The attributes Foundation reads from `^[text](…)` in a localized string, and the values
/// each takes: the Markdown names of its attributes for automatic grammar agreement
/// (iOS 15, macOS 12 and later; `formatNumber` from iOS 18). Any other name is ignored by
/// the parser (an app may define its own for its own attribute scope), and a value of the
/// wrong kind makes the attribute unreadable.
public enum MarkupVocabulary {
    /// What a known attribute's value must be.
    public enum Shape: Sendable {
        case boolean
        /// `formatNumber` takes `true` only.
        case trueOnly
        case string
        /// An argument or concept number, counted from 1.
        case positiveInteger
        /// `{ grammaticalGender: "feminine", … }`
        case morphology
    }

    /// Every attribute name Foundation knows, with its value's shape.
    public static let attributes: [String: Shape] = [
        "inflect": .boolean,
        "morphology": .morphology,
        "inflectionAlternative": .string,
        "agreeWithArgument": .positiveInteger,
        "agreeWithConcept": .positiveInteger,
        "referentConcept": .positiveInteger,
        "formatNumber": .trueOnly,
        "assumedFallbackInflection": .morphology,
    ]

    /// The members of a morphology and the words each takes (nil: an object, whose content
    /// is not checked).
    public static let morphology: [String: [String]?] = [
        "grammaticalGender": ["feminine", "masculine", "neuter"],
        "partOfSpeech": ["determiner", "pronoun", "letter", "adverb", "particle", "adjective", "adposition", "verb",
                         "noun", "conjunction", "numeral", "interjection", "preposition", "abbreviation"],
        "number": ["singular", "zero", "plural", "pluralTwo", "pluralFew", "pluralMany"],
        "grammaticalCase": ["nominative", "accusative", "dative", "genitive", "prepositional", "ablative", "adessive",
                            "allative", "elative", "illative", "essive", "inessive", "locative", "translative"],
        "grammaticalPerson": ["first", "second", "third"],
        "pronounType": ["personal", "reflexive", "possessive"],
        "determination": ["independent", "dependent"],
        "definiteness": ["indefinite", "definite"],
        "customPronouns": nil,
    ]

    /// Something wrong with one attribute.
    public enum Finding: Equatable, Sendable {
        /// A name Foundation does not know: ignored at run time (a typo, or the app's own).
        case unknownName(String)
        /// A known name with a value of the wrong kind: the attribute does not read.
        case wrongValue(name: String, expected: String)
        /// A morphology member Foundation does not know: ignored.
        case unknownMorphologyMember(String)
        /// A morphology member with a word it does not take.
        case wrongMorphologyValue(member: String, value: String, allowed: [String])
    }

    /// What is wrong with `attributes`, in their order.
    public static func findings(in attributes: [MarkupAttribute]) -> [Finding] {
        var findings: [Finding] = []
        for attribute in attributes {
            guard let shape = Self.attributes[attribute.name] else {
                findings.append(.unknownName(attribute.name))
                continue
            }
            switch (shape, attribute.value) {
            case (.boolean, .bool), (.trueOnly, .bool(true)), (.string, .string):
                continue
            case (.positiveInteger, let value) where (value.integer ?? 0) >= 1:
                continue
            case (.morphology, .object(let members)):
                findings += morphologyFindings(members)
            default:
                findings.append(.wrongValue(name: attribute.name, expected: expectation(shape)))
            }
        }
        return findings
    }

    private static func morphologyFindings(_ members: [MarkupAttribute]) -> [Finding] {
        var findings: [Finding] = []
        for member in members {
            guard let allowed = morphology[member.name] else {
                findings.append(.unknownMorphologyMember(member.name))
                continue
            }
            guard let allowed else { continue }
            if case .string(let word) = member.value, allowed.contains(word) { continue }
            let written: String
            switch member.value {
            case .string(let word): written = "\"\(word)\""
            case .number(let text): written = text
            case .bool(let flag): written = flag ? "true" : "false"
            case .null: written = "null"
            case .object: written = "an object"
            case .array: written = "a list"
            }
            findings.append(.wrongMorphologyValue(member: member.name, value: written, allowed: allowed))
        }
        return findings
    }

    private static func expectation(_ shape: Shape) -> String {
        switch shape {
        case .boolean: "true or false"
        case .trueOnly: "true"
        case .string: "a string in quotes"
        case .positiveInteger: "a whole number from 1"
        case .morphology: "an object such as { number: \"plural\" }"
        }
    }
}
