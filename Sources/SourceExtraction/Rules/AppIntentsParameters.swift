/// App Intents' types and members whose parameters are `LocalizedStringResource`, by label:
/// what an intent shows in Shortcuts, Siri and Spotlight. (A property typed
/// `LocalizedStringResource`, such as an intent's `static var title`, is found by the
/// declaration pass.)
enum AppIntentsParameters {
    /// Initializers, called by the type's name (also as property wrappers: `@Parameter(title:)`).
    static let types: [String: Set<String>] = [
        "IntentDescription": ["_"], "IntentDialog": ["_"],
        "DisplayRepresentation": ["title", "subtitle"], "TypeDisplayRepresentation": ["name", "numericFormat"],
        "Parameter": ["title", "description", "requestValueDialog"],
        "Property": ["title"],
    ]

    /// Members (`.result(dialog: "…")`, `.needsValueError("…")`).
    static let members: [String: Set<String>] = [
        "result": ["dialog"], "needsValueError": ["_"], "needsDisambiguationError": ["dialog"],
        "requestConfirmation": ["dialog"], "requestValue": ["_"], "requestDisambiguation": ["dialog"],
    ]
}
