/// The literals a call makes localizable: Foundation's localized initializers and
/// `NSLocalizedString`, SwiftUI's `LocalizedStringKey` parameters, and the project's own
/// callables whose parameters the first pass found declared with a localized type.
struct CallRules {
    let tokens: [Token]
    let brackets: Brackets
    let declarations: DeclarationIndex

    /// The uses of every call among `tokens` (those the rules were made with).
    func uses(in tokens: [Token]) -> [LiteralUse] {
        Call.all(in: tokens, brackets: brackets).flatMap(uses(of:))
    }

    func uses(of call: Call) -> [LiteralUse] {
        if let uses = foundationUses(of: call) { return uses }
        var uses: [LiteralUse] = []
        let swiftUILabels = SwiftUIParameters.labels(for: call) ?? []
        var unlabeledSeen = false
        for argument in call.arguments {
            let label = Call.labelName(argument.label)
            // Only the first unlabeled argument is the one a `_` parameter names.
            if argument.label == nil {
                if unlabeledSeen { continue }
                unlabeledSeen = true
            }
            guard swiftUILabels.contains(label) || declarations.takesLocalized(callable: call.name, label: label) else { continue }
            let isText = call.name == "Text" && !call.isMember
            for literal in LiteralSlots.of(argument.value, in: tokens, brackets: brackets) {
                uses.append(LiteralUse(literal: literal, table: isText ? plainText(call.argument("tableName")) : nil,
                                       comment: isText ? plainText(call.argument("comment")) : nil))
            }
        }
        return uses
    }

    /// `String(localized:…)`, `AttributedString(localized:…)` (also as `.init(localized:…)`),
    /// `LocalizedStringResource(_:…)`, `LocalizedStringKey(_:)`, `NSLocalizedString(_:tableName:value:comment:)`; nil
    /// when the call is none of them.
    private func foundationUses(of call: Call) -> [LiteralUse]? {
        let keyLabel: String?
        let tableLabel: String
        let defaultLabel: String
        switch call.name {
        case "String", "AttributedString":
            // Without `localized:` there is no key, and no other rule applies either.
            (keyLabel, tableLabel, defaultLabel) = ("localized", "table", "defaultValue")
        case "init" where call.argument("localized") != nil:
            (keyLabel, tableLabel, defaultLabel) = ("localized", "table", "defaultValue")
        case "init" where call.isMember && isResourceInitializer(call):
            // `.init("…", table: …)` where the type is known to be `LocalizedStringResource`
            // (a parameter of that type): no other localized type has these labels.
            (keyLabel, tableLabel, defaultLabel) = (nil, "table", "defaultValue")
        case "init":
            return nil
        case "LocalizedStringResource", "LocalizedStringKey":
            (keyLabel, tableLabel, defaultLabel) = (nil, "table", "defaultValue")
        case "NSLocalizedString":
            (keyLabel, tableLabel, defaultLabel) = (nil, "tableName", "value")
        default:
            return nil
        }
        guard let key = call.argument(keyLabel), key.value.count == 1, tokens[key.value.lowerBound].stringLiteral != nil else { return [] }
        let defaultValue = call.argument(defaultLabel).flatMap { $0.value.count == 1 && tokens[$0.value.lowerBound].stringLiteral != nil ? $0.value.lowerBound : nil }
        return [LiteralUse(literal: key.value.lowerBound, table: plainText(call.argument(tableLabel)),
                           comment: plainText(call.argument("comment")), defaultValue: defaultValue)]
    }

    private func isResourceInitializer(_ call: Call) -> Bool {
        call.arguments.first?.label == nil && call.arguments.contains { ["table", "comment", "defaultValue"].contains($0.label ?? "") }
    }

    /// The value of an argument that is a plain literal.
    private func plainText(_ argument: Argument?) -> String? {
        guard let argument, argument.value.count == 1 else { return nil }
        return tokens[argument.value.lowerBound].stringLiteral?.plainText
    }
}
