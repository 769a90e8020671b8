/// The literals a call makes localizable: Foundation's localized initializers and
/// `NSLocalizedString`, SwiftUI's `LocalizedStringKey` parameters, and the project's own
/// callables whose parameters the first pass found declared with a localized type (told
/// apart by the receiver's type when two types declare one name), or closures whose type
/// takes one.
struct CallRules {
    let tokens: [Token]
    let brackets: Brackets
    let declarations: DeclarationIndex
    /// The file's own declarations, indexed by the file's tokens.
    let file: FileDeclarations
    /// Where names are looked up when `tokens` are not the file's (those of an
    /// interpolation): the enclosing literal's index in the file.
    var place: Int? = nil

    /// The uses of every call among `tokens` (those the rules were made with).
    func uses(in tokens: [Token]) -> [LiteralUse] {
        Call.all(in: tokens, brackets: brackets).flatMap(uses(of:))
    }

    func uses(of call: Call) -> [LiteralUse] {
        var call = call
        // `self.init(…)` and `Self.init(…)` in an initializer: the enclosing type's.
        if call.name == "self" || call.name == "Self", let type = file.enclosingTypeName(at: place ?? call.nameIndex) {
            call.name = type
        }
        if let uses = foundationUses(of: call) { return uses }
        var uses: [LiteralUse] = []
        let declared = declarations.declares(callable: call.name)
        guard let swiftUILabels = SwiftUIParameters.labels(for: call) ?? (declared ? [] : nil) else { return closureUses(of: call) }
        let receiver = declared ? self.receiver(of: call) : .unknown
        var unlabeledSeen = false
        for argument in call.arguments {
            let label = Call.labelName(argument.label)
            // Only the first unlabeled argument is the one a `_` parameter names.
            if argument.label == nil {
                if unlabeledSeen { continue }
                unlabeledSeen = true
            }
            let verdict = swiftUILabels.contains(label) ? .localized
                : declared ? declarations.verdict(callable: call.name, label: label, receiver: receiver) : nil
            let literals: [Int]
            switch verdict {
            case .localized?:
                let slots = LiteralSlots.of(argument.value, in: tokens, brackets: brackets)
                literals = slots.isEmpty ? literalBranch(argument.value, call: call) : slots
            case .typed(let type)?: literals = LiteralSlots.of(argument.value, as: type, in: tokens, brackets: brackets)
            case nil: continue
            }
            let isText = call.name == "Text" && !call.isMember
            for literal in literals {
                uses.append(LiteralUse(literal: literal, table: isText ? plainText(call.argument("tableName")) : nil,
                                       comment: isText ? plainText(call.argument("comment")) : nil))
            }
        }
        return uses
    }

    // MARK: Receivers

    /// Whose method `call` names: `self.f(…)` and `f(…)` the enclosing type's; `name.f(…)`
    /// the type `name` is declared with (a local, a parameter, a property) or the type
    /// `name` itself; `Type(…)` the type's initializer; anything else unknown.
    private func receiver(of call: Call) -> CallReceiver {
        let enclosingType = file.enclosingTypeName(at: place ?? call.nameIndex)
        guard call.isMember else {
            return startsWithUppercase(call.name) ? .type(call.name) : .implicitSelf(enclosingType: enclosingType)
        }
        // The `.` of `receiver.name`; one that starts its line continues a chain.
        let dot = call.nameIndex - 1
        guard dot >= 1, !tokens[dot].startsLine else { return .unknown }
        var last = dot - 1
        // `value?.f(…)`, `value!.f(…)`: the optional's type.
        if last >= 1, tokens[last].isPunctuation("?") || tokens[last].isPunctuation("!") { last -= 1 }
        guard let name = tokens[last].identifier else { return .unknown }
        if name == "self" { return enclosingType.map { .type($0) } ?? .unknown }
        if name == "Self" { return enclosingType.map { .type($0) } ?? .unknown }
        let isMemberOfChain = last >= 1 && tokens[last - 1].isPunctuation(".")
        if isMemberOfChain, !(last >= 2 && tokens[last - 2].isIdentifier("self")) {
            return ownerName(declarations.valueType(of: name)).map { .type($0) } ?? .unknown
        }
        if let type = valueType(of: name, at: call.nameIndex) { return ownerName(type).map { .type($0) } ?? .unknown }
        return startsWithUppercase(name) ? .type(name) : .unknown
    }

    /// The declared type of `name` where the call is: the file's nearest declaration before
    /// it, else the one the project agrees on.
    private func valueType(of name: String, at index: Int) -> String? {
        file.valueType(of: name, before: place ?? index) ?? declarations.valueType(of: name)
    }

    private func ownerName(_ type: String?) -> String? {
        type.flatMap { DeclaredType($0).ownerName }
    }

    private func startsWithUppercase(_ name: String) -> Bool {
        name.unicodeScalars.first?.properties.isUppercase == true
    }

    /// `flag ? "A" : title` (or `flag ? title : "A"`) where `title` is declared with a
    /// localized type: the conditional has that type, so the literal does too. With a `String`
    /// (or an unknown type) the literal stays a `String`.
    private func literalBranch(_ range: Range<Int>, call: Call) -> [Int] {
        let end = range.upperBound
        guard range.count >= 5, tokens[end - 4].isPunctuation("?"), tokens[end - 2].isPunctuation(":") else { return [] }
        let (literal, other) = tokens[end - 3].stringLiteral != nil ? (end - 3, end - 1) : (end - 1, end - 3)
        guard tokens[literal].stringLiteral != nil, let name = tokens[other].identifier,
              let type = valueType(of: name, at: call.nameIndex), LocalizedTypes.isLocalized(type) else { return [] }
        return [literal]
    }

    // MARK: Closures

    /// `show("…")` where `show` is a property or parameter of a closure type taking a
    /// localized type (`(LocalizedStringKey) -> Void`) and no callable is declared under that
    /// name: the arguments by position.
    private func closureUses(of call: Call) -> [LiteralUse] {
        guard call.arguments.contains(where: { $0.label == nil }), !startsWithUppercase(call.name),
              let type = valueType(of: call.name, at: call.nameIndex), type.contains("Localiz"),
              case .function(let parameters) = DeclaredType(type) else { return [] }
        var uses: [LiteralUse] = []
        for (argument, parameter) in zip(call.arguments, parameters) where argument.label == nil {
            uses += LiteralSlots.of(argument.value, as: parameter, in: tokens, brackets: brackets).map { LiteralUse(literal: $0) }
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
