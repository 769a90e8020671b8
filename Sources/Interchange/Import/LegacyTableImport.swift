import Foundation
import PropertyLists
import StringCatalogKit

/// Merges the units of a legacy table's `<file>` into `TARGET.lproj/TABLE.strings` (or
/// `.stringsdict`) beside the development-language file: values of existing keys are
/// replaced in place, new ones follow in the development file's order with its comments;
/// a new file takes the development file's format (text, XML or binary property list).
/// A table has no states: a target is taken when the policy takes its state (a target
/// without one counts as translated).
public struct LegacyTableImport {
    public let policy: TargetStatePolicy

    public init(policy: TargetStatePolicy) {
        self.policy = policy
    }

    /// The new bytes of the target file `targetPath` (nil when nothing changes) and what
    /// changed. The caller names the target (`LegacyTableExport.path(for:)` with a checked
    /// language code).
    public func apply(_ file: XLIFFFile, sourcePath: String, targetPath: String) throws(InterchangeReadError) -> (bytes: [UInt8]?, summary: CatalogImport.Summary) {
        let exists = FileManager.default.fileExists(atPath: targetPath)
        var summary = CatalogImport.Summary()
        var taken: [(id: String, value: String)] = []
        for unit in file.units {
            guard let target = unit.target else { continue }
            guard policy.state(for: target) != nil else {
                // Counted as a string too: a `.stringsdict` entry's skipped forms may count it
                // more than once (its forms are not grouped before the policy).
                summary.skipped += 1
                summary.strings.skipped += 1
                continue
            }
            taken.append((unit.id, target.content.text))
        }
        if sourcePath.hasSuffix(".stringsdict") {
            let source = try StringsdictFile.read(path: sourcePath)
            var target = StringsdictFile(entries: [], format: source.format)
            if exists { target = try StringsdictFile.read(path: targetPath) }
            // Counted per entry (one string), whatever number of its forms the units bring.
            var formsByKey: [(key: ScalarKey, hadValue: Bool, forms: CatalogImport.Summary)] = []
            var positions: [ScalarKey: Int] = [:]
            for (id, value) in taken {
                guard let path = LegacyTableExport.stringsdictPath(id), let key = path.first,
                      let sourceEntry = source.entries.first(where: { $0.key.hasSameScalars(as: key) }),
                      case .format(let sourceFormat) = sourceEntry.rule else {
                    summary.unknownKeys.append(id)
                    continue
                }
                var index = target.entries.firstIndex { $0.key.hasSameScalars(as: key) }
                let scalarKey = ScalarKey(key)
                if positions[scalarKey] == nil {
                    positions[scalarKey] = formsByKey.count
                    formsByKey.append((scalarKey, index != nil, CatalogImport.Summary()))
                }
                if index == nil {
                    let empty = StringsdictFormat(formatKey: sourceFormat.formatKey, variables: sourceFormat.variables.map {
                        StringsdictVariable(name: $0.name, specType: $0.specType, valueType: $0.valueType, forms: [], otherMembers: $0.otherMembers)
                    })
                    target.entries.append(StringsdictEntry(key: key, rule: .format(empty)))
                    index = target.entries.count - 1
                }
                guard case .format(var format) = target.entries[index!].rule else { continue }
                var previous: String?
                if path.count == 2 && path[1] == LegacyTableExport.formatKeyName {
                    previous = format.formatKey
                    format.formatKey = value
                } else if path.count == 3, let category = PluralCategory(rawValue: path[2]),
                          let v = format.variables.firstIndex(where: { $0.name == path[1] }) {
                    previous = format.variables[v].text(for: category)
                    format.variables[v].forms.removeAll { $0.category == category }
                    format.variables[v].forms.append(StringsdictForm(category: category, text: value))
                    format.variables[v].forms.sort { $0.category < $1.category }
                } else {
                    summary.unknownKeys.append(id)
                    continue
                }
                target.entries[index!].rule = .format(format)
                count(previous: previous, value: value, &formsByKey[positions[scalarKey]!].forms)
            }
            for entry in formsByKey { summary.addString(forms: entry.forms, hadValue: entry.hadValue) }
            let changed = summary.added + summary.changed > 0
            return (changed ? target.bytes(format: target.format) : nil, summary)
        }
        let source = try StringsFile.read(path: sourcePath)
        var target = StringsFile(entries: [], format: source.format)
        if exists { target = try StringsFile.read(path: targetPath) }
        for (key, value) in taken {
            // Keys by their scalars: "Café" precomposed and decomposed are two entries.
            guard let sourceEntry = source.entries.last(where: { $0.key.hasSameScalars(as: key) }) else {
                summary.unknownKeys.append(key)
                continue
            }
            if let i = target.entries.lastIndex(where: { $0.key.hasSameScalars(as: key) }) {
                countString(previous: target.entries[i].value, value: value, &summary)
                target.entries[i].value = value
            } else {
                countString(previous: nil, value: value, &summary)
                target.entries.append(StringsEntry(key: key, value: value, comment: sourceEntry.comment))
            }
        }
        if !exists {
            // A new file lists its keys in the development file's order.
            let order = Dictionary(source.entries.enumerated().map { (ScalarKey($1.key), $0) }, uniquingKeysWith: { _, last in last })
            target.entries.sort { (order[ScalarKey($0.key)] ?? 0) < (order[ScalarKey($1.key)] ?? 0) }
        }
        let changed = summary.added + summary.changed > 0
        return (changed ? target.bytes(format: target.format) : nil, summary)
    }

    private func count(previous: String?, value: String, _ summary: inout CatalogImport.Summary) {
        if previous == nil { summary.added += 1 } else if previous == value { summary.unchanged += 1 } else { summary.changed += 1 }
    }

    /// A `.strings` entry is one unit and one string.
    private func countString(previous: String?, value: String, _ summary: inout CatalogImport.Summary) {
        var forms = CatalogImport.Summary()
        count(previous: previous, value: value, &forms)
        summary.addString(forms: forms, hadValue: previous != nil)
    }
}
