import Foundation
import StringCatalogKit
import TranslationMemory
#if canImport(Glibc)
import Glibc
#endif

/// The translation memory: its index built over a generated memory of 200,000 units (one
/// language pair, the worst case for a lookup) and over the real catalogs of a corpus, and
/// lookups of exact, near and unrelated texts against each. The budget: p95 under 20 ms.
enum MemoryBenchmark {
    static let budget = 0.020

    static func run(corpus: String?, units count: Int, queries: Int, seed: UInt64) {
        print("Translation memory (lookup budget: p95 under 20 ms)")
        var random = SplitMix64(seed: seed)
        let vocabulary = Self.vocabulary(6_000, &random)
        let generated = Self.generated(count, vocabulary: vocabulary, &random)
        measure("generated, \(count) units en → de", generated, queries: queries, vocabulary: vocabulary, &random)
        if let corpus {
            let units = corpusUnits(corpus)
            measure("corpus \(corpus), \(units.count) units", units, queries: queries, vocabulary: vocabulary, &random)
        }
    }

    static func measure(_ label: String, _ units: [TranslationUnit], queries: Int, vocabulary: [String], _ random: inout SplitMix64) {
        guard !units.isEmpty else { print("  \(label): no units"); return }
        let before = residentBytes()
        var memory: TranslationMemory?
        let cpu = Measure.cpuTime { memory = TranslationMemory(units: units) }
        guard let memory else { return }
        let grown = residentBytes() - before
        print("  \(label)")
        print(String(format: "    index build %8.0f ms CPU; index ≈ %.1f MB counted, RSS grew %.1f MB while building (the units existed before)",
                     cpu * 1000, Double(memory.estimatedBytes) / 1e6, Double(grown) / 1e6))
        var times: [String: [Double]] = ["exact": [], "near": [], "unrelated": []]
        var found: [String: Int] = ["exact": 0, "near": 0, "unrelated": 0]
        for index in 0..<queries {
            let unit = units[random.below(units.count)]
            let kind = ["exact", "near", "unrelated"][index % 3]
            let text: String
            switch kind {
            case "exact": text = unit.sourceText
            case "near": text = nearly(unit.sourceText, vocabulary: vocabulary, &random)
            default: text = sentence(vocabulary, &random)
            }
            var matches: [MemoryMatch] = []
            let seconds = Measure.cpuTime {
                matches = memory.matches(for: text, sourceLanguage: unit.sourceLanguage, targetLanguage: unit.targetLanguage)
            }
            times[kind]!.append(seconds)
            if !matches.isEmpty { found[kind]! += 1 }
        }
        let all = times.values.flatMap { $0 }
        print("    lookups (CPU)   " + percentiles(all) + "  " + Measure.verdict(percentile(all, 0.95) < budget))
        for kind in ["exact", "near", "unrelated"] {
            print("      " + kind.padding(toLength: 10, withPad: " ", startingAt: 0) + percentiles(times[kind]!) + "  (\(found[kind]!) of \(times[kind]!.count) with a match)")
        }
    }

    static func percentiles(_ values: [Double]) -> String {
        String(format: "p50 %6.2f ms  p95 %6.2f ms  max %6.2f ms", percentile(values, 0.5) * 1000, percentile(values, 0.95) * 1000,
               (values.max() ?? 0) * 1000)
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
    }

    /// Every translated form of the corpus's catalogs, every language pair.
    static func corpusUnits(_ folder: String) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix(".xcstrings") }.sorted() ?? []
        for name in names {
            let path = folder + "/" + name
            guard let data = FileManager.default.contents(atPath: path), let catalog = try? CatalogReader.read(data) else { continue }
            units += catalog.translationUnits(catalogPath: path)
        }
        return units
    }

    /// Pseudo-words of two to four syllables.
    static func vocabulary(_ count: Int, _ random: inout SplitMix64) -> [String] {
        let syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "shi", "po", "ven", "dar", "el", "qu", "bri", "to", "san", "fe", "gor", "li", "mun", "ex"]
        var words = Set<String>()
        while words.count < count {
            words.insert((0..<(2 + random.below(3))).map { _ in syllables[random.below(syllables.count)] }.joined())
        }
        return words.sorted()
    }

    /// A word, the common ones far more often (as in real text: “the”, “to”, “your”).
    static func word(_ vocabulary: [String], _ random: inout SplitMix64) -> String {
        let u = Double(random.below(1_000_000)) / 1_000_000
        return vocabulary[min(vocabulary.count - 1, Int(pow(u, 3) * Double(vocabulary.count)))]
    }

    static func sentence(_ vocabulary: [String], _ random: inout SplitMix64) -> String {
        var words = (0..<(2 + random.below(13))).map { _ in word(vocabulary, &random) }
        switch random.below(6) {
        case 0: words.insert("%@", at: random.below(words.count))
        case 1: words.insert("%lld", at: random.below(words.count))
        default: break
        }
        let text = words.joined(separator: " ")
        // Some capitalised, some with a full stop: folding and punctuation are part of a lookup.
        return (random.below(2) == 0 ? text.prefix(1).uppercased() + text.dropFirst() : text) + (random.below(3) == 0 ? "." : "")
    }

    static func generated(_ count: Int, vocabulary: [String], _ random: inout SplitMix64) -> [TranslationUnit] {
        (0..<count).map { index in
            let source = sentence(vocabulary, &random)
            return TranslationUnit(sourceText: source, sourceLanguage: "en", targetLanguage: "de", targetText: source.uppercased(),
                                   origin: UnitOrigin(catalogPath: "Generated\(index / 5_000).xcstrings", key: source, form: .root))
        }
    }

    /// `text` with one word replaced, dropped or added.
    static func nearly(_ text: String, vocabulary: [String], _ random: inout SplitMix64) -> String {
        var words = text.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return text }
        let position = random.below(words.count)
        switch random.below(3) {
        case 0: words[position] = word(vocabulary, &random)
        case 1 where words.count > 1: words.remove(at: position)
        default: words.insert(word(vocabulary, &random), at: position)
        }
        return words.joined(separator: " ")
    }

    /// The process's resident memory now, from /proc (0 where there is none).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

extension SplitMix64 {
    /// A number in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
