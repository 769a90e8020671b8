import PropertyLists
import StringCatalogKit

/// A `.stringsdict` file: keys whose text depends on a number, the device or the width
/// available, as property list dictionaries in Apple's documented layout.
public struct StringsdictFile: Equatable, Sendable {
    public var entries: [StringsdictEntry]
    public var format: PropertyListFormat

    public init(entries: [StringsdictEntry], format: PropertyListFormat = .xml) {
        self.entries = entries
        self.format = format
    }

    /// Reads a `.stringsdict` in XML or binary form.
    public static func read(_ bytes: [UInt8]) throws(InterchangeReadError) -> StringsdictFile {
        if BinaryPropertyListReader.isBinaryPropertyList(bytes) {
            return try fromPropertyList(BinaryPropertyListReader.read(bytes), format: .binary, bytes: bytes)
        }
        let text = try XMLPropertyListReader.checkedText(bytes)
        if let entries = XMLStringsdictEntries.entries(text) { return StringsdictFile(entries: entries, format: .xml) }
        return try fromXMLTree(text, bytes: bytes)
    }

    /// The file whose checked text (`XMLPropertyListReader.checkedText`) is `text`, read
    /// through the tree of its property list: what `XMLStringsdictEntries` must agree with.
    static func fromXMLTree(_ text: [UInt8], bytes: [UInt8]) throws(InterchangeReadError) -> StringsdictFile {
        try fromPropertyList(XMLPropertyListReader.read(checkedText: text), format: .xml, bytes: bytes)
    }

    private static func fromPropertyList(_ list: PropertyList, format: PropertyListFormat, bytes: [UInt8]) throws(InterchangeReadError) -> StringsdictFile {
        let locator = PropertyListLocator(bytes: bytes, format: format)
        guard case .dictionary(let members) = list else {
            throw locator.error("expected a dictionary at the top of the .stringsdict, found \(list.kindName)", at: nil)
        }
        var entries: [StringsdictEntry] = []
        entries.reserveCapacity(members.count)
        for member in members {
            let rule = try StringsdictRule.parse(member.value, path: "\"\(member.key)\"", at: member.offset, locator: locator, topLevel: true)
            entries.append(StringsdictEntry(key: member.key, rule: rule, line: locator.line(of: member.offset)))
        }
        return StringsdictFile(entries: entries, format: format)
    }

    /// Reads the file at `path`; errors name the file.
    public static func read(path: String) throws(InterchangeReadError) -> StringsdictFile {
        try LegacyFileBytes.parse(path, with: read(_:))
    }

    /// The property list of the file (keys are sorted when written).
    public var propertyList: PropertyList {
        .dictionary(entries.map { PropertyListEntry(key: $0.key, value: $0.rule.propertyList) })
    }

    public func bytes(format: PropertyListFormat) -> [UInt8] {
        PropertyListWriter.bytes(propertyList, format: format)
    }
}

/// One key of a `.stringsdict`.
public struct StringsdictEntry: Equatable, Sendable {
    public var key: String
    public var rule: StringsdictRule
    /// The 1-based line of the key in an XML file (1 in a binary one).
    public var line: Int

    public init(key: String, rule: StringsdictRule, line: Int = 1) {
        self.key = key
        self.rule = rule
        self.line = line
    }
}

/// How a `.stringsdict` key (or one branch of a device or width rule) produces its text.
public indirect enum StringsdictRule: Equatable, Sendable {
    /// A plain string: allowed as the text of a device or width branch.
    case text(String)
    /// `NSStringLocalizedFormatKey` and the variables its `%#@name@` tokens refer to.
    case format(StringsdictFormat)
    /// `NSStringDeviceSpecificRuleType`: a text or format per device (`iphone`, `mac`, …, `other`).
    case device([StringsdictBranch])
    /// `NSStringVariableWidthRuleType`: a text per width ("1", "20", "50"…). A String Catalog
    /// has nothing like it, so migration reports such keys instead of guessing.
    case variableWidth([StringsdictBranch])

    static let formatKey = "NSStringLocalizedFormatKey"
    static let deviceKey = "NSStringDeviceSpecificRuleType"
    static let widthKey = "NSStringVariableWidthRuleType"

    public var propertyList: PropertyList {
        switch self {
        case .text(let text):
            return .string(text)
        case .format(let format):
            var members = [PropertyListEntry(key: Self.formatKey, value: .string(format.formatKey))]
            members += format.variables.map { PropertyListEntry(key: $0.name, value: $0.propertyList) }
            return .dictionary(members)
        case .device(let branches):
            return .dictionary([PropertyListEntry(key: Self.deviceKey, value: .dictionary(branches.map { PropertyListEntry(key: $0.name, value: $0.rule.propertyList) }))])
        case .variableWidth(let branches):
            return .dictionary([PropertyListEntry(key: Self.widthKey, value: .dictionary(branches.map { PropertyListEntry(key: $0.name, value: $0.rule.propertyList) }))])
        }
    }

    static func parse(_ value: PropertyList, path: @autoclosure () -> String, at offset: Int?, locator: PropertyListLocator, topLevel: Bool) throws(InterchangeReadError) -> StringsdictRule {
        if case .string(let text) = value, !topLevel { return .text(text) }
        guard case .dictionary(let members) = value else {
            throw locator.error("\(path()): expected a dictionary with \(formatKey), found \(value.kindName)", at: offset)
        }
        func branches(_ ruleKey: String) throws(InterchangeReadError) -> [StringsdictBranch] {
            let member = members.first { $0.key == ruleKey }!
            guard case .dictionary(let list) = member.value else {
                throw locator.error("\(path()).\(ruleKey): expected a dictionary, found \(member.value.kindName)", at: member.offset ?? offset)
            }
            var result: [StringsdictBranch] = []
            for branch in list {
                let rule = try parse(branch.value, path: "\(path()).\(ruleKey).\(branch.key)", at: branch.offset, locator: locator, topLevel: false)
                result.append(StringsdictBranch(name: branch.key, rule: rule))
            }
            return result
        }
        if members.contains(where: { $0.key == deviceKey }) { return .device(try branches(deviceKey)) }
        if members.contains(where: { $0.key == widthKey }) { return .variableWidth(try branches(widthKey)) }
        guard let formatMember = members.first(where: { $0.key == formatKey }) else {
            throw locator.error("\(path()): expected \(formatKey), \(deviceKey) or \(widthKey)", at: offset)
        }
        guard case .string(let formatText) = formatMember.value else {
            throw locator.error("\(path()).\(formatKey): expected a string, found \(formatMember.value.kindName)", at: formatMember.offset ?? offset)
        }
        var variables: [StringsdictVariable] = []
        for member in members where member.key != formatKey {
            variables.append(try StringsdictVariable.parse(member, path: "\(path()).\(member.key)", locator: locator))
        }
        return .format(StringsdictFormat(formatKey: formatText, variables: variables))
    }
}

/// One branch of a device or width rule.
public struct StringsdictBranch: Equatable, Sendable {
    /// The device (`iphone`, `ipad`, `ipod`, `mac`, `appletv`, `applewatch`, `other`…) or width.
    public var name: String
    public var rule: StringsdictRule

    public init(name: String, rule: StringsdictRule) {
        self.name = name
        self.rule = rule
    }
}

/// `NSStringLocalizedFormatKey` with its variables.
public struct StringsdictFormat: Equatable, Sendable {
    /// The format with `%#@name@` tokens, e.g. `%#@articles@` or `%1$#@files@ in %2$#@folders@`.
    public var formatKey: String
    public var variables: [StringsdictVariable]

    public init(formatKey: String, variables: [StringsdictVariable]) {
        self.formatKey = formatKey
        self.variables = variables
    }

    public func variable(named name: String) -> StringsdictVariable? {
        variables.first { $0.name == name }
    }
}

/// One variable of a format: a plural rule over one argument.
public struct StringsdictVariable: Equatable, Sendable {
    public var name: String
    /// `NSStringFormatSpecTypeKey`: `NSStringPluralRuleType` in practice.
    public var specType: String
    /// `NSStringFormatValueTypeKey`: the argument's conversion without `%` (`d`, `lld`, `@`…).
    public var valueType: String?
    /// The texts per CLDR category, in CLDR order.
    public var forms: [StringsdictForm]
    /// Members that are neither the spec type, the value type nor a plural category,
    /// kept so that nothing is lost silently; migration reports them.
    public var otherMembers: [PropertyListEntry]

    public static let pluralRuleType = "NSStringPluralRuleType"

    public init(name: String, specType: String = StringsdictVariable.pluralRuleType, valueType: String?, forms: [StringsdictForm], otherMembers: [PropertyListEntry] = []) {
        self.name = name
        self.specType = specType
        self.valueType = valueType
        self.forms = forms
        self.otherMembers = otherMembers
    }

    public func text(for category: PluralCategory) -> String? {
        forms.first { $0.category == category }?.text
    }

    var propertyList: PropertyList {
        var members = [PropertyListEntry(key: "NSStringFormatSpecTypeKey", value: .string(specType))]
        if let valueType { members.append(PropertyListEntry(key: "NSStringFormatValueTypeKey", value: .string(valueType))) }
        members += forms.map { PropertyListEntry(key: $0.category.rawValue, value: .string($0.text)) }
        members += otherMembers
        return .dictionary(members)
    }

    static func parse(_ member: PropertyListEntry, path: @autoclosure () -> String, locator: PropertyListLocator) throws(InterchangeReadError) -> StringsdictVariable {
        guard case .dictionary(let members) = member.value else {
            throw locator.error("\(path()): expected a dictionary with NSStringFormatSpecTypeKey, found \(member.value.kindName)", at: member.offset)
        }
        var fields = StringsdictVariableFields()
        for field in members {
            let kind = StringsdictVariableFields.kind(of: field.key)
            guard kind != .other else {
                fields.others.append(field)
                continue
            }
            guard case .string(let text) = field.value else {
                // Made only for a message: building it for every field cost a tenth of a read.
                throw locator.error("\(path()).\(field.key): expected a string, found \(field.value.kindName)", at: field.offset ?? member.offset)
            }
            fields.add(kind, text)
        }
        guard let variable = fields.variable(named: member.key) else {
            throw locator.error("\(path()): expected NSStringFormatSpecTypeKey (NSStringPluralRuleType)", at: member.offset)
        }
        return variable
    }
}

/// The fields of a variable's dictionary, taken one by one in file order: the same for the
/// tree reader (`StringsdictVariable.parse`) and for `XMLStringsdictEntries`.
struct StringsdictVariableFields {
    enum Kind: Equatable {
        case specType, valueType
        case form(PluralCategory)
        /// Kept as it is, so that nothing is lost silently; migration reports it.
        case other
    }

    static func kind(of key: String) -> Kind {
        switch key {
        case "NSStringFormatSpecTypeKey": .specType
        case "NSStringFormatValueTypeKey": .valueType
        default: PluralCategory(rawValue: key).map(Kind.form) ?? .other
        }
    }

    var specType: String?
    var valueType: String?
    var forms: [StringsdictForm] = []
    var others: [PropertyListEntry] = []

    /// A field of a kind other than `.other`, whose value is `text`: a repeated one replaces
    /// the type it gave, and adds a form.
    mutating func add(_ kind: Kind, _ text: String) {
        switch kind {
        case .specType: specType = text
        case .valueType: valueType = text
        case .form(let category): forms.append(StringsdictForm(category: category, text: text))
        case .other: break
        }
    }

    /// The variable, or nil without the spec type it needs.
    func variable(named name: String) -> StringsdictVariable? {
        guard let specType else { return nil }
        return StringsdictVariable(name: name, specType: specType, valueType: valueType, forms: forms.sorted { $0.category < $1.category }, otherMembers: others)
    }
}

/// The text of one plural category.
public struct StringsdictForm: Equatable, Sendable {
    public var category: PluralCategory
    public var text: String

    public init(category: PluralCategory, text: String) {
        self.category = category
        self.text = text
    }
}
