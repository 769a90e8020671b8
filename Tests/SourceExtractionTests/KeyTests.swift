import Testing
@testable import SourceExtraction

/// Keys as Xcode writes them: interpolations as the specifiers of their values' types.
@Suite struct KeyTests {
    typealias Support = ExtractionTestSupport

    @Test func specifiersFollowTheDeclaredOrInferredType() {
        let source = """
            struct Stats {
                var total: Int32
                var ratio: CGFloat
                func body(items: [Item], name: String, size: Float, big: UInt) {
                    let count = 3
                    let share = 0.5
                    Text("\\(count) of \\(total)")
                    Text("\\(share) \\(ratio) \\(size)")
                    Text("\\(name) has \\(items.count)")
                    Text("\\(big) \\(Int(share)) \\(self.total)")
                    Text("\\(share, specifier: "%.1f") \\(date, format: .dateTime)")
                }
            }
            """
        #expect(Support.keys(source) == ["%lld of %d", "%lf %lf %f", "%@ has %lld", "%llu %lld %d", "%.1f %@"])
    }

    @Test func percentSignsAreDoubledOnlyInFormatKeys() {
        #expect(Support.keys(#"Text("100%"); let n = 1; Text("\(n)% done")"#) == ["100%", "%lld%% done"])
    }

    @Test func anUnknownTypeIsReportedAndWrittenAsAnObject() {
        let result = Support.extract("Text(\"Hi \\(someone.mystery())\")")
        #expect(result.strings.map(\.key) == ["Hi %@"])
        #expect(result.warnings.map(\.description)
                == ["File.swift:1:10: warning: cannot tell the type of interpolation '\\(someone.mystery())'; its key uses %@"])
    }

    @Test func guessedSpecifiersAreMarkedWithTheirArgumentAndPlace() {
        let source = """
            let n = 2
            Text("\\(n) of \\(someone.mystery())")
            String(localized: "total", defaultValue: "\\(other.thing()) and \\(n)")
            Text("\\(n) known")
            """
        let strings = Support.extract(source).strings
        #expect(strings.map(\.key) == ["%lld of %@", "total", "%lld known"])
        #expect(strings[0].guessedInterpolations == [GuessedInterpolation(argument: 1, position: SourcePosition(line: 2, column: 15))])
        #expect(strings[0].hasGuessedSpecifiers)
        #expect(strings[1].defaultValue == "%1$@ and %2$lld")
        #expect(strings[1].guessedInterpolations == [GuessedInterpolation(argument: 0, position: SourcePosition(line: 3, column: 43), isInDefaultValue: true)])
        #expect(!strings[1].hasGuessedSpecifiers)
        #expect(strings[2].guessedInterpolations.isEmpty)
    }

    @Test func keysThatDifferOnlyInNormalizationAreTwoStrings() {
        let strings = Support.extract("Text(\"Caf\u{E9}\"); Text(\"Cafe\u{301}\")").localizableStrings()
        #expect(strings.count == 2)
    }

    @Test func severalCommentsForOneKeyAreSortedAndJoined() {
        let source = """
            Text("Open", comment: "menu item")
            Text("Open", comment: "button")
            Text("Open", comment: "button")
            Text("Open")
            Text("Close", tableName: "Other")
            """
        let strings = Support.extract(source).localizableStrings()
        #expect(strings.map(\.key) == ["Open", "Close"])
        #expect(strings.map(\.tableName) == ["Localizable", "Other"])
        #expect(strings.first?.comment == "button\nmenu item")
        #expect(strings.first?.occurrences.count == 4)
    }
}
