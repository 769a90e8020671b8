/// A string varied by device needs an `other` form: it is what every device not listed
/// shows (a Vision Pro when only iPhone and iPad are given). A warning: an app that runs
/// only on the devices listed does not need it.
public struct DeviceOtherCheck: CatalogCheck {
    public let id = "device-other"
    public let summary = "device variation without an other form"

    public init() {}

    public func check(_ string: CatalogString, in context: CheckContext) -> [Problem] {
        guard let localizations = string.localizations else { return [] }
        var problems: [Problem] = []
        for element in localizations.elements where context.includes(element.key) {
            guard element.value.variations != nil || element.value.substitutions != nil else { continue }
            element.value.forEachVariations { variations, path in
                guard let devices = variations.device, devices["other"] == nil else { return }
                problems.append(problem(
                    .warning, "varies by device (\(devices.keys.joined(separator: ", "))) without an other form for the remaining devices",
                    string, language: element.key, form: path.with(device: "other")))
            }
        }
        return problems
    }
}
