/// SwiftUI's views and modifiers whose parameters are `LocalizedStringKey`, by label (`_`
/// for the unlabeled first one). A literal there is a key; `Text(verbatim:)` and a variable
/// are not, since the label or the type differs.
enum SwiftUIParameters {
    /// Initializers, called by the type's name.
    static let views: [String: Set<String>] = {
        var views: [String: Set<String>] = [:]
        for name in ["Text", "Button", "Label", "Toggle", "Picker", "Section", "Menu", "Link", "NavigationLink",
                     "TextField", "SecureField", "Stepper", "ContentUnavailableView", "LabeledContent", "GroupBox",
                     "DisclosureGroup", "ProgressView", "DatePicker", "MultiDatePicker", "ColorPicker", "Tab",
                     "ControlGroup", "Window", "WindowGroup", "CommandMenu", "MenuBarExtra", "ShareLink",
                     "TableColumn", "UtilityWindow"] {
            views[name] = ["_"]
        }
        return views
    }()

    /// Modifiers, called as members (`.help("…")`).
    static let modifiers: [String: Set<String>] = [
        "navigationTitle": ["_"], "navigationSubtitle": ["_"], "navigationBarTitle": ["_"], "help": ["_"],
        "accessibilityLabel": ["_"], "accessibilityHint": ["_"], "accessibilityValue": ["_"],
        "accessibilityAction": ["named"], "alert": ["_"], "confirmationDialog": ["_"], "badge": ["_"],
        "searchable": ["prompt"], "dialogSuppressionToggle": ["_"], "accessibilityRotor": ["_"],
        // Swift Charts' axis labels.
        "chartXAxisLabel": ["_"], "chartYAxisLabel": ["_"],
    ]

    /// The localized labels of `call`: SwiftUI's, else App Intents' (see AppIntentsParameters).
    static func labels(for call: Call) -> Set<String>? {
        if call.isMember, call.name == "value", isPlottableValue(call) { return ["_"] }
        return call.isMember ? modifiers[call.name] ?? AppIntentsParameters.members[call.name]
                             : views[call.name] ?? AppIntentsParameters.types[call.name]
    }

    /// Swift Charts' `.value("Label", value)` and `.value("Label", start, end)`
    /// (`PlottableValue`, `PlottableProjection`): the label is a `LocalizedStringKey`. Two or
    /// three unlabeled arguments tell it from other `value(…)` members (`value(forKey:)`).
    private static func isPlottableValue(_ call: Call) -> Bool {
        (2...3).contains(call.arguments.count) && call.arguments.allSatisfy { $0.label == nil }
    }
}
