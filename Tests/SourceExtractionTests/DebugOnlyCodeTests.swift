import Testing
@testable import SourceExtraction

/// Xcode 26.4 no longer extracts strings from DEBUG-only code: a branch is read only when the
/// build compiles it both as configured and with `DEBUG` unset; other conditions follow the
/// configuration.
@Suite struct DebugOnlyCodeTests {
    typealias Support = ExtractionTestSupport

    static func keys(_ source: String, _ configuration: BuildConfiguration = .debug) -> [String] {
        Support.extract(["A.swift": source], configuration: configuration).strings.map(\.key)
    }

    @Test func ifDebugBodiesAreNotReadInAnyConfiguration() {
        let source = "#if DEBUG\nText(\"Debug menu\")\n#endif\nText(\"Always\")"
        #expect(Self.keys(source) == ["Always"])
        #expect(Self.keys(source, .release) == ["Always"])
    }

    @Test func previewsInsideIfDebugAreNotRead() {
        let source = """
            struct CardView: View { var body: some View { Text("Card") } }
            #if DEBUG
            struct CardView_Previews: PreviewProvider {
                static var previews: some View { Text("Preview title") }
            }
            #Preview { Text("Macro preview") }
            #endif
            """
        #expect(Self.keys(source) == ["Card"])
    }

    @Test func theOtherBranchOfADebugTestIsNotReadByADebugBuild() {
        // `#else` of `#if DEBUG` is Release-only code: a Debug build does not compile it.
        let source = """
            #if DEBUG
            Text("Debug only")
            #else
            Text("Release only")
            #endif
            #if !DEBUG
            Text("Not debug")
            #else
            Text("Debug again")
            #endif
            """
        #expect(Self.keys(source) == [])
        #expect(Self.keys(source, .release) == ["Release only", "Not debug"])
    }

    @Test func aConditionThatHoldsWithoutDebugKeepsItsBranch() {
        let source = """
            #if DEBUG || os(iOS)
            Text("Maybe iOS")
            #endif
            #if DEBUG || BETA
            Text("Beta")
            #endif
            #if !DEBUG || os(macOS)
            Text("Maybe macOS")
            #endif
            """
        let beta = BuildConfiguration(name: "Debug", activeConditions: ["DEBUG", "BETA"])
        #expect(Self.keys(source, beta) == ["Maybe iOS", "Beta", "Maybe macOS"])
        #expect(Self.keys(source) == ["Maybe iOS", "Maybe macOS"])
    }

    @Test func aConfigurationsOwnConditionsFollowTheConfiguration() {
        // A flag the Debug configuration sets (not DEBUG itself) is read as set.
        let source = "#if AGENT_DEBUG\nText(\"Agent log\")\n#endif\nText(\"Always\")"
        let debug = BuildConfiguration(name: "Debug", activeConditions: ["DEBUG", "AGENT_DEBUG"])
        #expect(Self.keys(source, debug) == ["Agent log", "Always"])
        #expect(Self.keys(source, .release) == ["Always"])
    }

    @Test func unbalancedDirectivesAreStillReported() {
        let result = Support.extract(["A.swift": "#endif\n#else\n#if DEBUG\nText(\"x\")\n"])
        #expect(result.warnings.map(\.message) == ["#endif without #if", "#else without #if", "#if without #endif"])
        #expect(result.strings.isEmpty)
    }
}
