import ParallelWork
import PropertyLists
import StringCatalogKit

/// What one language of one catalog compiles to: the entries of `LANG.lproj/TABLE.strings`
/// and of `LANG.lproj/TABLE.stringsdict`.
public struct CompiledTable: Equatable, Sendable {
    public var language: String
    /// The table name: the catalog's file name without `.xcstrings`.
    public var table: String
    /// Plain values, sorted by key (UTF-16 order, as property lists list them).
    public var strings: [StringsEntry]
    /// Strings with plural, device or substitution variations.
    public var stringsdict: [StringsdictEntry]

    public var isEmpty: Bool { strings.isEmpty && stringsdict.isEmpty }
}

/// `xcstringstool compile` without Xcode: a catalog becomes the legacy files Foundation reads
/// at run time (`xliff-and-compile.md` §6).
///
/// What is compiled: every value the catalog holds, whatever its state (`new`,
/// `needs_review`, `translated`…) and whatever the string's extraction state (stale and
/// don't-translate strings included), because states, comments and extraction states are
/// editing data that the compiled files have no place for. The source language gets the
/// values the catalog stores for it; a string without one is looked up by its key at run
/// time, which is the source text. One exception, as Xcode's own output shows (two real
/// projects): a source value still `new` of a string `extracted_with_value` is the default
/// value the code itself holds (`String(localized:defaultValue:)`), copied in by extraction
/// and never edited, so it is left out, and the code's value is what the app shows. A language without values gets no folder. String sets
/// (App Shortcuts phrases) are not part of `.strings` files and are left out.
public enum CatalogCompiler {
    /// The tables of every language with values, by language code.
    ///
    /// Languages are compiled on `threads` threads (all cores when nil), each language's
    /// table by one thread; the tables are the same whatever the number of threads.
    public static func compile(_ catalog: StringCatalog, table: String, threads: Int? = nil) -> [CompiledTable] {
        // Keys are put in the compiled files' order once, so that every language's entries
        // come out sorted.
        let order = keyOrder(catalog.strings)
        var languageSet = Set<String>()
        var previous: [String] = []
        for string in catalog.strings {
            guard let elements = string.localizations?.elements else { continue }
            // Most strings have the languages of the one before: only a change is hashed.
            // (By index: taking whole elements would copy their localizations.)
            if elements.count == previous.count, elements.indices.allSatisfy({ elements[$0].key == previous[$0] }) { continue }
            previous = elements.map { $0.key }
            for language in previous { languageSet.insert(language) }
        }
        let languages = languageSet.sorted()
        return ParallelJobs.map(languages.count, threads: threads ?? ParallelJobs.defaultThreads) { job in
            compile(catalog.strings, in: order, language: languages[job], table: table,
                    isSourceLanguage: languages[job] == catalog.sourceLanguage)
        }.filter { !$0.isEmpty }
    }

    /// The indices of `strings` by key in UTF-16 order (the order of property list keys).
    static func keyOrder(_ strings: [CatalogString]) -> [Int] {
        strings.indices.sorted { UTF16Order.precedes(strings[$0].key, strings[$1].key) }
    }

    /// One language's table: its localization of each string, in `order`.
    static func compile(_ strings: [CatalogString], in order: [Int], language: String, table: String,
                        isSourceLanguage: Bool = false) -> CompiledTable {
        var compiled = CompiledTable(language: language, table: table, strings: [], stringsdict: [])
        compiled.strings.reserveCapacity(order.count)
        // Most strings list their languages in the same order: look where the previous one
        // had this language first.
        var hint = 0
        for index in order {
            let string = strings[index]
            guard let elements = string.localizations?.elements else { continue }
            let position: Int
            if hint < elements.count && elements[hint].key == language {
                position = hint
            } else if let found = elements.firstIndex(where: { $0.key == language }) {
                position = found
                hint = found
            } else {
                continue
            }
            if isSourceLanguage && isCodesDefaultValue(elements[position].value, of: string) { continue }
            switch compile(elements[position].value, key: string.key) {
            case .plain(let value):
                compiled.strings.append(StringsEntry(key: string.key, value: value))
            case .rule(let rule):
                compiled.stringsdict.append(StringsdictEntry(key: string.key, rule: rule))
            case .nothing:
                break
            }
        }
        return compiled
    }

    /// A source localization that only repeats the default value written in the code: a
    /// plain value still `new` of a string extracted with its value.
    static func isCodesDefaultValue(_ localization: Localization, of string: CatalogString) -> Bool {
        string.extractionState == .extractedWithValue && localization.variations == nil
            && localization.stringUnit?.state == .new
    }

    enum Compiled: Equatable {
        case plain(String)
        case rule(StringsdictRule)
        case nothing
    }

    /// The compiled form of one language's localization of `key`.
    static func compile(_ localization: Localization, key: String) -> Compiled {
        let substitutions = localization.substitutions ?? KeyedList()
        if let device = localization.variations?.device {
            var branches: [StringsdictBranch] = []
            for element in device.elements.sorted(by: { UTF16Order.precedes($0.key, $1.key) }) {
                if let rule = branchRule(element.value, of: localization) {
                    branches.append(StringsdictBranch(name: element.key, rule: rule))
                }
            }
            return branches.isEmpty ? .nothing : .rule(.device(branches))
        }
        if let plural = localization.variations?.plural {
            return pluralFormat(plural, substitutions: substitutions).map { .rule(.format($0)) } ?? .nothing
        }
        guard let value = localization.stringUnit?.value else { return .nothing }
        if !substitutions.isEmpty {
            let formatKey = localization.withSubstitutionPositions(value)
            return .rule(.format(StringsdictFormat(formatKey: formatKey, variables: variables(for: substitutions, in: formatKey))))
        }
        return .plain(value)
    }

    /// A device branch: a text, a text with substitutions, or a plural.
    static func branchRule(_ branch: Localization, of localization: Localization) -> StringsdictRule? {
        let substitutions = localization.substitutions ?? KeyedList()
        if let plural = branch.variations?.plural {
            return pluralFormat(plural, substitutions: substitutions).map { .format($0) }
        }
        guard let value = branch.stringUnit?.value else { return nil }
        let used = FormatString(value).substitutionNames
        if used.isEmpty { return .text(value) }
        let formatKey = localization.withSubstitutionPositions(value)
        return .format(StringsdictFormat(formatKey: formatKey, variables: variables(for: substitutions, in: formatKey)))
    }

    /// The name of the variable a plain plural is compiled to: `%#@value@`. Xcode's own name
    /// is not documented (no compiled `.stringsdict` from a catalog is public); Foundation
    /// only needs the token and the variable to agree.
    static let pluralVariable = "value"

    /// A plain plural variation as a one-variable format. The variable counts the first
    /// numeric argument of the `other` form (else of any form); `NSStringFormatValueTypeKey`
    /// is that argument's length and conversion (`lld`).
    static func pluralFormat(_ plural: KeyedList<Localization>, substitutions: KeyedList<Substitution>) -> StringsdictFormat? {
        var forms: [StringsdictForm] = []
        for element in plural.elements {
            guard let category = PluralCategory(rawValue: element.key), let text = element.value.stringUnit?.value else { continue }
            forms.append(StringsdictForm(category: category, text: text))
        }
        guard !forms.isEmpty else { return nil }
        forms.sort { $0.category < $1.category }
        let ordered = forms.filter { $0.category == .other } + forms.filter { $0.category != .other }
        var counted: (argument: Int, specifier: FormatSpecifier)?
        for form in ordered where counted == nil {
            for token in FormatString(form.text).tokens {
                if let specifier = token.specifier, specifier.type != .object, let number = token.argumentNumber {
                    counted = (number, specifier)
                    break
                }
            }
        }
        let token = counted.map { $0.argument > 1 ? "%\($0.argument)$#@\(pluralVariable)@" : "%#@\(pluralVariable)@" } ?? "%#@\(pluralVariable)@"
        var variables = [StringsdictVariable(name: pluralVariable, valueType: counted?.specifier.typeSpecifier ?? "d", forms: forms)]
        // Forms may use substitutions of the localization; they resolve at the same level.
        if !substitutions.isEmpty {
            let used = Set(forms.flatMap { FormatString($0.text).substitutionNames })
            variables += self.variables(for: substitutions, in: forms.map(\.text).joined(separator: " ")).filter { used.contains($0.name) }
        }
        return StringsdictFormat(formatKey: token, variables: variables)
    }

    /// One rule dictionary per substitution, `%arg` in its forms becoming the argument's own
    /// specifier (`%2$lld`), positional where the argument number is known.
    static func variables(for substitutions: KeyedList<Substitution>, in formatKey: String) -> [StringsdictVariable] {
        let tokens = FormatString(formatKey).tokens
        return substitutions.elements.compactMap { element in
            let substitution = element.value
            let argument = substitution.argNum ?? tokens.first { $0.substitutionName == element.key }?.argumentNumber
            let specifier = substitution.formatSpecifier ?? "lld"
            let replacement = "%" + (argument.map { "\($0)$" } ?? "") + specifier
            var forms: [StringsdictForm] = []
            for form in substitution.variations?.plural?.elements ?? [] {
                guard let category = PluralCategory(rawValue: form.key), let text = form.value.stringUnit?.value else { continue }
                forms.append(StringsdictForm(category: category, text: replacingArgPlaceholder(in: text, with: replacement)))
            }
            guard !forms.isEmpty else { return nil }
            forms.sort { $0.category < $1.category }
            return StringsdictVariable(name: element.key, valueType: specifier, forms: forms)
        }
    }

    static func replacingArgPlaceholder(in text: String, with replacement: String) -> String {
        let tokens = FormatString(text).tokens.filter { $0.kind == .argPlaceholder }
        guard !tokens.isEmpty else { return text }
        var out = ""
        var last = text.startIndex
        for token in tokens {
            out += text[last..<token.range.lowerBound]
            out += replacement
            last = token.range.upperBound
        }
        out += text[last...]
        return out
    }

    /// The files of compiled tables, relative to the output folder:
    /// `LANG.lproj/TABLE.strings` (in `stringsFormat`) and `LANG.lproj/TABLE.stringsdict` (XML).
    ///
    /// Tables are serialized on `threads` threads; the files come out in the tables' order.
    public static func files(_ tables: [CompiledTable], stringsFormat: StringsFileFormat = .xmlPropertyList,
                             threads: Int? = nil) -> [(path: String, bytes: [UInt8])] {
        ParallelJobs.map(tables.count, threads: threads ?? ParallelJobs.defaultThreads) { job -> [(path: String, bytes: [UInt8])] in
            let table = tables[job]
            var files: [(path: String, bytes: [UInt8])] = []
            let folder = "\(table.language).lproj/"
            if !table.strings.isEmpty {
                files.append((folder + table.table + ".strings", stringsBytes(table.strings, format: stringsFormat)))
            }
            if !table.stringsdict.isEmpty {
                files.append((folder + table.table + ".stringsdict", StringsdictFile(entries: table.stringsdict).bytes(format: .xml)))
            }
            return files
        }.flatMap { $0 }
    }

    /// A compiled table's keys are unique and sorted: its property list is written as it is.
    static func stringsBytes(_ entries: [StringsEntry], format: StringsFileFormat) -> [UInt8] {
        switch format {
        case .text:
            return StringsTextWriter.bytes(entries)
        case .xmlPropertyList:
            // About 40 bytes of markup and indentation per entry besides its texts.
            let capacity = entries.reduce(300) { $0 + $1.key.utf8.count + $1.value.utf8.count + 40 }
            return XMLPropertyListWriter.document(capacity: capacity) { $0.stringsDictionary(entries) }
        case .binaryPropertyList:
            let list = PropertyList.dictionary(entries.map { PropertyListEntry(key: $0.key, value: .string($0.value)) })
            return PropertyListWriter.bytes(list, format: .binary)
        }
    }
}
