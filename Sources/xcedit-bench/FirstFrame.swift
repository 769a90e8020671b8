import Foundation

/// Time from launching `xcedit FILE` in a terminal to its first frame on screen, and to the
/// moment it can be edited, measured through a private tmux server: the pane is polled
/// every few milliseconds for the sidebar's title, then until the table's title counts
/// every string (every 25 ms). Polling adds up to one interval to each figure.
enum FirstFrame {
    /// Peak memory of the editor in the last run (VmHWM of the pane's process), in bytes.
    nonisolated(unsafe) static var lastPeakMemory: Int?
    /// Launch to editable in each run of the last measure: until the title counts every
    /// string (a large catalog opens on its first strings while it is read whole); the
    /// first frame where it never showed only those.
    nonisolated(unsafe) static var lastEditable: [Double] = []

    static func measure(xcedit: String, file: String, runs: Int) -> [Double]? {
        guard let tmux = Measure.which("tmux") else { return nil }
        let socket = "xcedit-bench-\(getpid())"
        func tmuxRun(_ arguments: [String]) -> String {
            Measure.capture(tmux, ["-L", socket, "-f", "/dev/null"] + arguments)
        }
        var times: [Double] = []
        lastEditable = []
        for _ in 0..<runs {
            let start = Measure.now()
            _ = tmuxRun(["new-session", "-d", "-x", "200", "-y", "50", "TERM=tmux-256color '\(xcedit)' '\(file)'"])
            var seen = false
            while Measure.now() - start < 30 {
                if tmuxRun(["capture-pane", "-p"]).contains("Languages") { seen = true; break }
                usleep(5_000)
            }
            let elapsed = Measure.now() - start
            // Editable once the title counts every string ("20000 of 20000 shown"; while the
            // catalog is read it says "first 200 shown"): a capture taken while a frame is
            // being drawn may lack the status line, the title comes first. Polled less
            // often: each capture starts a tmux client, which takes the cores from the read.
            while seen && Measure.now() - start < 30
                && tmuxRun(["capture-pane", "-p"]).range(of: #" of [0-9]+ shown"#, options: .regularExpression) == nil { usleep(25_000) }
            let editable = Measure.now() - start
            // Filter once, so that the peak includes the search index too.
            _ = tmuxRun(["send-keys", "/", "f", "e", "e", "d"])
            let filterStart = Measure.now()
            while Measure.now() - filterStart < 10, !tmuxRun(["capture-pane", "-p"]).contains("/feed") { usleep(5_000) }
            let pid = tmuxRun(["display", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
            if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
               let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
                lastPeakMemory = kilobytes * 1024
            }
            _ = tmuxRun(["kill-server"])
            if seen {
                times.append(elapsed)
                lastEditable.append(editable)
            }
        }
        return times.isEmpty ? nil : times
    }
}
