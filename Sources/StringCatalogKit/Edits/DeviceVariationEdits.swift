/// Varying a string by device ("Tap" on iPhone, "Click" on Mac) and back, with Xcode's
/// semantics.
///
/// The device keys are those Xcode writes and compiles (`xcstrings-format.md` §1.5.2):
/// `iphone`, `ipad`, `ipod`, `mac`, `applewatch`, `appletv`, `applevision`, and `other`
/// for every device not listed, which is always present so that no device shows nothing.
/// Forms are kept in Xcode's key order (`KeyedList.set` inserts at the collated place:
/// appletv, applevision, applewatch, ipad, iphone, ipod, mac, other), which is also the
/// order `CatalogWriter` writes. See `VariationReach` for which languages an edit reaches
/// and what made-up forms hold.
extension CatalogString {
    /// The devices a string can vary by, besides `other`.
    public static let deviceKinds = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision"]

    /// Why a device variation cannot be made.
    public enum DeviceVariationError: Error, Equatable, CustomStringConvertible {
        case unknownDevice(String)
        case noDevices

        public var description: String {
            switch self {
            case .unknownDevice(let name):
                "“\(name)” is not a device; use \(CatalogString.deviceKinds.joined(separator: ", ")) or other"
            case .noDevices:
                "choose at least one device to vary by (every other device shows the other form)"
            }
        }
    }

    /// Varies the string by `devices` (plus `other`) in `language`, or, when that is the
    /// source language, in every language of `languages` that has a localization of it.
    ///
    /// The value a language had (plain, or its plural forms) becomes the `other` form;
    /// each device gets a made-up copy of it. A string that already varies by device gets
    /// exactly `devices` and `other`: missing devices are added, devices not listed are
    /// removed. Substitutions stay at the language's level, where Xcode keeps them.
    /// - Returns: the languages that changed.
    @discardableResult
    mutating func varyByDevice(
        _ devices: [String], in language: String, sourceLanguage: String, languages: [String]
    ) throws(DeviceVariationError) -> [String] {
        let wanted = devices.filter { $0 != "other" }
        guard !wanted.isEmpty else { throw .noDevices }
        for device in wanted where !Self.deviceKinds.contains(device) { throw .unknownDevice(device) }

        let keyUnit = self.keyUnit
        return editLocalizations(reach(of: language, sourceLanguage: sourceLanguage, languages: languages), creating: true) { code, localization in
            let isSource = code == sourceLanguage
            var variations = localization.variations ?? Variations()
            var forms = variations.device ?? KeyedList()
            if forms.isEmpty {
                // What the language shows today becomes what every other device shows.
                var other = Localization()
                if let plural = variations.plural, !plural.isEmpty {
                    other.variations = Variations(plural: plural)
                    variations.plural = nil
                } else {
                    other.stringUnit = localization.stringUnit ?? (isSource ? keyUnit : StringUnit(state: .new, value: ""))
                }
                localization.stringUnit = nil
                forms.set("other", other)
            }
            for name in forms.keys where name != "other" && !wanted.contains(name) {
                forms.remove(name)
            }
            if forms["other"] == nil, let first = forms.elements.first?.value {
                forms.set("other", first.madeUpCopy(isSource: isSource))
            }
            let template = forms["other"] ?? Localization(stringUnit: StringUnit(state: .new, value: ""))
            for device in wanted where forms[device] == nil {
                forms.set(device, template.madeUpCopy(isSource: isSource))
            }
            variations.device = forms
            localization.variations = variations
        }
    }

    /// Stops varying by device in `language`: the form of `device` (or `other` where the
    /// language lacks it) becomes the value, plural forms and states included; the other
    /// device forms are removed. In the source language this is done in every language.
    /// - Returns: the languages that changed.
    @discardableResult
    mutating func removeDeviceVariation(
        in language: String, keeping device: String, sourceLanguage: String
    ) throws(DeviceVariationError) -> [String] {
        guard device == "other" || Self.deviceKinds.contains(device) else { throw .unknownDevice(device) }
        return editLocalizations(removalReach(of: language, sourceLanguage: sourceLanguage), creating: false) { _, localization in
            guard var variations = localization.variations, let forms = variations.device, !forms.isEmpty else { return }
            let kept = forms[device] ?? forms["other"] ?? forms.elements[0].value
            variations.device = nil
            if let nested = kept.variations {
                variations.plural = nested.plural
                variations.extraFields = Localization.merged(variations.extraFields, nested.extraFields)
            }
            localization.stringUnit = kept.stringUnit
            localization.extraFields = Localization.merged(localization.extraFields, kept.extraFields)
            let isEmpty = variations.plural == nil && variations.extraFields.isEmpty
            localization.variations = isEmpty ? nil : variations
        }
    }
}

extension Localization {
    /// Whether the value varies by device.
    public var variesByDevice: Bool {
        variations?.device?.isEmpty == false
    }
}
