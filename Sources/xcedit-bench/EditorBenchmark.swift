import CatalogEditor
import EditorUI
import Foundation
import Interchange
import StringCatalogKit

/// Keystroke latency of the editor on a loaded catalog, or on the files of a translator's
/// bundle (in the all-files view, where every step spans them all): reduce plus render, as
/// the run loop does for every key, at a large terminal size.
enum EditorBenchmark {
    struct Result {
        var open: Double
        var firstRender: Double
        var filterKeystrokes: [Double]
        var scrollSteps: [Double]
        var pageSteps: [Double]
        var languageSwitches: [Double]
        var problemJumps: [Double]
        /// `n`, to the next string to do (in a bundle, from file to file).
        var toDoJumps: [Double]
        /// Slices of work done while no key waits (folding the search text): a key pressed
        /// during one waits for it to end.
        var idleSlices: [Double]
        var goToKeystrokes: [Double]
        var fieldKeystrokes: [Double]
        var commits: [Double]
        var reviews: [Double]
        var undos: [Double]
        var bulkReview: Double
        var bulkCount: Int
    }

    /// `cpu`: measure the thread's CPU time instead of the wall clock (on a machine shared
    /// with other work, the wall clock mostly measures the waiting).
    static func run(_ catalog: StringCatalog, width: Int = 200, height: Int = 50, checker: CatalogChecker? = CatalogChecker(), cpu: Bool = false) -> Result {
        run(width: width, height: height, checker: checker, cpu: cpu) { [Document(path: "Bench.xcstrings", catalog: catalog)] }
    }

    /// What opens the editor's documents for `path`: a catalog, or the files of a bundle (read
    /// again each time); nil when it cannot be read.
    static func opening(_ path: String) -> (() -> [Document])? {
        if XclocEditing.isExchangePath(path) {
            guard (try? BundlePhases.documents(of: path)) != nil else { return nil }
            return { (try? BundlePhases.documents(of: path)) ?? [] }
        }
        guard let data = FileManager.default.contents(atPath: path), let catalog = try? CatalogReader.read([UInt8](data)) else { return nil }
        return { [Document(path: "Bench.xcstrings", catalog: catalog)] }
    }

    /// The same on the documents `open` makes (timed as the open step).
    static func run(width: Int = 200, height: Int = 50, checker: CatalogChecker? = CatalogChecker(), cpu: Bool = false, _ open: () -> [Document]) -> Result {
        func time(_ body: () -> Void) -> Double { cpu ? Measure.cpuTime(body) : Measure.time(body) }
        var documents: [Document] = []
        let opening = time { documents = open() }
        var state = EditorState(documents: documents, width: width, height: height, checker: checker, metrics: EditorRenderer.metrics)
        let firstRender = time { _ = EditorRenderer.render(state) }
        // The translator reads the first screen: the run loop works while no key waits.
        var idle: [Double] = []
        while state.hasWorkWhileIdle { idle.append(time { state.reduce(.workWhileIdle) }) }

        func step(_ commands: [Command]) -> Double {
            time {
                for command in commands { state.reduce(command) }
                _ = EditorRenderer.render(state)
            }
        }
        var filter: [Double] = [step([.startFilter])]
        for character in "feeder sync" { filter.append(step([.filterType(String(character))])) }
        for _ in 0..<4 { filter.append(step([.filterEdit(.deleteBackward)])) }
        filter.append(step([.filterClear]))
        let scroll = (0..<300).map { _ in step([.moveDown]) }
        let page = (0..<60).map { _ in step([.pageDown]) }
        let languages = (0..<8).map { _ in step([.nextLanguage]) }
        // x: the checks run on the strings passed over (cached afterwards).
        let problems = (0..<20).map { _ in step([.nextProblem]) }
        let toDo = (0..<100).map { _ in step([.nextToDo]) }
        // `:` and a key's beginning, letter by letter, then back.
        var goTo: [Double] = [step([.startGoToKey])]
        for character in "%lld garden" { goTo.append(step([.goToKeyType(String(character))])) }
        goTo.append(step([.goToKeyCancel]))
        // Editing: typing into a field (the live checks run on every render), committing
        // a value (recording the change, progress, caches, rows), r, and undo.
        var typing: [Double] = []
        var commits: [Double] = []
        var reviews: [Double] = []
        for round in 0..<40 {
            _ = step([.moveDown, .edit, .field(.deleteToEnd)])
            for character in "Übersetzung \(round) 翻訳" { typing.append(step([.field(.insert(String(character)))])) }
            // Enter commits and, as translators have it by default, opens the next string
            // to do; Esc closes that field before r.
            commits.append(step([.fieldCommit]))
            _ = step([.fieldCancel])
            reviews.append(step([.markForReview]))
        }
        let undos = (0..<40).map { _ in step([.undo]) }
        let shown = state.visibleRows.count
        let bulk = step([.markAllShownReviewed, .answer("y")])
        return Result(open: opening, firstRender: firstRender, filterKeystrokes: filter, scrollSteps: scroll, pageSteps: page, languageSwitches: languages,
                      problemJumps: problems, toDoJumps: toDo, idleSlices: idle, goToKeystrokes: goTo,
                      fieldKeystrokes: typing, commits: commits, reviews: reviews, undos: undos, bulkReview: bulk, bulkCount: shown)
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
    }

    static func report(_ result: Result, width: Int = 200, height: Int = 50) -> [String] {
        func line(_ name: String, _ values: [Double]) -> String {
            let median = Measure.median(values) * 1000
            let p95 = percentile(values, 0.95) * 1000
            let worst = (values.max() ?? 0) * 1000
            let verdict = "p95 under 16 ms: " + Measure.verdict(p95 < 16)
            return name.padding(toLength: 44, withPad: " ", startingAt: 0)
                + String(format: "median %6.2f ms  p95 %6.2f  max %6.2f  (%@)", median, p95, worst, verdict)
        }
        return [
            String(format: "  open (progress of every language)         %6.0f ms", result.open * 1000),
            String(format: "  first render at %d×%d %@%6.2f ms", width, height, String(repeating: " ", count: max(0, 26 - "\(width)×\(height)".count)), result.firstRender * 1000),
            String(format: "  work while idle: %d slices, median %.2f ms, max %.2f ms, %.0f ms in all", result.idleSlices.count,
                   Measure.median(result.idleSlices) * 1000, (result.idleSlices.max() ?? 0) * 1000, result.idleSlices.reduce(0, +) * 1000),
            line("  filter keystroke (reduce + render)", result.filterKeystrokes),
            line("  scroll step (reduce + render)", result.scrollSteps),
            line("  page step (reduce + render)", result.pageSteps),
            line("  language switch (reduce + render)", result.languageSwitches),
            line("  x, next problem (reduce + render)", result.problemJumps),
            line("  n, next string to do (reduce + render)", result.toDoJumps),
            line("  go to a key, per keystroke", result.goToKeystrokes),
            line("  typing into a field (reduce + render)", result.fieldKeystrokes),
            line("  Enter commits a value (reduce + render)", result.commits),
            line("  r / R on one string (reduce + render)", result.reviews),
            line("  undo (reduce + render)", result.undos),
            String(format: "  bulk mark reviewed, %d strings, one step  %6.0f ms", result.bulkCount, result.bulkReview * 1000),
        ]
    }
}
