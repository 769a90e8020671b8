/// The problems one check finds in one form, one per kind with a count: a value with
/// 100,000 placeholders that all disagree with the source gives one line that says so, not
/// 100,000 lines, and only the first of each kind has its message built.
struct ProblemsByKind {
    private struct Entry {
        var kind: String
        var severity: ProblemSeverity
        var message: String
        var count: Int
    }

    private var entries: [Entry] = []
    /// False when the problems are only counted: no message is built then.
    private let keepsMessages: Bool

    init(keepsMessages: Bool = true) {
        self.keepsMessages = keepsMessages
    }

    /// Notes one problem of `kind`; `message` describes this first one of its kind (with
    /// this severity) and is not evaluated for the others.
    mutating func add(_ kind: String, _ severity: ProblemSeverity, _ message: @autoclosure () -> String) {
        // Few kinds per form: a scan is cheapest.
        if let i = entries.firstIndex(where: { $0.kind == kind && $0.severity == severity }) {
            entries[i].count += 1
        } else {
            entries.append(Entry(kind: kind, severity: severity, message: keepsMessages ? message() : "", count: 1))
        }
    }

    /// One message per kind, in the order the kinds were first met; a kind met more than
    /// once says how many more there are.
    var reported: [(severity: ProblemSeverity, message: String)] {
        entries.map { entry in
            let more = entry.count - 1
            guard more > 0, keepsMessages else { return (entry.severity, entry.message) }
            return (entry.severity, entry.message + " (and \(more) more like it)")
        }
    }
}
