import CatalogFixtures
import Foundation
import StringCatalogKit
import TranslationMemory
import Interchange
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
            eachAgainstTheRest(units)
            cache(corpus)
        }
    }

    /// Every distinct source text of the corpus looked up in its own language pairs: a real
    /// text against the rest of the memory (its own exact entry found too, as in use), with
    /// how many found a similar, different source.
    static func eachAgainstTheRest(_ units: [TranslationUnit]) {
        guard !units.isEmpty else { return }
        let memory = TranslationMemory(units: units)
        var seen: Set<[String]> = []
        var times: [Double] = []
        var similar = 0
        for unit in units where seen.insert([unit.sourceText, unit.sourceLanguage, unit.targetLanguage]).inserted {
            var matches: [MemoryMatch] = []
            times.append(Measure.cpuTime {
                matches = memory.matches(for: unit.sourceText, sourceLanguage: unit.sourceLanguage, targetLanguage: unit.targetLanguage)
            })
            if matches.contains(where: { $0.score < 100 }) { similar += 1 }
        }
        print("    each corpus text against the rest (CPU), \(times.count) lookups")
        print("      " + percentiles(times) + "  " + Measure.verdict(percentile(times, 0.95) < budget) + "  (\(similar) with a similar, different source)")
    }

    /// The corpus read as `memory.paths`: parsed without a cache, parsed and cached (cold),
    /// from the cache by stat (warm), and by content after every file was touched; wall and
    /// process CPU time, on a copy of the catalogs in a temporary folder, median of 5.
    static func cache(_ corpus: String) {
        let scratch = NSTemporaryDirectory() + "xcedit-bench-memory-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let files = scratch + "/memory", cacheFolder = scratch + "/cache"
        try? FileManager.default.createDirectory(atPath: files, withIntermediateDirectories: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus))?.filter { MemoryFileKind.of($0) != nil } ?? []
        var bytes = 0
        for name in names {
            try? FileManager.default.copyItem(atPath: corpus + "/" + name, toPath: files + "/" + name)
            bytes += (try? FileManager.default.attributesOfItem(atPath: files + "/" + name)[.size] as? Int) ?? 0
        }
        let cache = MemoryCache(folder: cacheFolder)
        // Every language of the corpus: a memory for all of them is the largest read.
        let languages = Array(Set(corpusUnits(corpus).map(\.targetLanguage)))
        var units = 0
        /// Wall and process CPU time (every thread) of one read.
        func read(_ cache: MemoryCache?) -> (wall: Double, cpu: Double) {
            var wall = 0.0
            let cpu = Measure.processCPUTime {
                wall = Measure.time { units = MemorySources.read([files], languages: languages, alreadyRead: [], cache: cache).units.count }
            }
            return (wall, cpu)
        }
        func median(_ runs: Int, _ body: () -> (wall: Double, cpu: Double)) -> String {
            let times = (0..<runs).map { _ in body() }
            return String(format: "%6.1f / %6.1f ms", Measure.median(times.map(\.wall)) * 1000, Measure.median(times.map(\.cpu)) * 1000)
        }
        let uncached = median(5) { read(nil) }
        let cold = median(5) {
            try? FileManager.default.removeItem(atPath: cacheFolder)
            return read(cache)
        }
        let warm = median(5) { read(cache) }
        let byContent = median(5) {
            for name in names { utimes(files + "/" + name, nil) }
            return read(cache)
        }
        let cacheBytes = ((try? FileManager.default.contentsOfDirectory(atPath: cacheFolder)) ?? [])
            .reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: cacheFolder + "/" + $1)[.size] as? Int) ?? 0) }
        print("    the corpus as memory.paths: \(names.count) files, \(String(format: "%.1f", Double(bytes) / 1e6)) MB, \(units) units; cache \(String(format: "%.1f", Double(cacheBytes) / 1e6)) MB (wall / process CPU, median of 5)")
        print("      no cache \(uncached)   cold (parse + write cache) \(cold)")
        print("      warm, stat unchanged \(warm)   warm, touched (content hash, cache rewritten) \(byContent)")
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
