import Foundation
import Interchange
import StringCatalogKit

/// The translator hand-off's work beyond reading and writing the catalog, measured inside
/// one process (`xcedit-bench exchange-phases FILE --lang CODE`): export from the parsed
/// catalog to the bundle's bytes, reading the exported `.xliff`, and the import's merge into
/// the catalog without that language. Quick to rerun while tuning, free of process start,
/// file reading and the catalog's own parse and save.
struct ExchangePhases {
    /// `CatalogUnits(…).units()`: the units of one language, sorted.
    var units: [Double] = []
    /// `XLIFFWriter.bytes` of the document.
    var xliffWrite: [Double] = []
    /// The `Source Contents` copy of the catalog, reduced and serialized.
    var sourceContents: [Double] = []
    /// Everything from the parsed catalog to the bundle's bytes (the three above and
    /// `contents.json`).
    var export: [Double] = []
    /// `XLIFFReader.read` of the exported file.
    var read: [Double] = []
    /// `CatalogImport.apply` of that file into the catalog without the language.
    var apply: [Double] = []
    /// What the last import did, to see that it did the work.
    var summary = CatalogImport.Summary()
    /// The exported `.xliff`, for Python to parse.
    var xliff: [UInt8] = []
    var unitCount = 0

    static let original = "App/Bench.xcstrings"

    /// Measures `runs` times; fails the benchmark when the export cannot be read back.
    /// `only` ("export", "read" or "apply") repeats that phase alone, the others run once:
    /// for a profiler. `cpu`: the process's CPU time instead of wall time, for a machine
    /// busy with other work (threads the library starts are counted too).
    static func measure(_ catalog: StringCatalog, language: String, runs: Int, only: String? = nil, cpu: Bool = false) -> ExchangePhases {
        func time(_ body: () -> Void) -> Double { cpu ? Measure.processCPUTime(body) : Measure.time(body) }
        func repeats(_ phase: String) -> Int { only == nil || only == phase ? runs : 1 }
        let tool = XclocToolInfo(id: "xcedit", name: "xcedit", version: "bench", buildNumber: "bench")
        let project = LocalizationProject(root: "/", projectName: nil, developmentRegion: nil, knownRegions: [], catalogs: [original])
        let export = ProjectExport(project: project, catalogs: [(original, catalog)], tool: tool)
        var phases = ExchangePhases()
        var xliff: [UInt8] = []
        func document() -> XLIFFDocument {
            do { return try export.document(language: language) } catch { fail("\(error)") }
        }
        for _ in 0..<repeats("export") {
            // What the last run made is let go of before the clock starts.
            xliff = []
            var made = XLIFFDocument()
            var contents: [UInt8] = [], copy: [UInt8] = []
            let total = time {
                phases.units.append(time { made = document() })
                phases.xliffWrite.append(time { xliff = XLIFFWriter.bytes(made) })
                phases.sourceContents.append(time { copy = CatalogWriter.bytes(SourceContents.reduced(catalog)) })
                contents = export.contents(language: language).bytes()
            }
            phases.export.append(total)
            if contents.isEmpty || copy.isEmpty { fail("the export wrote nothing") }
        }
        phases.xliff = xliff
        var read = XLIFFDocument()
        for _ in 0..<repeats("read") {
            read = XLIFFDocument()
            phases.read.append(time {
                do { read = try XLIFFReader.read(xliff) } catch { fail("the export could not be read back: \(error)") }
            })
        }
        guard let file = read.files.first else { fail("the export has no <file>") }
        phases.unitCount = file.units.count
        for _ in 0..<repeats("apply") {
            // A fresh catalog without the language each time, each string's languages owned
            // by it alone, as in `xcedit import` (not timed).
            var stripped = catalog
            for i in stripped.strings.indices { stripped.modifyString(at: i) { _ = $0.localizations?.remove(language) } }
            var summary = CatalogImport.Summary()
            phases.apply.append(time { summary = CatalogImport().apply(file, language: language, to: &stripped) })
            phases.summary = summary
        }
        return phases
    }

    /// Python's `xml.etree` parse of the same bytes, timed inside the interpreter (nil when
    /// python3 is missing).
    static func pythonParseTimes(_ xliff: [UInt8], runs: Int) -> [Double]? {
        guard let python = Measure.which("python3") else { return nil }
        let path = NSTemporaryDirectory() + "xcedit-bench-exchange-\(getpid()).xliff"
        guard FileManager.default.createFile(atPath: path, contents: Data(xliff)) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = "import sys, time, xml.etree.ElementTree as ET\nt = time.perf_counter()\nET.parse(sys.argv[1])\nprint(time.perf_counter() - t)"
        return (0..<runs).compactMap { _ in
            Double(Measure.capture(python, ["-c", script, path]).trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    func report(python: [Double]?) -> [String] {
        func row(_ name: String, _ seconds: [Double]) -> String {
            name.padding(toLength: 44, withPad: " ", startingAt: 0) + Measure.summary(seconds)
        }
        var lines = [
            row("export: units of the language", units),
            row("export: XLIFF writing", xliffWrite),
            row("export: Source Contents copy", sourceContents),
            row("export: parsed catalog to bundle bytes", export),
            row(String(format: "XLIFF read (%.1f MB, %d units)", Double(xliff.count) / 1_048_576, unitCount), read),
        ]
        if let python, !python.isEmpty { lines.append(row("python3 xml.etree parse, in process", python)) }
        lines.append(row("import apply into the catalog without it", apply))
        lines.append("  import: \(summary.added) added, \(summary.changed) changed, \(summary.unchanged) unchanged, "
                     + "\(summary.skipped) skipped, \(summary.unknownKeys.count) unknown keys, \(summary.sourceChanged.count) sources changed")
        return lines
    }
}
