import SourceExtraction
import StringCatalogKit

/// When a key from the code may stand for a catalog key that differs from it only in its
/// format specifiers ("when only the specifiers differ from a key the catalog already has,
/// that key is the one"). Xcode, which type-checks, writes each interpolation's true
/// specifier; the extraction writes `%@` where it cannot tell the type, so its key may miss
/// Xcode's by a specifier, and taking the code's key would add a duplicate and mark Xcode's
/// stale.
public enum SpecifierMatching: Sendable, Hashable {
    /// Never: the code's key is the key.
    case exact
    /// Only where the extraction guessed: every specifier the extraction knew must be the
    /// catalog key's, and the guessed ones may differ (the default).
    case guessedOnly
    /// Any specifier may differ, known or guessed.
    case anySpecifier
}

/// A key with its specifiers taken out: `Copy %lld of %@` is the frame `Copy \0 of \0` and
/// the specifiers `%lld`, `%@`. Two keys whose frames are equal differ only in specifiers.
struct SpecifierFrame {
    /// The key with each specifier replaced by a NUL, which no key written by Xcode holds
    /// at that place.
    var frame: String
    var specifiers: [String]

    /// nil when the key has no specifier.
    init?(_ key: String) {
        let tokens = FormatString.parse(key)
        guard tokens.contains(where: { $0.specifier != nil }) else { return nil }
        var frame = ""
        var specifiers: [String] = []
        var rest = key.startIndex
        for token in tokens where token.specifier != nil {
            frame += key[rest..<token.range.lowerBound]
            frame += "\u{0}"
            specifiers.append(token.text)
            rest = token.range.upperBound
        }
        frame += key[rest...]
        self.frame = frame
        self.specifiers = specifiers
    }
}

extension SpecifierMatching {
    /// True when a text of the code (a key, or a default value) may stand for the catalog's
    /// `catalogText`: both have the same text around the same number of specifiers, and the
    /// specifiers that differ are allowed to (`guessed`: the indices of the code text's
    /// specifiers that are guesses).
    func allows(_ code: SpecifierFrame, toStandFor catalog: SpecifierFrame, guessed: Set<Int>) -> Bool {
        guard code.frame.hasSameScalars(as: catalog.frame), code.specifiers.count == catalog.specifiers.count else { return false }
        switch self {
        case .exact: return false
        case .anySpecifier: return true
        case .guessedOnly:
            return code.specifiers.indices.allSatisfy { guessed.contains($0) || code.specifiers[$0] == catalog.specifiers[$0] }
        }
    }

    /// `allows` for two texts; false when the code's has no specifier.
    func allows(_ code: String, toStandFor catalog: String, guessed: Set<Int>) -> Bool {
        guard self != .exact, let codeFrame = SpecifierFrame(code), let catalogFrame = SpecifierFrame(catalog) else { return false }
        return allows(codeFrame, toStandFor: catalogFrame, guessed: guessed)
    }
}

/// The catalog keys that differ from a code key only in specifiers, looked up through an
/// index of the catalog's frames made once (linear in the catalog).
struct SpecifierMatcher {
    let policy: SpecifierMatching
    /// Catalog keys by frame, in the catalog's order; `rank` orders them, lower first.
    private var keysByFrame: [ScalarKey: [(key: String, frame: SpecifierFrame, rank: Int)]] = [:]

    init(policy: SpecifierMatching, catalog: StringCatalog) {
        self.policy = policy
        guard policy != .exact else { return }
        for string in catalog.strings where string.key.utf8.contains(UInt8(ascii: "%")) {
            guard let frame = SpecifierFrame(string.key) else { continue }
            keysByFrame[ScalarKey(frame.frame), default: []].append((string.key, frame, Self.rank(of: string)))
        }
    }

    /// A string the code uses now is best taken for a string the code used last time (an
    /// automatic one), then for one it used before (stale), then for any other.
    private static func rank(of string: CatalogString) -> Int {
        switch string.extractionState {
        case nil, .extractedWithValue?: 0
        case .stale?: 1
        default: 2
        }
    }

    /// The catalog key `string` stands for, other than its own and those in `taken` (keys
    /// the code uses as they are); nil when there is none or the policy says no.
    func catalogKey(for string: LocalizableString, excluding taken: Set<ScalarKey>) -> String? {
        guard policy != .exact, let frame = SpecifierFrame(string.key),
              let candidates = keysByFrame[ScalarKey(frame.frame)] else { return nil }
        let guessed = string.guessedArguments(inDefaultValue: false)
        guard policy == .anySpecifier || !guessed.isEmpty else { return nil }
        return candidates
            .filter { !taken.contains(ScalarKey($0.key)) && policy.allows(frame, toStandFor: $0.frame, guessed: guessed) }
            .min { $0.rank < $1.rank }?.key
    }
}

extension LocalizableString {
    /// The specifiers of the key (or of the default value) that are guesses: for the key,
    /// those guessed in every occurrence (a guess in one place and a known type in another
    /// is known); for the default value, those of the occurrence that gives it.
    func guessedArguments(inDefaultValue: Bool) -> Set<Int> {
        func guessed(_ occurrence: ExtractedString) -> Set<Int> {
            Set(occurrence.guessedInterpolations.filter { $0.isInDefaultValue == inDefaultValue }.map(\.argument))
        }
        if inDefaultValue { return occurrences.first { $0.defaultValue != nil }.map(guessed) ?? [] }
        return occurrences.dropFirst().reduce(guessed(occurrences[0])) { $0.intersection(guessed($1)) }
    }
}
