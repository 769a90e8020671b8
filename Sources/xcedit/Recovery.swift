#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CatalogEditor
import StringCatalog

/// Writes a recovery copy (`<catalog>.xcedit-recovery`) beside each catalog with unsaved
/// changes, when SIGTERM, SIGHUP, SIGINT or SIGQUIT ends the editor before the user could
/// save. Returns a
/// line per catalog for standard error, to be printed once the terminal is restored.
@MainActor
func writeRecoveryCopies(_ state: EditorState) -> [String] {
    let documents = state.documents.filter { $0.isModified }
    var report: [String] = []
    for document in documents {
        do {
            try RecoveryCopy.write(document.catalog, for: document.path)
            report.append("xcedit: unsaved changes to \(document.path) kept in \(RecoveryCopy.path(for: document.path))")
        } catch {
            report.append("xcedit: unsaved changes to \(document.path) could not be kept: \(error)")
        }
    }
    return report
}

/// Writes `lines` to standard error with write(2): after a hang-up the terminal is gone,
/// and a failed write must not stop the exit.
func printToStandardError(_ lines: [String]) {
    for line in lines {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            offset += n
        }
    }
}
