import MachineTranslation
import Testing
@testable import EditorUI
import CatalogEditor
import StringCatalogKit
import TerminalUI

@Suite("Golden screens of machine translation (T)")
struct MachineTranslationGoldenTests {
    let key = "%lld feeders need a refill"

    func state(width: Int, height: Int) throws -> EditorState {
        try SampleProjectFixture.state(width: width, height: height, language: "ar", selecting: key)
    }

    @Test("While the provider works the status line says so, past the message that started it; the drafts then show as to review")
    func running() throws {
        var state = try state(width: 100, height: 30)
        let effects = state.reduce(.machineTranslate)
        guard case .machineTranslate(let job)? = effects.first else {
            Issue.record("T sent nothing: \(effects)")
            return
        }
        GoldenScreen.check(EditorRenderer.render(state), "machine-translation-running-100x30")
        state.reduce(.moveDown)
        let later = EditorRenderer.render(state).text()
        #expect(later.contains("translating into ar…") && !later.contains("Translating “"))
        var small = try self.state(width: 60, height: 16)
        small.reduce(.machineTranslate)
        small.reduce(.moveDown)
        GoldenScreen.check(EditorRenderer.render(small), "machine-translation-running-60x16")

        state.reduce(.moveUp)
        let drafts = ["zero", "one", "two", "few", "many", "other"].map { category in
            Draft(key: key, language: "ar", form: FormPath(plural: category), value: "%lld مغذيات تحتاج إلى إعادة تعبئة")
        }
        state.reduce(.machineTranslationFinished(id: job.id, .drafted(drafts: drafts, state: .needsReview, rejected: [], skipped: [:])))
        GoldenScreen.check(EditorRenderer.render(state), "machine-translation-drafted-100x30")
    }
}
