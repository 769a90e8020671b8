import StringCatalogKit

/// What a translator's XLIFF can carry, and so what the editor does on a file of an `.xcloc`
/// or `.xliff`: translations of one target language, their states and forms. Keys, strings,
/// comments, don't-translate flags, substitutions' arguments, languages and the source text
/// are the developer's: the XLIFF carries them read-only (Xcode's import ignores them), so
/// commands that would change them are refused with a message saying why.
extension EditorState {
    /// Why `command` is refused on the current document, or nil when it may go ahead (every
    /// command on a `.xcstrings` file).
    func exchangeRefusal(_ command: Command) -> String? {
        guard let origin = document.exchange else { return nil }
        let bundle = origin.inputName
        switch command {
        case .addString, .deleteStaleStrings:
            return "\(bundle) carries translations only: strings are added and deleted in the developer's project"
        case .deleteString:
            return focus == .sidebar ? languageRefusal(origin) : "\(bundle) carries translations only: strings are added and deleted in the developer's project"
        case .renameKey:
            return "\(bundle) carries translations only: keys and substitutions are named in the developer's project"
        case .toggleManual, .toggleDoNotTranslate:
            return "\(bundle) carries translations only: how a string is managed and whether it is translated are the developer's"
        case .editComment:
            return "Comments are the developer's notes to translators (<note> in the XLIFF): read-only here"
        case .editSubstitutionArgument, .editSubstitutionFormat:
            return "\(bundle) carries translations only: a substitution's argument and format are the developer's"
        case .addLanguage:
            return languageRefusal(origin)
        case .edit:
            return focus == .sidebar ? nil : selectedString.flatMap(valueRefusal)
        case .editExternally:
            return selectedString.flatMap(valueRefusal)
        case .editVisibleRow(let offset):
            let row = tableScroll + offset
            guard visibleRows.indices.contains(row) else { return nil }
            let clicked = visibleRows[row]
            return valueRefusal(documents[clicked.document].catalog.strings[clicked.string])
        case .varyByPlural, .varyByDevice:
            guard let string = selectedString else { return nil }
            return valueRefusal(string) ?? tableRefusal(origin) ?? shapeRefusal(string)
        case .markReviewed, .markForReview, .markAllShownReviewed, .markAllShownForReview:
            if isSourceLanguageSelected { return sourceRefusal }
            let single = markCount == 0 && (command == .markReviewed || command == .markForReview)
            return single ? selectedString.flatMap(valueRefusal) : nil
        default:
            return nil
        }
    }

    /// Editing a value of `string` in the selected language: only translations of strings
    /// to be translated.
    private func valueRefusal(_ string: CatalogString) -> String? {
        if isSourceLanguageSelected { return sourceRefusal }
        if !string.isTranslatable {
            return "“\(string.key)” is marked don't translate (translate=\"no\" in the XLIFF): read-only"
        }
        return nil
    }

    private var sourceRefusal: String {
        let source = Language.displayName(for: document.sourceLanguage)
        let bundle = document.exchange?.inputName ?? "an XLIFF"
        // A bundle of the development language itself (en.xcloc) has no other language.
        guard document.exchange?.language != document.sourceLanguage else {
            return "\(bundle) is the \(source) export, the developer's source text: read-only"
        }
        return "The \(source) text is the developer's source: read-only in \(bundle); [ ] switch to the translation"
    }

    private func languageRefusal(_ origin: ExchangeOrigin) -> String {
        "\(origin.inputName) holds one translation, \(Language.displayName(for: origin.language)) (\(origin.language)); another language is another bundle (xcedit export --lang CODE)"
    }

    /// A legacy table holds one text per key (a `.stringsdict`'s forms are keys of their
    /// own): Xcode's import has nowhere to put a plural or device form of it.
    private func tableRefusal(_ origin: ExchangeOrigin) -> String? {
        guard origin.isLegacyTable else { return nil }
        let table = origin.original.split(separator: "/").last.map(String.init) ?? origin.original
        return "\(table) is a legacy table, one text per key: its strings cannot vary by plural or device"
    }

    /// `p` and `v` in a translation: the translator may vary a plain string (the source has
    /// one text) by plural or device in their language, and take that back; where the forms
    /// come from the source (it varies, or has substitutions), each form is a unit of the
    /// XLIFF already, and taking them away would leave a value the XLIFF cannot carry.
    private func shapeRefusal(_ string: CatalogString) -> String? {
        if focus == .inspector, selectedForm?.substitution != nil {
            return "Substitutions are the developer's: type each of their forms with Enter and Tab"
        }
        let source = string.localization(for: document.sourceLanguage)
        guard source?.variations != nil || source?.substitutions != nil else { return nil }
        let language = Language.displayName(for: document.sourceLanguage)
        return "“\(string.key)” takes its forms from the \(language) text, each a unit of the XLIFF: type them with Enter and Tab"
    }

    /// Of `strings`, those a bulk review may change: in a translator's XLIFF, not the
    /// strings marked don't translate, which are read-only there.
    func reviewableStrings(_ strings: [StringReference]) -> [StringReference] {
        strings.filter { reference in
            let document = documents[reference.document]
            guard document.exchange != nil else { return true }
            return document.catalog.index(ofKey: reference.key).map { document.catalog.strings[$0].isTranslatable } ?? false
        }
    }
}
