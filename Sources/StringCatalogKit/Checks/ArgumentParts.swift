/// Where a string with substitutions reads each argument: in its value (the parent of the
/// substitutions) or in its substitutions' forms. The app prints the forms inside the value,
/// so a placeholder may move from one to the other between languages: the source's forms
/// say “%arg photos in %2$@”, the translation's value “%#@photos@ in %2$@”. The placeholder
/// check compares each part with the source's same part, and asks this where a placeholder
/// missing from one part, or extra in it, is in the other.
struct ArgumentParts {
    /// The arguments the value reads (its plain, device and plural values), by number.
    let value: [Int: FormatArgument]
    /// The arguments read in every plural form of at least one substitution, by number.
    let everyForm: [Int: FormatArgument]
    /// The arguments read in some form of some substitution, by number.
    let someForm: [Int: FormatArgument]

    init(_ localization: Localization?) {
        var value: [Int: FormatArgument] = [:]
        var everyForm: [Int: FormatArgument] = [:]
        var someForm: [Int: FormatArgument] = [:]
        let substitutions = localization?.substitutionFormats ?? [:]
        localization?.forEachOwnStringUnit { unit, _ in
            for argument in Self.arguments(unit.value, substitutions: substitutions) where value[argument.number] == nil {
                value[argument.number] = argument
            }
        }
        for element in localization?.substitutions?.elements ?? [] {
            let forms = element.value.variations?.plural?.elements.map { $0.value.stringUnit?.value ?? "" } ?? []
            var inEvery: [Int: FormatArgument]?
            for form in forms {
                var here: [Int: FormatArgument] = [:]
                for argument in Self.arguments(form, substitutions: [:]) where here[argument.number] == nil {
                    here[argument.number] = argument
                    if someForm[argument.number] == nil { someForm[argument.number] = argument }
                }
                inEvery = inEvery.map { $0.filter { here[$0.key] != nil } } ?? here
            }
            for (number, argument) in inEvery ?? [:] where everyForm[number] == nil { everyForm[number] = argument }
        }
        self.value = value
        self.everyForm = everyForm
        self.someForm = someForm
    }

    private static func arguments(_ text: String?, substitutions: [String: SubstitutionFormat]) -> [FormatArgument] {
        guard let text, text.utf8.contains(UInt8(ascii: "%")) else { return [] }
        return FormatString(text).arguments(substitutions: substitutions, ignoringProseLike: true)
    }

    /// Whether `argument`, read or missed in the part at `path`, is read alike (same number,
    /// same kind of value) in the other part: in the value for a substitution's form; for
    /// the value, in some form (`anyForm`) or in every form of a substitution.
    func readsElsewhere(_ argument: FormatArgument, from path: FormPath, anyForm: Bool) -> Bool {
        guard let found = self.argument(argument.number, elsewhereFrom: path, anyForm: anyForm) else { return false }
        return found.type?.matchingClass == argument.type?.matchingClass
    }

    /// The argument `number` as the other part of the one at `path` reads it, if it does.
    func argument(_ number: Int, elsewhereFrom path: FormPath, anyForm: Bool) -> FormatArgument? {
        (path.substitution != nil ? value : (anyForm ? someForm : everyForm))[number]
    }
}
