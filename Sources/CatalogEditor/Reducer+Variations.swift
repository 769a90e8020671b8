import StringCatalogKit

/// Plural and device variations and substitutions (`p`, `v`, and the substitution fields),
/// with Xcode's semantics from the model: varying in the source language reaches every
/// translation, each with its own CLDR categories; in a translation, only that language.
extension EditorState {
    /// The languages a variation made in the source language reaches.
    var variationLanguages: [String] { document.languages }

    /// `p`: vary the selected string by plural, or take a variation away. On a substitution
    /// form in the inspector, takes that substitution away; on a string with several number
    /// arguments, asks which one varies.
    mutating func togglePluralVariation() -> [Effect] {
        guard let string = selectedString else { return [.bell] }
        let key = string.key
        let source = document.sourceLanguage
        let languageName = Language.displayName(for: language)
        if focus == .inspector, let name = selectedForm?.substitution {
            let categories = categoryOptions(string.localization(for: language)?.substitutions?[name]?.variations?.plural)
            prompt = .choice("Remove the substitution “\(name)”? Its token is replaced by the text of one form; which one?", .removeSubstitution(key: key, name: name), options: categories)
            return []
        }
        let shape = string.localization(for: language) ?? string.localization(for: source)
        if shape?.variesByPlural == true || shape?.variations?.device?.elements.contains(where: { $0.value.variesByPlural }) == true {
            let forms = shape?.variations?.plural ?? shape?.variations?.device?.elements.first { $0.value.variesByPlural }?.value.variations?.plural
            let scope = language == source ? "in every language" : "in \(languageName)"
            prompt = .choice("Stop varying “\(key)” by plural \(scope)? Which form's text stays?", .removePlural(key: key), options: categoryOptions(forms))
            return []
        }
        let numbers = numberArguments(of: catalog.entry(for: string))
        if !(shape?.substitutions?.isEmpty ?? true) && numbers.isEmpty {
            message = StatusMessage("Every number of “\(key)” varies through a substitution already; p on a substitution form in the inspector removes one")
            return [.bell]
        }
        if language == source && numbers.count >= 2 || !(shape?.substitutions?.isEmpty ?? true) && numbers.count >= 1 {
            var options = numbers.map { ("\($0.number)", "argument \($0.number) (\($0.text))") }
            if shape?.substitutions?.isEmpty ?? true { options.insert(("whole", "the whole string"), at: 0) }
            prompt = .choice("Vary “\(key)” by plural: the whole string, or one argument (a substitution)?", .varyByPlural(key: key), options: options)
            return []
        }
        varyWholeByPlural(key: key)
        return []
    }

    private func categoryOptions(_ forms: KeyedList<Localization>?) -> [(String, String)] {
        let keys = forms?.keys ?? PluralRules.cardinal(for: language).categories.map(\.rawValue)
        // `other` first: the usual choice.
        let ordered = keys.filter { $0 == "other" } + keys.filter { $0 != "other" }
        return ordered.map { key in
            let text = forms?[key]?.stringUnit?.value ?? ""
            return (key, text.isEmpty ? key : "\(key): \(text)")
        }
    }

    /// The number arguments of the source value, in argument order.
    func numberArguments(of entry: CatalogEntry) -> [(number: Int, text: String)] {
        let text = entry.value(in: entry.sourceLanguage, form: .root) ?? entry.key
        var seen = Set<Int>()
        return FormatString(text).tokens.compactMap { token in
            guard let spec = token.specifier, let number = token.argumentNumber, seen.insert(number).inserted else { return nil }
            switch spec.type {
            case .integer, .unsignedInteger, .floatingPoint: return (number, token.text)
            default: return nil
            }
        }.sorted { $0.number < $1.number }
    }

    mutating func varyWholeByPlural(key: String) {
        let language = self.language, source = document.sourceLanguage, languages = variationLanguages
        let scope = language == source ? "" : " in \(Language.displayName(for: language))"
        apply("Vary “\(key)” by plural\(scope)", keys: [key]) { catalog in
            guard let i = catalog.index(ofKey: key) else { return }
            catalog.modifyEntry(at: i) { $0.varyByPlural(in: language, languages: languages) }
        }
        preferredForm = nil
        message = StatusMessage("“\(key)” varies by plural\(scope): \(PluralRules.cardinal(for: language).categories.map(\.rawValue).joined(separator: " · "))")
    }

    mutating func varyArgumentByPlural(key: String, argument: Int) {
        let languages = variationLanguages
        var failure: CatalogString.SubstitutionError?
        var name = ""
        apply("Vary argument \(argument) of “\(key)” by plural", keys: [key]) { catalog in
            guard let i = catalog.index(ofKey: key) else { return }
            do { name = try catalog.modifyEntry(at: i) { try $0.varyArgumentByPlural(argument: argument, languages: languages) } } catch { failure = error as? CatalogString.SubstitutionError }
        }
        if let failure {
            message = StatusMessage("Not varied: \(failure)", kind: .error)
        } else {
            message = StatusMessage("Argument \(argument) of “\(key)” varies by plural as the substitution “\(name)” (K in the inspector renames it)")
        }
    }

    // MARK: Devices

    /// `v`: choose the devices the selected string varies by.
    mutating func openDevicePicker() -> [Effect] {
        guard let string = selectedString else { return [.bell] }
        let shape = string.localization(for: language) ?? string.localization(for: document.sourceLanguage)
        let chosen = shape?.variations?.device?.keys.filter { $0 != "other" } ?? []
        overlay = .devicePicker(selection: 0, chosen: chosen)
        return []
    }

    mutating func toggleDeviceInPicker() {
        guard case .devicePicker(let selection, var chosen)? = overlay else { return }
        let device = CatalogString.deviceKinds[selection]
        if let at = chosen.firstIndex(of: device) { chosen.remove(at: at) } else { chosen.append(device) }
        overlay = .devicePicker(selection: selection, chosen: chosen)
    }

    mutating func applyDevicePicker() -> [Effect] {
        guard case .devicePicker(_, let chosen)? = overlay, let string = selectedString else { return [] }
        overlay = nil
        let key = string.key, language = self.language, source = document.sourceLanguage, languages = variationLanguages
        let shape = string.localization(for: language) ?? string.localization(for: source)
        let current = shape?.variations?.device?.keys.filter { $0 != "other" } ?? []
        if chosen.isEmpty {
            guard let devices = shape?.variations?.device, !devices.isEmpty else { return [] }
            let options = (devices.keys.filter { $0 == "other" } + devices.keys.filter { $0 != "other" }).map { device in
                let text = devices[device]?.stringUnit?.value ?? devices[device]?.representativeValue ?? ""
                return (device, text.isEmpty ? device : "\(device): \(text)")
            }
            prompt = .choice("Stop varying “\(key)” by device? Which device's text stays?", .removeDevices(key: key), options: options)
            return []
        }
        let ordered = CatalogString.deviceKinds.filter { chosen.contains($0) }
        guard Set(ordered) != Set(current) else { return [] }
        var failure: CatalogString.DeviceVariationError?
        apply("Vary “\(key)” by device", keys: [key]) { catalog in
            guard let i = catalog.index(ofKey: key) else { return }
            do { try catalog.modifyEntry(at: i) { try $0.varyByDevice(ordered, in: language, languages: languages) } } catch { failure = error as? CatalogString.DeviceVariationError }
        }
        preferredForm = nil
        message = failure.map { StatusMessage("Not varied: \($0)", kind: .error) }
            ?? StatusMessage("“\(key)” varies by device: \((ordered + ["other"]).joined(separator: " · "))")
        return []
    }

    // MARK: Substitution fields

    /// K, # and % with the inspector's cursor on a substitution form: its name, its argument
    /// number, its format specifier.
    mutating func editSubstitution(_ field: (String, String) -> EditSession.Target) -> Bool {
        guard focus == .inspector, let string = selectedString, let name = selectedForm?.substitution else { return false }
        let substitution = string.localization(for: language)?.substitutions?[name] ?? string.localization(for: document.sourceLanguage)?.substitutions?[name]
        let target = field(string.key, name)
        let text: String
        switch target {
        case .substitutionArgument: text = substitution?.argNum.map(String.init) ?? ""
        case .substitutionFormat: text = substitution?.formatSpecifier ?? ""
        default: text = name
        }
        session = EditSession(target: target, text: text)
        return true
    }

    mutating func commitSubstitutionField(_ target: EditSession.Target, text: String) {
        var failure: CatalogString.SubstitutionError?
        func edit(_ summary: String, key: String, _ body: @escaping (inout CatalogEntry) throws(CatalogString.SubstitutionError) -> Void) {
            apply(summary, keys: [key]) { catalog in
                do throws(CatalogString.SubstitutionError) { try catalog.modifyEntry(key: key, body) } catch { failure = error }
            }
        }
        switch target {
        case .substitutionName(let key, let name):
            guard text != name else { return }
            edit("Rename the substitution “\(name)” of “\(key)”", key: key) { entry throws(CatalogString.SubstitutionError) in try entry.modifyString { string throws(CatalogString.SubstitutionError) in try string.renameSubstitution(from: name, to: text) } }
            if failure == nil { preferredForm = preferredForm.map { FormPath(substitution: text, device: $0.device, plural: $0.plural) } }
        case .substitutionArgument(let key, let name):
            guard let number = Int(text) else {
                message = StatusMessage("An argument number is a whole number, such as 1", kind: .error)
                return
            }
            edit("Set the argument of “\(name)” in “\(key)”", key: key) { entry throws(CatalogString.SubstitutionError) in try entry.setSubstitutionArgument(name: name, argNum: number) }
        case .substitutionFormat(let key, let name):
            edit("Set the format of “\(name)” in “\(key)”", key: key) { entry throws(CatalogString.SubstitutionError) in try entry.modifyString { string throws(CatalogString.SubstitutionError) in try string.setSubstitutionFormatSpecifier(name: name, specifier: text) } }
        default:
            return
        }
        if let failure { message = StatusMessage("Not changed: \(failure)", kind: .error) }
    }

    // MARK: Answers

    mutating func answerVariation(_ value: String, to subject: Prompt.Subject) {
        let language = self.language
        switch subject {
        case .varyByPlural(let key):
            if value == "whole" { varyWholeByPlural(key: key) } else if let number = Int(value) { varyArgumentByPlural(key: key, argument: number) }
        case .removePlural(let key):
            guard let category = PluralCategory(rawValue: value) else { return }
            apply("Stop varying “\(key)” by plural", keys: [key]) { catalog in
                guard let i = catalog.index(ofKey: key) else { return }
                catalog.modifyEntry(at: i) { $0.removePluralVariation(in: language, keeping: category) }
            }
            preferredForm = nil
            message = StatusMessage("“\(key)” no longer varies by plural; the \(value) form's text stays")
        case .removeDevices(let key):
            apply("Stop varying “\(key)” by device", keys: [key]) { catalog in
                guard let i = catalog.index(ofKey: key) else { return }
                catalog.modifyEntry(at: i) { _ = try? $0.removeDeviceVariation(in: language, keeping: value) }
            }
            preferredForm = nil
            message = StatusMessage("“\(key)” no longer varies by device; the \(value) text stays")
        case .removeSubstitution(let key, let name):
            guard let category = PluralCategory(rawValue: value) else { return }
            var failure: CatalogString.SubstitutionError?
            apply("Remove the substitution “\(name)” of “\(key)”", keys: [key]) { catalog in
                guard let i = catalog.index(ofKey: key) else { return }
                do { try catalog.modifyString(at: i) { try $0.removeSubstitution(name: name, keeping: category) } } catch { failure = error as? CatalogString.SubstitutionError }
            }
            preferredForm = nil
            message = failure.map { StatusMessage("Not removed: \($0)", kind: .error) } ?? StatusMessage("Removed the substitution “\(name)”")
        default:
            break
        }
    }
}
