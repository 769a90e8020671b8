/// A string varied by device needs an `other` form: it is what every device not listed
/// shows (a Vision Pro when only iPhone and iPad are given). A warning: an app that runs
/// only on the devices listed does not need it.
public struct DeviceOtherCheck: LocalizationCheck {
    public static let descriptor = CheckDescriptor(id: "device-other", summary: "device variation without an other form", highestSeverity: .warning)
    public var scope: CheckScope { [.languages, .sourceLanguage] }

    public init() {}

    public func check(language: LanguageContext, into problems: inout [Problem]) {
        guard !language.isPlain else { return }
        let localization = language.localization
        guard localization.variations != nil || localization.substitutions != nil else { return }
        localization.forEachVariations { variations, path in
            guard let devices = variations.device, devices["other"] == nil else { return }
            problems.append(problem(
                .warning, "varies by device (\(devices.keys.joined(separator: ", "))) without an other form for the remaining devices",
                in: language, form: path.with(device: "other")))
        }
    }
}
