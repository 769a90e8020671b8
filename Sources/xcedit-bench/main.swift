import CatalogFiles
import CatalogFixtures
import Foundation
import StringCatalogKit
import Interchange

// xcedit's benchmark: generates a deterministic catalog and measures xcedit next to Python's
// json module on the same file, in the same run, so that the ratios mean something on any
// machine. Build it in release mode: `swift build -c release`, then
// `.build/release/xcedit-bench` (options: --strings N --languages N --runs N --keep DIR).

struct Options {
    var strings = 20_000
    var languages = 40
    var runs = 5
    var seed: UInt64 = 2026
    var keep: String?
    var generateOnly: String?
    var shape = CatalogShape.standard
    var phasesOf: String?
    var editorOf: String?
    var firstFrameOf: String?
    var bundleSaveOf: String?
    var cpu = false
    var strip: (String, String)?
    var exchangeOf: String?
    var language = ExchangeBenchmark.language
    var onlyPhase: String?
    var mergeInputs: (String, String, String, String)?
    var syncProjectTo: String?
    var syncPhasesOf: String?
    var hostileGrowth = false
    var legacyPhasesOf: String?
    var syncFiles = 2_000
    var syncSitesPerFile = 9
    var memory = false
    var memoryCorpus: String?
    var memoryUnits = 200_000
    var memoryQueries = 3_000
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    func value(_ name: String) -> String {
        guard let v = arguments.popFirst() else { fail("\(name) needs a value") }
        return v
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--strings": options.strings = Int(value(argument)) ?? options.strings
        case "--languages": options.languages = min(Int(value(argument)) ?? options.languages, CatalogGenerator.languages.count)
        case "--runs": options.runs = max(1, Int(value(argument)) ?? options.runs)
        case "--seed": options.seed = UInt64(value(argument)) ?? options.seed
        case "--keep": options.keep = value(argument)
        case "generate": options.generateOnly = value(argument)
        case "--shape":
            let name = value(argument)
            guard let shape = CatalogShape(rawValue: name) else {
                fail("unknown shape \(name) (one of \(CatalogShape.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            options.shape = shape
        case "phases": options.phasesOf = value(argument)
        case "editor": options.editorOf = value(argument)
        case "first-frame": options.firstFrameOf = value(argument)
        case "bundle-save": options.bundleSaveOf = value(argument)
        case "--cpu": options.cpu = true
        case "strip": options.strip = (value(argument), value(argument))
        case "merge-inputs": options.mergeInputs = (value(argument), value(argument), value(argument), value(argument))
        case "exchange-phases": options.exchangeOf = value(argument)
        case "--lang": options.language = value(argument)
        case "--only": options.onlyPhase = value(argument)
        case "sync-project": options.syncProjectTo = value(argument)
        case "sync-phases": options.syncPhasesOf = value(argument)
        case "hostile-growth": options.hostileGrowth = true
        case "memory": options.memory = true
        case "--corpus": options.memoryCorpus = value(argument)
        case "--units": options.memoryUnits = max(1, Int(value(argument)) ?? options.memoryUnits)
        case "--queries": options.memoryQueries = max(3, Int(value(argument)) ?? options.memoryQueries)
        case "legacy-phases": options.legacyPhasesOf = value(argument)
        case "--files": options.syncFiles = max(1, Int(value(argument)) ?? options.syncFiles)
        case "--sites": options.syncSitesPerFile = max(1, Int(value(argument)) ?? options.syncSitesPerFile)
        case "--help", "-h":
            print("usage: xcedit-bench [--strings N] [--languages N] [--runs N] [--seed N] [--keep DIR]\n       xcedit-bench generate FILE [--shape standard|varied|many-strings] [--strings N] [--languages N] [--seed N]\n       xcedit-bench phases FILE [--runs N]   (parse, statistics, checks of one catalog, in-process, after the editor's launch by phase when the catalog is large; of a .xcloc or .xliff: the editor's phases to its first frame)\n       xcedit-bench editor FILE [--cpu]      (keystrokes of the editor on one catalog, or on a .xcloc or .xliff in its all-files view, in-process; --cpu: CPU time)\n       xcedit-bench first-frame PATH [--runs N]   (launch of the editor on a catalog, folder, .xcloc or .xliff to its first frame and to editable, through tmux)\n       xcedit-bench bundle-save BUNDLE [--runs N] [--cpu]   (Ctrl-S in the editor on a copy of a .xcloc or .xliff, one string edited before each, in-process; --cpu: CPU time)\n       xcedit-bench exchange-phases FILE [--lang CODE] [--runs N] [--only PHASE] [--cpu]   (export to bytes, XLIFF read, import merge of one language, in-process; --only export|read|apply repeats one, for a profiler; --cpu: CPU time)\n       xcedit-bench sync-project DIR [--files N] [--sites N] [--seed N]   (writes the sync benchmark's generated Xcode project)\n       xcedit-bench sync-phases DIR [--runs N]   (reading the sources of a project against extracting from them, in-process)\n       xcedit-bench hostile-growth [--runs N]   (inputs that were read in quadratic time, at 1× and 10×: nested groups, nested localized functions, nested conditionals)\n       xcedit-bench legacy-phases FILE [--runs N] [--only compile|migrate] [--cpu]   (compile of a catalog to LANG.lproj files and migrate of those back, phase by phase, in-process; --only repeats one command's phases, for a profiler)\n       xcedit-bench memory [--units N] [--queries N] [--corpus DIR] [--seed N]   (translation memory: index build time and size, lookup p50/p95/max of exact, near and unrelated texts, CPU time; over a generated memory and the catalogs in DIR, each of their texts against the rest, and DIR read as memory.paths without, into and from the cache)")
            exit(0)
        default: fail("unknown argument \(argument)")
        }
    }
    return options
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("xcedit-bench: \(message)\n".utf8))
    exit(2)
}

let options = parseOptions()

func generate(to path: String) -> [UInt8] {
    let catalog = options.shape.catalog(seed: options.seed, strings: options.strings, languages: options.languages)
    let bytes = CatalogWriter.bytes(catalog)
    do { try CatalogFile.writeAtomically(bytes, to: path) } catch { fail("\(error)") }
    return bytes
}

// The catalog without the exchange benchmark's language, to import into (in a child process,
// for the same reason as `generate`).
if let (path, output) = options.strip {
    do { try ExchangeBenchmark.stripLanguage(from: path, to: output) } catch { fail("\(error)") }
    exit(0)
}

// OURS, THEIRS and the expected result of the merge benchmark (in a child process, too).
if let (path, ours, theirs, expected) = options.mergeInputs {
    do { try MergeBenchmark.writeInputs(from: path, ours: ours, theirs: theirs, expected: expected) } catch { fail("\(error)") }
    exit(0)
}

if let path = options.generateOnly {
    let bytes = generate(to: path)
    print("\(path): \(options.shape.rawValue), \(options.strings) strings × \(options.languages) languages, \(bytes.count) bytes")
    exit(0)
}

// In-process phases of one existing catalog: quick to rerun while tuning, and free of the
// noise of process start and file reading.
if let path = options.phasesOf {
    // A translator's bundle: the editor's phases up to its first frame.
    if XclocEditing.isExchangePath(path) {
        do {
            BundlePhases.report(try BundlePhases.measure(path, runs: options.runs)).forEach { print($0) }
            print("Ctrl-S after editing one string         " + Measure.summary(try BundleSave.measure(path, runs: options.runs)))
        } catch { fail("\(error)") }
        exit(0)
    }
    // A large catalog: the editor's launch, as it runs it, first.
    if let launch = LaunchPhases.measure(path, runs: options.runs) {
        print("The editor's launch, in-process:")
        LaunchPhases.report(launch).forEach { print($0) }
        print("The library's phases:")
    }
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    let phases = LibraryPhases.measure([UInt8](data), runs: options.runs, expectRoundTrip: false)
    print("parse into the model             " + Measure.summary(phases.parse))
    print("statistics over the model        " + Measure.summary(phases.statistics))
    print("statistics update, one string    " + String(format: "%8.1f µs", Measure.median(phases.statisticsUpdate) * 1e6))
    print("all checks (lint)                " + Measure.summary(phases.checks))
    print("error and warning checks (stats) " + Measure.summary(phases.warningChecks))
    print("serialization                    " + Measure.summary(phases.serialize))
    if !phases.scopedRead.isEmpty {
        print("check of Xcode's layout          " + Measure.summary(phases.layoutScan))
        print("read of one language (+ source)  " + Measure.summary(phases.scopedRead))
        print("splice of that language          " + Measure.summary(phases.splice))
    }
    exit(0)
}

// The translator hand-off's own work for one language of an existing catalog, in-process.
if let root = options.syncProjectTo {
    var generator = SyncProjectGenerator(seed: options.seed)
    do {
        let sites = try generator.write(to: root, files: options.syncFiles, callSitesPerFile: options.syncSitesPerFile)
        print("\(root): \(options.syncFiles) Swift files, \(sites) localizable call sites")
    } catch { fail("\(error)") }
    exit(0)
}

if options.hostileGrowth {
    do { try HostileGrowth.report(runs: options.runs).forEach { print($0) } } catch { fail("\(error)") }
    exit(0)
}

if let root = options.syncPhasesOf {
    SyncPhases.report(SyncPhases.measure(root, runs: options.runs)).forEach { print($0) }
    exit(0)
}

if options.memory {
    print("Load average at the start: \(Measure.loadAverage())")
    MemoryBenchmark.run(corpus: options.memoryCorpus, units: options.memoryUnits, queries: options.memoryQueries, seed: options.seed)
    print("Load average at the end: \(Measure.loadAverage())")
    exit(0)
}

if let path = options.legacyPhasesOf {
    print("Load average at the start: \(Measure.loadAverage())")
    print(options.cpu ? "CPU time of the process in each phase:" : "Wall-clock time of each phase:")
    LegacyPhases.measure(path, runs: options.runs, only: options.onlyPhase, cpu: options.cpu).report().forEach { print($0) }
    print("Load average at the end: \(Measure.loadAverage())")
    exit(0)
}

if let path = options.exchangeOf {
    guard let data = FileManager.default.contents(atPath: path), let catalog = try? CatalogReader.read([UInt8](data)) else { fail("cannot read \(path)") }
    print("Load average at the start: \(Measure.loadAverage())")
    print(options.cpu ? "CPU time of the process in each phase:" : "Wall-clock time of each phase:")
    let phases = ExchangePhases.measure(catalog, language: options.language, runs: options.runs, only: options.onlyPhase, cpu: options.cpu)
    let python = options.onlyPhase == nil ? ExchangePhases.pythonParseTimes(phases.xliff, runs: options.runs) : nil
    phases.report(python: python).forEach { print($0) }
    print("Load average at the end: \(Measure.loadAverage())")
    exit(0)
}

// The editor's keystrokes on one existing catalog, or on a translator's bundle in its
// all-files view, in-process.
if let path = options.editorOf {
    guard let open = EditorBenchmark.opening(path) else { fail("cannot read \(path)") }
    // --cpu: the thread's CPU time, for a machine busy with other work.
    let cpu = options.cpu
    print(cpu ? "CPU time of each step:" : "Wall-clock time of each step:")
    EditorBenchmark.report(EditorBenchmark.run(cpu: cpu, open)).forEach { print($0) }
    // A terminal tall enough that the inspector shows the string in every language.
    print("At 200×120, the inspector showing every language of the string:")
    EditorBenchmark.report(EditorBenchmark.run(width: 200, height: 120, cpu: cpu, open), width: 200, height: 120).forEach { print($0) }
    exit(0)
}

// Ctrl-S on a translator's bundle, alone: what a profiler or callgrind runs.
if let path = options.bundleSaveOf {
    do { print("Ctrl-S after editing one string  " + Measure.summary(try BundleSave.measure(path, runs: options.runs, cpu: options.cpu))) } catch { fail("\(error)") }
    exit(0)
}

// The editor's launch on any input (a catalog, a folder, a translator's .xcloc or .xliff).
if let path = options.firstFrameOf {
    let xcedit = Measure.siblingExecutable("xcedit")
    guard let frames = FirstFrame.measure(xcedit: xcedit, file: path, runs: options.runs) else { fail("no first frame measured (tmux missing, or the editor did not open \(path))") }
    print("launch to first frame (tmux, 200×50)  " + Measure.summary(frames))
    print("launch to editable (tmux, 200×50)     " + Measure.summary(FirstFrame.lastEditable))
    if let peak = FirstFrame.lastPeakMemory { print(String(format: "peak memory after a filter           %7.1f MB", Double(peak) / 1_048_576)) }
    exit(0)
}

let folder = options.keep ?? NSTemporaryDirectory() + "xcedit-bench-\(getpid())"
try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { if options.keep == nil { try? FileManager.default.removeItem(atPath: folder) } }

let catalogPath = folder + "/Bench.xcstrings"
print("Generating \(options.strings) strings × \(options.languages) languages (seed \(options.seed)) …")
// Generated by a child process: Linux carries a parent's peak memory into the children it
// spawns, so this process must stay small until the commands have been measured.
let generatorRun = Measure.process(Measure.siblingExecutable("xcedit-bench"), [
    "generate", catalogPath, "--strings", "\(options.strings)", "--languages", "\(options.languages)", "--seed", "\(options.seed)",
], runs: 1)
guard generatorRun.count == 1, let fileSize = (try? FileManager.default.attributesOfItem(atPath: catalogPath))?[.size] as? Int else {
    fail("could not generate the catalog")
}
print(String(format: "  %@: %.1f MB", catalogPath, Double(fileSize) / 1_048_576))

let xcedit = Measure.siblingExecutable("xcedit")
guard FileManager.default.isExecutableFile(atPath: xcedit) else { fail("build xcedit first (\(xcedit) missing)") }
guard let python = Measure.which("python3") else { fail("python3 not found") }

// A copy with a final newline is not in Xcode's layout, so `fmt` must rewrite all of it.
let unformattedPath = folder + "/Unformatted.xcstrings"
func prepareUnformatted() {
    _ = Measure.process("/bin/sh", ["-c", "cat \"$0\" > \"$1\" && printf '\\n' >> \"$1\"", catalogPath, unformattedPath], runs: 1)
}
let pythonOutPath = folder + "/python-out.json"

let pythonLoad = "import json,sys\nwith open(sys.argv[1], encoding='utf-8') as f: json.load(f)"
let pythonRoundTrip = """
import json,sys
with open(sys.argv[1], encoding='utf-8') as f: d = json.load(f)
s = json.dumps(d, indent=2, separators=(',', ' : '), sort_keys=True, ensure_ascii=False)
with open(sys.argv[2], 'w', encoding='utf-8') as f: f.write(s)
"""
let pythonPhases = """
import json,sys,time
t0 = time.perf_counter()
with open(sys.argv[1], encoding='utf-8') as f: d = json.load(f)
t1 = time.perf_counter()
s = json.dumps(d, indent=2, separators=(',', ' : '), sort_keys=True, ensure_ascii=False)
t2 = time.perf_counter()
print(t1 - t0, t2 - t1)
"""

print("Measuring, \(options.runs) runs each (median, [min–max]) …")
// Other work on the machine slows every row alike; ratios in one run stay comparable.
let loadBefore = Measure.loadAverage()
print("Load average at the start: \(loadBefore)\n")

// `stats` and Python's load, whose ratio has a target, alternate run by run.
let (statsRuns, pyLoadRuns) = Measure.alternating((xcedit, ["stats", catalogPath]), (python, ["-c", pythonLoad, catalogPath]), runs: options.runs)
let lintRuns = Measure.process(xcedit, ["lint", catalogPath], runs: options.runs, accepting: [0, 1])

// `stats` on a catalog of each other shape of about the same size, next to Python's load of
// the same file: the ratio must hold whatever the shape. Each file is generated by a child
// process (as the main one) and removed once measured.
var otherShapes: [(shape: CatalogShape, megabytes: Double, stats: [Double], python: [Double])] = []
for shape in CatalogShape.allCases where shape != .standard {
    let path = folder + "/Shape-\(shape.rawValue).xcstrings"
    _ = Measure.process(Measure.siblingExecutable("xcedit-bench"), [
        "generate", path, "--shape", shape.rawValue, "--strings", "\(options.strings)", "--languages", "\(options.languages)", "--seed", "\(options.seed)",
    ], runs: 1)
    let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    guard size > 0 else { fail("could not generate the \(shape.rawValue) catalog") }
    let (stats, load) = Measure.alternating((xcedit, ["stats", path]), (python, ["-c", pythonLoad, path]), runs: options.runs)
    otherShapes.append((shape, Double(size) / 1_048_576, stats.map(\.seconds), load.map(\.seconds)))
    try? FileManager.default.removeItem(atPath: path)
}
let fmtRuns = Measure.process(xcedit, ["fmt", unformattedPath], runs: options.runs, prepare: prepareUnformatted)
let pyRoundTripRuns = Measure.process(python, ["-c", pythonRoundTrip, catalogPath, pythonOutPath], runs: options.runs)

// The legacy formats: compile the catalog into LANG.lproj folders, then migrate those back.
let compiledFolder = folder + "/compiled"
let migratedPath = compiledFolder + "/Bench.xcstrings"
let compileRuns = Measure.process(xcedit, ["compile", catalogPath, "--output-directory", compiledFolder], runs: options.runs,
                                  prepare: { try? FileManager.default.removeItem(atPath: compiledFolder) })
let migrateRuns = Measure.process(xcedit, ["migrate", compiledFolder, "--source-language", "en"], runs: options.runs,
                                  prepare: { try? FileManager.default.removeItem(atPath: migratedPath) })

// The translator hand-off: export one language, import the bundle into the catalog without it.
let projectFolder = folder + "/Project"
let exportFolder = folder + "/Exported"
let exportedXLIFF = exportFolder + "/\(ExchangeBenchmark.language).xcloc/Localized Contents/\(ExchangeBenchmark.language).xliff"
let strippedPath = folder + "/Stripped.xcstrings"
try? FileManager.default.createDirectory(atPath: projectFolder + "/App", withIntermediateDirectories: true)
_ = Measure.process("/bin/cp", [catalogPath, projectFolder + "/App/Bench.xcstrings"], runs: 1)
sync()
let exportRuns = Measure.process(xcedit, ["export", projectFolder, "--lang", ExchangeBenchmark.language, "--out", exportFolder], runs: options.runs)
let pyXMLRuns = Measure.process(python, ["-c", ExchangeBenchmark.pythonParse, exportedXLIFF], runs: options.runs)
_ = Measure.process(Measure.siblingExecutable("xcedit-bench"), ["strip", catalogPath, strippedPath], runs: 1)
let importRuns = Measure.process(xcedit, ["import", exportFolder + "/\(ExchangeBenchmark.language).xcloc", "--project", projectFolder], runs: options.runs,
                                 prepare: {
                                     // The copy's 170 MB go to disk before the import starts, so
                                     // that its own flush does not wait for the benchmark's setup.
                                     _ = Measure.process("/bin/cp", [strippedPath, projectFolder + "/App/Bench.xcstrings"], runs: 1)
                                     sync()
                                 })
let xliffSize = ((try? FileManager.default.attributesOfItem(atPath: exportedXLIFF))?[.size] as? Int) ?? 0

// The merge driver: both sides changed 1,000 strings of the catalog; git's line merge of the
// same three files is the peer (it conflicts where changes are near each other).
let mergeOurs = folder + "/MergeOurs.xcstrings", mergeTheirs = folder + "/MergeTheirs.xcstrings"
let mergeExpected = folder + "/MergeExpected.xcstrings", mergeOutput = folder + "/MergeOutput.xcstrings"
_ = Measure.process(Measure.siblingExecutable("xcedit-bench"), ["merge-inputs", catalogPath, mergeOurs, mergeTheirs, mergeExpected], runs: 1)
let mergeRuns = Measure.process(xcedit, ["merge", catalogPath, mergeOurs, mergeTheirs, "--output", mergeOutput], runs: options.runs)
let git = Measure.which("git")
let gitMergeRuns = git.map { Measure.process("/bin/sh", ["-c", "\"$0\" merge-file -p \"$1\" \"$2\" \"$3\" > /dev/null", $0, mergeOurs, catalogPath, mergeTheirs],
                                             runs: options.runs, accepting: Set(0...127)) } ?? []
let mergedOK = FileManager.default.contents(atPath: mergeOutput).map { $0 == FileManager.default.contents(atPath: mergeExpected) } ?? false

// Sync: a generated project of 2,000 Swift files, each run from its empty catalogs, next to
// reading every one of its files (the least a sync must do).
let syncProject = folder + "/SyncProject"
_ = Measure.process(Measure.siblingExecutable("xcedit-bench"), ["sync-project", syncProject, "--files", "\(options.syncFiles)",
                                                                 "--sites", "\(options.syncSitesPerFile)", "--seed", "\(options.seed)"], runs: 1)
let emptyCatalogs = SyncProjectGenerator.tables.map { table in
    (syncProject + "/App/\(table).xcstrings", FileManager.default.contents(atPath: syncProject + "/App/\(table).xcstrings") ?? Data())
}
func emptySyncCatalogs() {
    for (path, bytes) in emptyCatalogs where !FileManager.default.createFile(atPath: path, contents: bytes) {
        fail("could not reset \(path) before a sync run")
    }
}
let pythonReadSources = "import os,sys\nfor d,_,fs in os.walk(sys.argv[1]):\n  for f in fs:\n    if f.endswith('.swift'):\n      open(os.path.join(d,f),'rb').read()"
let pyReadSourcesRuns = Measure.process(python, ["-c", pythonReadSources, syncProject], runs: options.runs)
let syncRuns = Measure.process(xcedit, ["sync", syncProject], runs: options.runs, prepare: emptySyncCatalogs)
let syncedKeys = SyncProjectGenerator.tables.map { table in
    (try? CatalogFile.open(syncProject + "/App/\(table).xcstrings").catalog.strings.count) ?? 0
}.reduce(0, +)

// From here on this process holds the catalog itself.
let canonical = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: catalogPath))) ?? Data())
let formattedOK = (try? Data(contentsOf: URL(fileURLWithPath: unformattedPath))) == Data(canonical)

// Migrating the compiled files must give back every value and form of the catalog.
var roundTripProblem: String? = "the migrated catalog could not be read"
if let original = try? CatalogReader.read(canonical), let migrated = try? CatalogFile.open(migratedPath).catalog {
    roundTripProblem = InterchangeRoundTrip.difference(original: original, migrated: migrated)
}
let exchangeProblem = ExchangeBenchmark.roundTripProblem(canonical)

// Phases inside one process: xcedit's through the library, Python's as the script reports.
let phases = LibraryPhases.measure(canonical, runs: options.runs, expectRoundTrip: true)
var pyLoadTimes: [Double] = [], pyDumpTimes: [Double] = []
for _ in 0..<options.runs {
    let text = Measure.capture(python, ["-c", pythonPhases, catalogPath])
    let parts = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    if parts.count == 2 { pyLoadTimes.append(parts[0]); pyDumpTimes.append(parts[1]) }
}

func row(_ name: String, _ seconds: [Double], against peer: [Double]? = nil, target: Double? = nil) -> String {
    var line = name.padding(toLength: 44, withPad: " ", startingAt: 0) + Measure.summary(seconds)
    if let peer, !peer.isEmpty {
        let ratio = Measure.median(peer) / Measure.median(seconds)
        // Below 1 the peer is the faster one: say so rather than "0.3× faster".
        line += ratio >= 1 ? String(format: "   %5.1f× faster", ratio) : String(format: "   %5.1f× slower", 1 / ratio)
        if let target { line += String(format: " (target %.0f×: %@)", target, Measure.verdict(ratio >= target)) }
    }
    return line
}

print("Whole commands (wall time, process start to exit):")
print(row("  python3 json.load", pyLoadRuns.map(\.seconds)))
print(row("  xcedit stats", statsRuns.map(\.seconds), against: pyLoadRuns.map(\.seconds), target: 4))
for other in otherShapes {
    print(String(format: "  the %@ shape (%.1f MB):", other.shape.rawValue, other.megabytes))
    print(row("    python3 json.load", other.python))
    print(row("    xcedit stats", other.stats, against: other.python, target: 4))
}
let lintRatio = Measure.median(lintRuns.map(\.seconds)) / Measure.median(statsRuns.map(\.seconds))
print(row("  xcedit lint", lintRuns.map(\.seconds)) + String(format: "   %5.2f× stats (target ≤ 2×: %@)", lintRatio, Measure.verdict(lintRatio <= 2)))
print(row("  python3 load + dumps(indent=2) + write", pyRoundTripRuns.map(\.seconds)))
print(row("  xcedit fmt (load + byte-exact save)", fmtRuns.map(\.seconds), against: pyRoundTripRuns.map(\.seconds)))
let compileMedian = Measure.median(compileRuns.map(\.seconds))
// The budget is for the full 20,000 × 40 catalog.
let compileBudget = options.strings >= 20_000 && options.languages >= 40 ? "   (budget < 2 s: " + Measure.verdict(compileMedian < 2) + ")" : ""
// Compile and migrate have no peer on Linux: `stats` of the same file, in the same run, is
// the yardstick.
let statsMedian = Measure.median(statsRuns.map(\.seconds))
print(row("  xcedit compile (to LANG.lproj files)", compileRuns.map(\.seconds))
      + String(format: "   %5.2f× stats", compileMedian / statsMedian) + compileBudget)
let migrateMedian = Measure.median(migrateRuns.map(\.seconds))
print(row("  xcedit migrate (the compiled files back)", migrateRuns.map(\.seconds)) + String(format: "   %5.2f× stats", migrateMedian / statsMedian))
print(String(format: "Translator hand-off, one language (%@, %.1f MB of XLIFF):", ExchangeBenchmark.language, Double(xliffSize) / 1_048_576))
print(row("  python3 xml.etree.ElementTree.parse", pyXMLRuns.map(\.seconds)))
let exportMedian = Measure.median(exportRuns.map(\.seconds)), importMedian = Measure.median(importRuns.map(\.seconds))
print(row("  xcedit export --lang \(ExchangeBenchmark.language)", exportRuns.map(\.seconds), against: pyXMLRuns.map(\.seconds)) + " (budget < 1 s: " + Measure.verdict(exportMedian < 1) + ")")
print(row("  xcedit import of that bundle", importRuns.map(\.seconds), against: pyXMLRuns.map(\.seconds)) + " (budget < 1 s: " + Measure.verdict(importMedian < 1) + ")")
print("Merge driver, 1,000 changed strings on each side:")
if !gitMergeRuns.isEmpty { print(row("  git merge-file (line merge)", gitMergeRuns.map(\.seconds))) }
let mergeMedian = Measure.median(mergeRuns.map(\.seconds))
print(row("  xcedit merge", mergeRuns.map(\.seconds), against: gitMergeRuns.isEmpty ? nil : gitMergeRuns.map(\.seconds))
      + String(format: "   %5.2f× stats (target < 2×: %@)", mergeMedian / statsMedian, Measure.verdict(mergeMedian < 2 * statsMedian)))
print(String(format: "Sync, a generated project of %d Swift files (%d keys written to 2 catalogs):", options.syncFiles, syncedKeys))
print(row("  python3: read every source file", pyReadSourcesRuns.map(\.seconds)))
let syncMedian = Measure.median(syncRuns.map(\.seconds))
print(row("  xcedit sync", syncRuns.map(\.seconds), against: pyReadSourcesRuns.map(\.seconds)) + " (budget < 1 s: " + Measure.verdict(syncMedian < 1) + ")")
print("")
print("Phases inside one process:")
print(row("  python json.load", pyLoadTimes))
print(row("  xcedit parse into the model", phases.parse, against: pyLoadTimes))
print(row("  xcedit statistics over the model", phases.statistics))
print("  xcedit statistics update, one string".padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%8.1f µs", Measure.median(phases.statisticsUpdate) * 1e6))
print(row("  xcedit checks over the model (lint)", phases.checks))
print(row("  python json.dumps(indent=2, sort_keys)", pyDumpTimes))
print(row("  xcedit byte-exact serialization", phases.serialize, against: pyDumpTimes, target: 8))
print("")
let statsPeak = Measure.median(statsRuns.map { Double($0.maxResidentBytes) })
let fmtPeak = Measure.median(fmtRuns.map { Double($0.maxResidentBytes) })
let pyPeak = Measure.median(pyLoadRuns.map { Double($0.maxResidentBytes) })
print("Peak memory (max resident set size):")
print(String(format: "  xcedit stats  %7.1f MB = %.2f× the file%@", statsPeak / 1_048_576, statsPeak / Double(canonical.count), " (target < 3×: " + Measure.verdict(statsPeak < 3 * Double(canonical.count)) + ")"))
print(String(format: "  xcedit fmt    %7.1f MB = %.2f× the file", fmtPeak / 1_048_576, fmtPeak / Double(canonical.count)))
print(String(format: "  python3 load  %7.1f MB = %.2f× the file", pyPeak / 1_048_576, pyPeak / Double(canonical.count)))
print("")
if let frames = FirstFrame.measure(xcedit: xcedit, file: catalogPath, runs: options.runs) {
    print(row("Editor: launch to first frame (tmux, 200×50)", frames))
    print(row("Editor: launch to editable (tmux, 200×50)", FirstFrame.lastEditable))
    if let peak = FirstFrame.lastPeakMemory {
        let ratio = Double(peak) / Double(canonical.count)
        print(String(format: "Editor: peak memory after a filter %7.1f MB = %.2f× the file%@", Double(peak) / 1_048_576, ratio, " (target < 3×: " + Measure.verdict(ratio < 3) + ")"))
    }
    let bundle = exportFolder + "/\(ExchangeBenchmark.language).xcloc"
    if let bundleFrames = FirstFrame.measure(xcedit: xcedit, file: bundle, runs: options.runs) {
        print(row("Editor on the exported \(ExchangeBenchmark.language).xcloc: first frame", bundleFrames))
    }
} else {
    print("Editor: launch to first frame not measured (tmux not found)")
}
print("Editor, \(options.strings) strings × \(options.languages) languages, in one process (the filter's")
print("search text is built on the first keystroke, which the maximum shows):")
if let loaded = try? CatalogReader.read(canonical) {
    EditorBenchmark.report(EditorBenchmark.run(loaded)).forEach { print($0) }
}
let exportedBundle = exportFolder + "/\(ExchangeBenchmark.language).xcloc"
if let saves = try? BundleSave.measure(exportedBundle, runs: options.runs) {
    // In process: the save's own time, without a keystroke's way through tmux.
    print(row("Editor: Ctrl-S, one string of \(ExchangeBenchmark.language).xcloc", saves)
        + " (budget 0.1 s: " + Measure.verdict(Measure.median(saves) < 0.1) + ")")
}
print("")
print("fmt output byte-identical to the canonical file: \(formattedOK ? "yes" : "NO")")
print("compile then migrate gives back every value and form: \(roundTripProblem.map { "NO (\($0))" } ?? "yes")")
print("export then import gives back the catalog byte for byte: \(exchangeProblem.map { "NO (\($0))" } ?? "yes")")
print("merge gives both sides' changes byte for byte: \(mergedOK ? "yes" : "NO")")
print("Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores; spread between runs is shown as [min–max].")
print("Load average (1, 5, 15 min) at the start: \(loadBefore); at the end: \(Measure.loadAverage())")
if !formattedOK || roundTripProblem != nil || exchangeProblem != nil || !mergedOK { exit(1) }
