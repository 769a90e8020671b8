import Testing
@testable import SourceExtraction

/// An interpolation's specifier from the type Swift gives its value, where the declarations
/// tell it: names in scope, arithmetic, loops, conversions, functions of the project; a type
/// that cannot be told stays a guessed `%@`.
@Suite struct InterpolationTypeTests {
    typealias Support = ExtractionTestSupport

    /// The keys of `body` inside a function, and which of each key's interpolations are guesses.
    static func keys(_ source: String, files: [String: String] = [:]) -> [String] {
        Support.extract(files.merging(["File.swift": source]) { $1 }).strings.map(\.key)
    }

    static func guessed(_ source: String, files: [String: String] = [:]) -> [[Int]] {
        Support.extract(files.merging(["File.swift": source]) { $1 }).strings.map { $0.guessedInterpolations.map(\.argument) }
    }

    @Test func narrowIntegersAreWidenedTo32Bits() {
        let source = "func show(a: Int8, b: Int16, c: UInt8, d: UInt16, e: UInt64, f: Int64) { Text(\"\\(a) \\(b) \\(c) \\(d) \\(e) \\(f)\") }"
        #expect(Self.keys(source) == ["%d %d %u %u %llu %lld"])
    }

    @Test func literalInitializersAndDeclaredTypes() {
        let source = """
            struct Meter {
                var level: Int32
                var peak: UInt
                var gain: Float
                var width: CGFloat
                func show() {
                    let n = 3
                    let d = 2.5
                    Text("\\(n) \\(d) \\(level) \\(peak) \\(gain) \\(width)")
                }
            }
            """
        #expect(Self.keys(source) == ["%lld %lf %d %llu %f %lf"])
    }

    @Test func arithmeticTakesTheTypeOfItsTypedOperand() {
        let source = """
            func show(share: Double, count: Int, all: Int) {
                Text("\\(2 * share) \\(count - 1) \\(count % 2) \\((count + all) / 2) \\(1 + 0.5) \\(Double(count) / 3)")
            }
            """
        #expect(Self.keys(source) == ["%lf %lld %lld %lld %lf %lf"])
        #expect(Self.guessed(source) == [[]])
    }

    @Test func arithmeticIsTypedByItsFirstKnownOperand() {
        // Swift's operators take two values of one type: a known operand types the sum; a
        // literal with an unknown one does not.
        let source = "func show(count: Int) { Text(\"\\(count + other.value()) \\(3 * thing) \\(thing * count)\") }"
        #expect(Self.keys(source) == ["%lld %@ %@"])
        #expect(Self.guessed(source) == [[1, 2]])
    }

    @Test func localsTypedByWhatTheyAreGiven() {
        let source = """
            func show(items: [String], done: Int, all: Int) {
                let doubled = items.count * 2
                let ratio = Double(done) / Double(all)
                let copy = doubled
                Text("\\(doubled) \\(ratio) \\(copy) \\(Int(ratio))")
            }
            """
        #expect(Self.keys(source) == ["%lld %lf %lld %lld"])
    }

    @Test func ownCountIsAnIntWhenTheProjectDoesNotSayOtherwise() {
        let source = """
            extension FindResult {
                var message: String { String(localized: "find", defaultValue: "\\(self.count) matches") }
            }
            """
        #expect(Support.extract(source).strings.first?.defaultValue == "%lld matches")
    }

    @Test func loopVariablesTakeTheElementType() {
        let source = """
            func show(limit: Int, names: [String], bytes: Set<UInt8>) {
                for i in 0..<limit { Text("Row \\(i)") }
                for x in [1.5, 2] { Text("Value \\(x)") }
                for (index, name) in names.enumerated() { Text("\\(index): \\(name)") }
                for byte in bytes { Text("Byte \\(byte)") }
                for step in stride(from: 0.0, to: 1, by: 0.25) { Text("Step \\(step)") }
                for n in 1...3 where n > 1 { Text("Pass \\(n)") }
            }
            """
        #expect(Self.keys(source) == ["Row %lld", "Value %lf", "%lld: %@", "Byte %u", "Step %lf", "Pass %lld"])
        #expect(Self.guessed(source) == [[], [], [], [], [], []])
    }

    @Test func aSubscriptGivesTheElementOfADeclaredCollection() {
        let source = """
            func show(counts: [Int], names: [String], table: [String: Int]) {
                Text("\\(counts[0]) \\(names[1]) \\(table["a"]) \\(Date().timeIntervalSince1970)")
            }
            """
        #expect(Self.keys(source) == ["%lld %@ %@ %lf"])
        // A dictionary's value is optional: no specifier is known for it.
        #expect(Self.guessed(source) == [[2]])
    }

    @Test func forEachsParameterIsAnElement() {
        let source = """
            struct Rows: View {
                var birds: [String]
                var levels: [UInt32]
                var body: some View {
                    ForEach(0..<3) { i in Text("Row \\(i)") }
                    ForEach(levels, id: \\.self) { level in Text("Level \\(level)") }
                    ForEach(birds, id: \\.self) { bird in Text("Bird \\(bird)") }
                    ForEach(unknown) { thing in Text("Thing \\(thing)") }
                }
            }
            """
        #expect(Self.keys(source) == ["Row %lld", "Level %u", "Bird %@", "Thing %@"])
        #expect(Self.guessed(source) == [[], [], [], [0]])
    }

    @Test func functionsAndComputedPropertiesOfTheProject() {
        let other = """
            struct Cart {
                func total() -> Int { 0 }
                var weight: Double { 1 }
            }
            """
        let source = "func show(cart: Cart) { Text(\"\\(cart.total()) items, \\(cart.weight) kg\") }"
        #expect(Self.keys(source, files: ["Cart.swift": other]) == ["%lld items, %lf kg"])
    }

    // MARK: What stays unknown

    @Test func anUnknownTypeStaysAGuessedObject() {
        let source = "func show() { let thing = make(); Text(\"\\(thing) and \\(mystery)\") }"
        #expect(Self.keys(source) == ["%@ and %@"])
        #expect(Self.guessed(source) == [[0, 1]])
    }

    @Test func aShadowingNameOfUnknownTypeHidesTheProperty() {
        let model = "struct Model { var total: Int; var count: Int }"
        let source = """
            struct Report {
                func show(values: [Value]) {
                    let total = compute()
                    Text("Sum \\(total)")
                    values.forEach { count in Text("Each \\(count)") }
                }
            }
            """
        #expect(Self.keys(source, files: ["Model.swift": model]) == ["Sum %@", "Each %@"])
        #expect(Self.guessed(source, files: ["Model.swift": model]) == [[0], [0]])
    }

    @Test func aDeclarationThatSaysNothingHidesNothing() {
        // A property wrapper's property without a written type, an enum case's value: the
        // project's declaration of the name still answers.
        let settings = "final class Settings { var limit: Int = 5 }"
        let source = """
            struct LimitView: View {
                @Default(.limit) private var limit
                var body: some View { Text("\\(limit)") }
            }
            """
        #expect(Self.keys(source, files: ["Settings.swift": settings]) == ["%lld"])
    }

    @Test func aStringPropertyStaysAnObjectAndIsKnown() {
        let source = """
            struct Profile {
                var name: String
                var nickname = "Bird"
                func show() { Text("\\(name) alias \\(nickname)") }
            }
            """
        #expect(Self.keys(source) == ["%@ alias %@"])
        #expect(Self.guessed(source) == [[]])
    }

    @Test func aLocalOfAnotherFunctionDoesNotLeak() {
        let model = "struct Gauge { var level: Int }"
        let source = """
            struct Panel {
                func first() { let level = 2.5; print(level) }
                func second(gauge: Gauge) {
                    let level = gauge.level
                    Text("Level \\(level)")
                }
                func third() { Text("Again \\(level)") }
            }
            """
        #expect(Self.keys(source, files: ["Gauge.swift": model]) == ["Level %lld", "Again %lld"])
    }

    @Test func aParameterShadowsAPropertyAndSelfReachesTheProperty() {
        let source = """
            struct Sizes {
                var size: Int
                func show(size: Double) {
                    Text("\\(size) vs \\(self.size)")
                }
                func other() {
                    let size = "big"
                    Text("\\(size) or \\(self.size)")
                }
            }
            """
        #expect(Self.keys(source) == ["%lf vs %lld", "%@ or %lld"])
    }
}
