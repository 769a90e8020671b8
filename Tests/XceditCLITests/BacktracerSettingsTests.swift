import Testing
import XceditCLI

@Suite("The backtracer's settings for the editor")
struct BacktracerSettingsTests {
    @Test("interactive=no is added to what the user set, unless the last word already says so")
    func nonInteractive() {
        #expect(BacktracerSettings.nonInteractiveValue(from: nil) == "interactive=no")
        #expect(BacktracerSettings.nonInteractiveValue(from: "") == "interactive=no")
        #expect(BacktracerSettings.nonInteractiveValue(from: "enable=yes,color=no") == "enable=yes,color=no,interactive=no")
        #expect(BacktracerSettings.nonInteractiveValue(from: "interactive=yes") == "interactive=yes,interactive=no")
        #expect(BacktracerSettings.nonInteractiveValue(from: "interactive=no") == nil)
        #expect(BacktracerSettings.nonInteractiveValue(from: "interactive=no, color=no") == nil)
        #expect(BacktracerSettings.nonInteractiveValue(from: "interactive=no,interactive=tty") == "interactive=no,interactive=tty,interactive=no")
    }
}
