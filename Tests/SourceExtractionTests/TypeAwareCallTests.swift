import Testing
@testable import SourceExtraction

/// Calls and contexts that need the types Xcode's type checker knows: which of two types'
/// same-named methods a call reaches, the localized positions of collection and tuple
/// literals, memberwise initializers, closures, conditionals and Swift Charts' labels.
@Suite struct TypeAwareCallTests {
    typealias Support = ExtractionTestSupport

    /// Two types each declare `show(_:)`, one taking `String`, one `LocalizedStringKey`.
    static let overloads = """
        struct Banner {
            func show(_ message: LocalizedStringKey) {}
        }
        final class Logger {
            func show(_ message: String) {}
        }
        """

    @Test func aReceiverOfKnownTypeChoosesItsOwnMethod() {
        let uses = """
            struct Screen {
                let banner: Banner
                let logger: Logger
                func run(other: Banner) {
                    banner.show("Property banner")
                    logger.show("Property logger")
                    self.banner.show("Self banner")
                    self.logger.show("Self logger")
                    other.show("Parameter banner")
                    let made = Logger()
                    made.show("Made logger")
                    let annotated: Banner = factory()
                    annotated.show("Annotated banner")
                    let optional: Logger? = nil
                    optional?.show("Optional logger")
                }
            }
            """
        #expect(Support.extract(["A.swift": Self.overloads, "B.swift": uses]).strings.map(\.key)
                == ["Property banner", "Self banner", "Parameter banner", "Annotated banner"])
    }

    @Test func implicitSelfIsTheEnclosingType() {
        let source = Self.overloads + """

            extension Banner {
                func refresh() { show("Implicit banner") }
            }
            extension Logger {
                func flush() {
                    show("Implicit logger")
                    self.show("Self logger")
                }
            }
            """
        #expect(Support.keys(source) == ["Implicit banner"])
    }

    @Test func anUnknownReceiverIsLocalizedWhenAnyCandidateIs() {
        let uses = """
            func present(_ items: [Item]) {
                items.first?.owner.show("Unknown receiver")
                makeBanner().show("Returned receiver")
            }
            """
        #expect(Support.extract(["A.swift": Self.overloads, "B.swift": uses]).strings.map(\.key)
                == ["Unknown receiver", "Returned receiver"])
    }

    @Test func anInheritedMethodIsFoundThroughTheSupertype() {
        let source = """
            class Base {
                func title(_ text: LocalizedStringKey) {}
            }
            class Plain {
                func title(_ text: String) {}
            }
            final class Derived: Base {
                func setUp() { title("Inherited") }
            }
            final class Other: Plain {
                func setUp() { title("Not inherited") }
            }
            """
        #expect(Support.keys(source) == ["Inherited"])
    }

    @Test func withinOneTypeAStringOverloadStillWins() {
        let source = """
            struct Toast {
                func post(_ text: LocalizedStringKey) {}
                func post(_ text: String) {}
            }
            struct Chip {
                func post(_ text: LocalizedStringKey) {}
            }
            func send(toast: Toast, chip: Chip) {
                toast.post("Toast text")
                chip.post("Chip text")
            }
            """
        #expect(Support.keys(source) == ["Chip text"])
    }

    @Test func tupleArrayElementsTakeOnlyTheirLocalizedPositions() {
        let source = """
            struct Regions {
                let items: [(title: LocalizedStringKey, regions: [String])] = [
                    ("Europe", ["fr", "de"]),
                    ("Asia", ["jp"]),
                ]
                var names: [String: LocalizedStringResource] = ["fr": "France", "de": "Germany"]
                let pair: (String, LocalizedStringKey) = ("code", "Pair title")
                let plain: [String] = ["not localized"]
                let nested: [[LocalizedStringKey]] = [["Deep one"], ["Deep two"]]
                func reset() {
                    names = ["jp": "Japan"]
                }
            }
            """
        #expect(Support.keys(source) == ["Europe", "Asia", "France", "Germany", "Pair title", "Deep one", "Deep two", "Japan"])
    }

    @Test func aCollectionParameterTakesItsLocalizedElements() {
        let declarations = """
            struct Tabs {
                init(titles: [LocalizedStringKey], ids: [String]) {}
            }
            func menu(_ entries: [(LocalizedStringResource, String)]) {}
            """
        let uses = """
            let tabs = Tabs(titles: ["First tab", "Second tab"], ids: ["first", "second"])
            menu([("Open", "open"), ("Close", "close")])
            """
        #expect(Support.extract(["A.swift": declarations, "B.swift": uses]).strings.map(\.key)
                == ["First tab", "Second tab", "Open", "Close"])
    }

    @Test func memberwiseInitializersTakeLocalizedStoredProperties() {
        let declarations = """
            struct Row {
                let title: LocalizedStringKey
                var subtitle: LocalizedStringKey? = nil
                var footnote: LocalizedStringKey = "Default footnote"
                let identifier: String
                let fixed: LocalizedStringKey = "Fixed"
                static var shared: LocalizedStringKey = "Shared"
                var computed: LocalizedStringKey { "Computed" }
            }
            struct Explicit {
                let title: LocalizedStringKey
                init(title: String) { self.title = LocalizedStringKey(title) }
            }
            """
        let uses = """
            let a = Row(title: "Row title", identifier: "row.id")
            let b = Row(title: "Second row", subtitle: "Row subtitle", footnote: "Row footnote", identifier: "row.two")
            let c = Explicit(title: "Explicit title")
            """
        #expect(Support.extract(["A.swift": declarations, "B.swift": uses]).strings.map(\.key)
                == ["Default footnote", "Fixed", "Shared", "Computed", "Row title", "Second row", "Row subtitle", "Row footnote"])
    }

    @Test func anInitializerInAnExtensionKeepsTheMemberwiseOne() {
        let source = """
            struct Tip {
                let text: LocalizedStringKey
            }
            extension Tip {
                init(code: Int) { self.init(text: "Coded tip") }
            }
            let tip = Tip(text: "Memberwise tip")
            """
        #expect(Support.keys(source) == ["Coded tip", "Memberwise tip"])
    }

    @Test func closuresTakingALocalizedTypeAreCalledWithKeys() {
        let source = """
            struct Picker {
                let onSelect: (LocalizedStringKey) -> Void
                var onLog: ((String) -> Void)?
                func run(announce: @escaping (LocalizedStringKey, Int) -> Void) {
                    onSelect("Selected")
                    announce("Announced", 2)
                    onLog?("Logged")
                    let report: (String) -> Void = { _ in }
                    report("Reported")
                }
            }
            """
        #expect(Support.keys(source) == ["Selected", "Announced"])
    }

    @Test func bothBranchesOfAConditionalInALocalizedContext() {
        let source = """
            Text(flag ? "On" : "Off")
            Text((flag ? "Wrapped on" : "Wrapped off"))
            Text(a ? "First" : b ? "Second" : "Third")
            Text(verbatim: flag ? "Verbatim on" : "Verbatim off")
            let plain = flag ? "Plain on" : "Plain off"
            """
        #expect(Support.keys(source) == ["On", "Off", "Wrapped on", "Wrapped off", "First", "Second", "Third"])
    }

    @Test func aConditionalWithALocalizedVariableMakesItsLiteralAKey() {
        let source = """
            struct Header: View {
                let title: LocalizedStringKey
                let name: String
                var body: some View {
                    Text(flag ? "Fallback title" : title)
                    Text(flag ? title : "Other fallback")
                    Text(flag ? "Plain fallback" : name)
                    Text(flag ? "Unknown fallback" : undeclared)
                }
            }
            """
        #expect(Support.keys(source) == ["Fallback title", "Other fallback"])
    }

    @Test func swiftChartsLabelsAreKeys() {
        let source = """
            Chart(data) { item in
                BarMark(x: .value("Month", item.month), y: .value("Sales", item.sales))
                    .foregroundStyle(by: .value("Region", item.region))
                RuleMark(xStart: .value("Range", item.start, item.end))
            }
            .chartXAxisLabel("Months")
            .chartYAxisLabel("Units")
            let stored = defaults.value(forKey: "not.a.label")
            let other = dictionary.value("single")
            """
        #expect(Support.keys(source) == ["Month", "Sales", "Region", "Range", "Months", "Units"])
    }
}
