import Foundation
@testable import Interchange
import MachineTranslation
import StringCatalogKit
import Testing

private let fakeProviderScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("EndToEnd/fake_provider.py").path

/// `python3 Tests/EndToEnd/fake_provider.py MODE`: a provider that needs no network.
private func fakeProvider(_ mode: String, timeout: Double = 20, environment extra: [String: String] = [:]) -> ProviderCommand {
    let environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
    return ProviderCommand("python3 '\(fakeProviderScript)' \(mode)", timeoutSeconds: timeout, environment: environment)
}

/// A scratch folder for one test, and the file in it where a hanging fake provider writes
/// its pid and its child's.
private final class PidsFolder {
    let folder = NSTemporaryDirectory() + "xcedit-provider-\(UUID().uuidString)"
    var pids: String { folder + "/pids" }

    init() throws { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// The processes listed that still run (after a few seconds' patience).
    func stillRunning() throws -> String {
        let output = try ProviderProcess.run("python3 '\(fakeProviderScript)' alive '\(pids)'", input: [],
                                             environment: ProcessInfo.processInfo.environment, timeout: 20, outputLimit: 1 << 16)
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

private let birds = CatalogString(key: "%lld birds", comment: "Birds at the feeder", localizations: KeyedList([
    ("en", Localization(variations: Variations(plural: KeyedList([
        ("one", Localization("%lld bird", state: .translated)), ("other", Localization("%lld birds", state: .translated)),
    ])))),
]))

private let catalog = StringCatalog(sourceLanguage: "en", strings: [
    birds,
    CatalogString(key: "Done", localizations: KeyedList([("en", Localization("Done", state: .translated)), ("de", Localization("Fertig", state: .translated))])),
    CatalogString(key: "Read the [guide](https://example.com/guide)"),
])

@Suite("Machine translation: the provider protocol")
struct ProviderProtocolTests {
    @Test("A request is one JSON line: id, languages, key, form, CLDR category and sample, comment, tagged text, placeholders")
    func request() throws {
        let plan = DraftPlanner(language: "uk").plan(catalog.entry(at: 0))
        let line = ProviderProtocol.requestLine(plan.requests[1], id: 7, sourceLanguage: "en")
        #expect(line == #"{"id":"7","source":"en","target":"uk","key":"%lld birds","form":"plural.few","category":"few","sample":"2","comment":"Birds at the feeder","text":"<x id=\"1\"/> birds","placeholders":{"1":"%lld"}}"#)
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["text"] as? String == "<x id=\"1\"/> birds")
        #expect(!line.contains("\n"))
    }

    @Test("Answers in any order, by id; an error answer is one request's; blank lines are skipped")
    func answers() throws {
        let answers = try ProviderProtocol.answers([#"{"id":"2","text":"Fertig"}"#, "", #"{"id":1,"error":"quota"}"#], requestCount: 2)
        #expect(answers == [1: .error("quota"), 2: .text("Fertig")])
    }

    @Test("Anything but one answer to each request fails the whole run")
    func garbage() {
        #expect(throws: ProviderFailure.garbage(line: 1, reason: "not JSON: Traceback")) { try ProviderProtocol.answers(["Traceback"], requestCount: 1) }
        #expect(throws: ProviderFailure.self) { try ProviderProtocol.answers([#"["a"]"#], requestCount: 1) }
        #expect(throws: ProviderFailure.self) { try ProviderProtocol.answers([#"{"text":"a"}"#], requestCount: 1) }
        #expect(throws: ProviderFailure.self) { try ProviderProtocol.answers([#"{"id":"1","text":"a","error":"b"}"#], requestCount: 1) }
        #expect(throws: ProviderFailure.self) { try ProviderProtocol.answers([#"{"id":"3","text":"a"}"#], requestCount: 2) }
        #expect(throws: ProviderFailure.self) { try ProviderProtocol.answers([#"{"id":"1","text":"a"}"#, #"{"id":"1","text":"b"}"#], requestCount: 2) }
        #expect(throws: ProviderFailure.missingAnswers(answered: 1, asked: 2)) { try ProviderProtocol.answers([#"{"id":"1","text":"a"}"#], requestCount: 2) }
        // JSON's \u0000 and \u001b would be stored as NUL and ESC.
        #expect(throws: ProviderFailure.garbage(line: 1, reason: "the text for id \"1\" holds the control character U+001B, which no translation has")) {
            try ProviderProtocol.answers([#"{"id":"1","text":"a\u001b[2J"}"#], requestCount: 1)
        }
        #expect(throws: ProviderFailure.self) { try ProviderProtocol.answers([#"{"id":"1","text":"\u0000"}"#], requestCount: 1) }
    }
}

@Suite("Machine translation: the settings file")
struct ProviderSettingsTests {
    @Test("$XDG_CONFIG_HOME/xcedit/config when absolute, else ~/.config/xcedit/config")
    func location() {
        #expect(ProviderSettings.file(environment: ["XDG_CONFIG_HOME": "/cfg", "HOME": "/home/a"]) == "/cfg/xcedit/config")
        #expect(ProviderSettings.file(environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/a"]) == "/home/a/.config/xcedit/config")
        #expect(ProviderSettings.file(environment: [:]) == nil)
    }

    @Test("name = value lines, comments and blank lines; a missing file is no settings")
    func parse() throws {
        let text = "# xcedit\n\ntranslate.provider = python3 /opt/deepl.py --formal\n  translate.timeout=90\ntranslate.machine-translated = yes\n"
        #expect(try ProviderSettings.parse(Array(text.utf8), path: "config")
                == ProviderSettings(provider: "python3 /opt/deepl.py --formal", timeoutSeconds: 90, machineTranslated: true))
        #expect(try ProviderSettings.load(environment: ["XDG_CONFIG_HOME": "/nonexistent-xcedit-test"]) == ProviderSettings())
    }

    @Test("memory.paths: separated by colons, repeatable, each once; ~/ and relative paths resolved")
    func memoryPaths() throws {
        let text = "memory.paths = ~/Old:Shared/A.xcstrings\nmemory.paths = /abs/B.xcstrings:~/Old\n"
        let settings = try ProviderSettings.parse(Array(text.utf8), path: "config")
        #expect(settings.memoryPaths == ["~/Old", "Shared/A.xcstrings", "/abs/B.xcstrings"])
        let environment = ["HOME": "/home/a"]
        #expect(settings.memoryPaths.map { ProviderSettings.resolvedMemoryPath($0, settingsFile: "/cfg/xcedit/config", environment: environment) }
                == ["/home/a/Old", "/cfg/xcedit/Shared/A.xcstrings", "/abs/B.xcstrings"])
    }

    @Test("A settings file that is there but cannot be read is an error, not no settings")
    func unreadable() throws {
        let home = NSTemporaryDirectory() + "xcedit-settings-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        // A folder where the file should be: it was taken as no settings at all.
        try FileManager.default.createDirectory(atPath: home + "/xcedit/config", withIntermediateDirectories: true)
        #expect(throws: ProviderSettings.Failure(description: "\(home)/xcedit/config: error: cannot read the settings: it is a folder")) {
            try ProviderSettings.load(environment: ["XDG_CONFIG_HOME": home])
        }
        // No permission (not testable as root, who reads anything).
        try FileManager.default.removeItem(atPath: home + "/xcedit/config")
        try Data("translate.timeout = 5\n".utf8).write(to: URL(fileURLWithPath: home + "/xcedit/config"))
        #expect(chmod(home + "/xcedit/config", 0) == 0)
        if getuid() != 0 {
            #expect(throws: ProviderSettings.Failure.self) { try ProviderSettings.load(environment: ["XDG_CONFIG_HOME": home]) }
        }
        #expect(chmod(home + "/xcedit/config", 0o644) == 0)
        #expect(try ProviderSettings.load(environment: ["XDG_CONFIG_HOME": home]).timeoutSeconds == 5)
    }

    @Test("A line that does not read is an error at its line and column")
    func errors() {
        func failure(_ text: String) -> String {
            do {
                _ = try ProviderSettings.parse(Array(text.utf8), path: "config")
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(failure("translate.provider = a\n  translate.provder = b\n").hasPrefix("config:2:3: error: unknown setting \"translate.provder\""))
        #expect(failure("translate.timeout = soon\n") == "config:1:21: error: translate.timeout: expected a number of seconds above 0, at most 86400 (a day), found \"soon\"")
        // 1e20 seconds crashed (exit 132) when the deadline was made.
        #expect(failure("translate.timeout = 1e20\n") == "config:1:21: error: translate.timeout: expected a number of seconds above 0, at most 86400 (a day), found \"1e20\"")
        #expect(failure("translate.timeout = 86400\n") == "no error")
        #expect(failure("\ntranslate.machine-translated = maybe\n").hasPrefix("config:2:32: error: translate.machine-translated: expected yes or no"))
        #expect(failure("provider\n") == "config:1:1: error: expected NAME = VALUE")
        #expect(failure("translate.provider = caf\u{E9}".replacingOccurrences(of: "é", with: "e") + "\n") == "no error")
        var latin1 = Array("translate.provider = caf".utf8)
        latin1.append(0xE9)
        do {
            _ = try ProviderSettings.parse(latin1, path: "config")
            Issue.record("Latin-1 read as UTF-8")
        } catch {
            #expect(error.description == "config:1:25: error: the settings are not UTF-8 text")
        }
    }
}

@Suite("Machine translation: running the provider", .serialized)
struct ProviderCommandTests {
    let lines = [#"{"id":"1","source":"en","target":"de","key":"Done","text":"Done"}"#,
                 #"{"id":"2","source":"en","target":"de","key":"%lld","text":"<x id=\"1\"/> left"}"#]

    @Test("The provider's answers, each by its request's id")
    func answers() throws {
        let answers = try fakeProvider("upper").answers(to: lines)
        #expect(answers == [1: .text("[de] DONE"), 2: .text("[de] <x id=\"1\"/> LEFT")])
    }

    @Test("A provider that exits with an error, prints garbage, answers fewer or is not found fails with a clear reason")
    func failures() {
        #expect(throws: ProviderFailure.exited(status: 1, message: "fake provider: the service refused the key")) {
            try fakeProvider("fail").answers(to: lines)
        }
        #expect(throws: ProviderFailure.garbage(line: 1, reason: "not JSON: Traceback (most recent call last): not an answer")) {
            try fakeProvider("garbage").answers(to: lines)
        }
        #expect(throws: ProviderFailure.missingAnswers(answered: 1, asked: 2)) { try fakeProvider("short").answers(to: lines) }
        // One that reads nothing: the writes meet a closed pipe (more than its buffer holds),
        // which does not stall the run. (That the SIGPIPE does not end xcedit either is
        // checked on the binary, by translate.sh: the test runner ignores the signal.)
        let many = Array(repeating: lines[0], count: 5000)
        #expect(throws: ProviderFailure.missingAnswers(answered: 0, asked: 5000)) {
            try ProviderCommand("exit 0", environment: ProcessInfo.processInfo.environment).answers(to: many)
        }
        do {
            _ = try ProviderCommand("xcedit-no-such-provider", environment: ProcessInfo.processInfo.environment).answers(to: lines)
            Issue.record("a missing command answered")
        } catch {
            #expect(error.description.hasPrefix("the translation provider exited with status 127"))
        }
    }

    @Test("A provider that hangs is stopped after the time limit, with everything it started")
    func hang() throws {
        let scratch = try PidsFolder()
        let start = Date()
        #expect(throws: ProviderFailure.timedOut(seconds: 1, answered: 0, asked: 2)) {
            try fakeProvider("hang", timeout: 1, environment: ["FAKE_PROVIDER_PIDS": scratch.pids]).answers(to: lines)
        }
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(try String(contentsOfFile: scratch.pids, encoding: .utf8).split(separator: " ").count == 2)
        #expect(try scratch.stillRunning() == "")
    }
}

extension ProviderCommandTests {
    @Test("A provider that trickles bytes is stopped at ten times the limit in all; the idle limit never came")
    func trickle() throws {
        let start = Date()
        let trickling = ProviderCommand("while :; do printf ' '; sleep 0.1; done", timeoutSeconds: 0.3, environment: ProcessInfo.processInfo.environment)
        #expect(throws: ProviderFailure.tookTooLong(seconds: 3, answered: 0, asked: 2)) { try trickling.answers(to: lines) }
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(ProviderFailure.tookTooLong(seconds: 3, answered: 0, asked: 2).description
                == "the translation provider did not answer within 3 seconds in all (0 of 2 answered) and was stopped")
    }

    @Test("A complete answer is taken though a child the provider left still holds its output open")
    func childHoldsOutput() throws {
        let scratch = try PidsFolder()
        let start = Date()
        // Answers both, leaves a sleep running with the output pipe, exits 0.
        let command = #"read a; read b; printf '{"id":"1","text":"Fertig"}\n{"id":"2","text":"<x id=\"1\"/> übrig"}\n'; sleep 30 & echo $! > "$FAKE_PROVIDER_PIDS"; exit 0"#
        let provider = ProviderCommand(command, timeoutSeconds: 20, environment: ProcessInfo.processInfo.environment.merging(["FAKE_PROVIDER_PIDS": scratch.pids]) { $1 })
        let answers = try provider.answers(to: lines)
        #expect(answers == [1: .text("Fertig"), 2: .text("<x id=\"1\"/> übrig")])
        // It waited for neither the sleep nor the 20 s limit, and the sleep was ended.
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(try scratch.stillRunning() == "")
    }

    @Test("A stopper ends a provider at work at once, with what it started; it stops those started later too")
    func stop() throws {
        let scratch = try PidsFolder()
        var provider = fakeProvider("hang", timeout: 30, environment: ["FAKE_PROVIDER_PIDS": scratch.pids])
        let stopper = ProviderStopper()
        provider.stopper = stopper
        let start = Date(), pids = scratch.pids
        DispatchQueue.global().async {
            while !FileManager.default.fileExists(atPath: pids) && Date().timeIntervalSince(start) < 10 { usleep(20_000) }
            stopper.stop()
        }
        #expect(throws: ProviderFailure.killed(signal: SIGKILL, message: nil)) { try provider.answers(to: lines) }
        #expect(Date().timeIntervalSince(start) < 15)
        #expect(try scratch.stillRunning() == "")
        var later = fakeProvider("upper")
        later.stopper = stopper
        #expect(throws: ProviderFailure.killed(signal: SIGKILL, message: nil)) { try later.answers(to: lines) }
    }
}

@Suite("Machine translation: a run over catalogs", .serialized)
struct MachineTranslationRunTests {
    @Test("Every form the language needs is asked for once; the drafts come back checked, the rest reported")
    func run() throws {
        let log = NSTemporaryDirectory() + "xcedit-provider-log-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: log) }
        let run = MachineTranslationRun(provider: fakeProvider("upper", environment: ["FAKE_PROVIDER_LOG": log]))
        let reports = try run.draft([catalog], languages: ["uk", "de", "en"])
        #expect(reports.map(\.language) == ["uk", "de", "en"])
        let uk = reports[0]
        #expect(uk.state == .needsReview && uk.rejected.isEmpty && uk.skipped.isEmpty)
        #expect(uk.drafts.map(\.value) == ["[uk one 1] %lld BIRD", "[uk few 2] %lld BIRDS", "[uk many 5] %lld BIRDS", "[uk other 1.5] %lld BIRDS",
                                           "[uk] DONE", "[uk] READ THE [GUIDE](https://example.com/guide)"])
        #expect(reports[1].skipped == [.hasEveryForm: 1] && reports[1].draftedStrings == 2)
        #expect(reports[2].isSourceLanguage && reports[2].drafts.isEmpty)
        let requests = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(requests.count == 9)
    }

    @Test("A provider that breaks placeholders or refuses gives no draft; each rejection says why")
    func rejections() throws {
        let broken = try MachineTranslationRun(provider: fakeProvider("break")).draft([catalog], languages: ["fr"])[0]
        #expect(broken.drafts.isEmpty && broken.rejected.count == 5)
        #expect(broken.rejected[0].reason == "the provider's text has a tag the request did not have (id 99)")
        let extra = try MachineTranslationRun(provider: fakeProvider("extra")).draft([catalog], languages: ["fr"])[0]
        #expect(extra.drafts.isEmpty && extra.rejected.allSatisfy { $0.reason.contains("[placeholders]") })
        let refused = try MachineTranslationRun(provider: fakeProvider("refuse")).draft([catalog], languages: ["fr"])[0]
        #expect(refused.rejected.first?.reason == "the provider could not translate it: quota exceeded")
    }

    @Test("machine_translated when asked for and the version has it; nothing asked, nothing run")
    func state() throws {
        var newer = catalog
        newer.version = "1.1"
        let run = MachineTranslationRun(provider: fakeProvider("upper"), machineTranslated: true)
        #expect(try run.draft([catalog, newer], languages: ["de"]).map(\.state) == [.needsReview, .machineTranslated])
        // Nothing to translate: the provider (which would fail) is not started.
        let done = StringCatalog(sourceLanguage: "en", strings: [catalog.strings[1]])
        #expect(try MachineTranslationRun(provider: fakeProvider("fail")).draft([done], languages: ["de"])[0].skipped == [.hasEveryForm: 1])
    }
}
