import SourceExtraction
import StringCatalogKit

/// What a `Package.swift` declares, read as Swift text and never run: the package's
/// `defaultLocalization` and each target's declaration (`.target(name:path:exclude:sources:
/// resources:)` and the other kinds), where its arguments are literals.
///
/// Understood: string literals and arrays of them, `.process("…")`, `.copy("…")` and
/// `.embedInCode("…")` resources, target declarations anywhere in the file (in `Package(…)` or
/// in a variable). Not understood, and said so with a warning: values that are not literals
/// (a variable, a concatenation, a function's result); `#if` is taken as in a Debug build.
struct PackageManifest {
    struct Declaration {
        var kind: PackageTargetKind
        var name: String
        var path: String?
        var exclude: [String] = []
        /// `sources:` when given: the only paths (relative to the target's folder) compiled.
        var sources: [String]?
        var resources: [Resource] = []
        var position: SourcePosition
    }

    struct Resource: Equatable {
        enum Rule: String {
            case process
            case copy
            case embedInCode
        }

        var rule: Rule
        var path: String
    }

    var defaultLocalization: String?
    var targets: [Declaration] = []
    /// Positions of what was not understood, with what it was.
    var notUnderstood: [(position: SourcePosition, message: String)] = []

    init(tokens: [Token]) {
        let closers = Self.closers(of: tokens)
        var index = 0
        while index < tokens.count {
            if tokens[index].isIdentifier("Package"), index + 1 < tokens.count, tokens[index + 1].isPunctuation("("),
               index == 0 || !tokens[index - 1].isPunctuation("."), let close = closers[index + 1] {
                for argument in Self.arguments(tokens, from: index + 1, to: close, closers: closers) where argument.label == "defaultLocalization" {
                    defaultLocalization = string(argument, in: tokens)
                }
            }
            if tokens[index].isPunctuation("."), index + 2 < tokens.count, let name = tokens[index + 1].identifier,
               let kind = PackageTargetKind(rawValue: name), tokens[index + 2].isPunctuation("("), let close = closers[index + 2] {
                if let declaration = declaration(kind, tokens, from: index + 2, to: close, closers: closers) { targets.append(declaration) }
                // Calls inside a declaration (`.target(name:)` among its dependencies) are no
                // declarations.
                index = close + 1
                continue
            }
            index += 1
        }
    }

    private mutating func declaration(_ kind: PackageTargetKind, _ tokens: [Token], from open: Int, to close: Int, closers: [Int: Int]) -> Declaration? {
        let arguments = Self.arguments(tokens, from: open, to: close, closers: closers)
        guard let nameArgument = arguments.first(where: { $0.label == "name" }), let name = string(nameArgument, in: tokens) else {
            notUnderstood.append((tokens[open - 1].position, "a .\(kind.rawValue) declaration without a literal name; left out"))
            return nil
        }
        var declaration = Declaration(kind: kind, name: name, position: tokens[open - 1].position)
        for argument in arguments {
            switch argument.label {
            case "path": declaration.path = string(argument, in: tokens)
            case "exclude": declaration.exclude = strings(argument, in: tokens) ?? []
            case "sources": declaration.sources = strings(argument, in: tokens)
            case "resources": declaration.resources = resources(argument, in: tokens, closers: closers)
            default: continue
            }
        }
        return declaration
    }

    // MARK: Values

    struct Argument {
        var label: String?
        /// The value's tokens.
        var range: Range<Int>
    }

    /// The arguments between the brackets at `open` and `close`, split at their top-level commas.
    static func arguments(_ tokens: [Token], from open: Int, to close: Int, closers: [Int: Int]) -> [Argument] {
        var arguments: [Argument] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            if index == close || tokens[index].isPunctuation(",") {
                if start < index {
                    if index - start >= 2, let label = tokens[start].identifier, tokens[start + 1].isPunctuation(":") {
                        arguments.append(Argument(label: label, range: (start + 2)..<index))
                    } else {
                        arguments.append(Argument(label: nil, range: start..<index))
                    }
                }
                start = index + 1
                index += 1
            } else if let closer = closers[index] {
                index = closer + 1
            } else {
                index += 1
            }
        }
        return arguments
    }

    /// A value that is one string literal.
    private mutating func string(_ argument: Argument, in tokens: [Token]) -> String? {
        if argument.range.count == 1, let text = tokens[argument.range.lowerBound].stringLiteral?.plainText { return text }
        notUnderstood.append((tokens[argument.range.lowerBound].position, "\(argument.label ?? "a value") is not a string literal; not understood"))
        return nil
    }

    /// A value that is an array of string literals.
    private mutating func strings(_ argument: Argument, in tokens: [Token]) -> [String]? {
        let range = argument.range
        guard range.count >= 2, tokens[range.lowerBound].isPunctuation("["), tokens[range.upperBound - 1].isPunctuation("]") else {
            notUnderstood.append((tokens[range.lowerBound].position, "\(argument.label ?? "a value") is not an array of string literals; not understood"))
            return nil
        }
        var items: [String] = []
        for index in (range.lowerBound + 1)..<(range.upperBound - 1) where !tokens[index].isPunctuation(",") {
            guard let text = tokens[index].stringLiteral?.plainText else {
                notUnderstood.append((tokens[index].position, "\(argument.label ?? "a value") is not an array of string literals; not understood"))
                return nil
            }
            items.append(text)
        }
        return items
    }

    /// `[.process("Resources"), .copy("Data")]`.
    private mutating func resources(_ argument: Argument, in tokens: [Token], closers: [Int: Int]) -> [Resource] {
        let range = argument.range
        guard range.count >= 2, tokens[range.lowerBound].isPunctuation("["), let close = closers[range.lowerBound] else {
            notUnderstood.append((tokens[range.lowerBound].position, "resources is not an array of .process and .copy rules; not understood"))
            return []
        }
        var resources: [Resource] = []
        for element in Self.arguments(tokens, from: range.lowerBound, to: close, closers: closers) {
            let start = element.range.lowerBound
            guard element.range.count >= 3, tokens[start].isPunctuation("."), let name = tokens[start + 1].identifier,
                  let rule = Resource.Rule(rawValue: name), tokens[start + 2].isPunctuation("("), let end = closers[start + 2],
                  let path = Self.arguments(tokens, from: start + 2, to: end, closers: closers).first,
                  path.label == nil, path.range.count == 1, let text = tokens[path.range.lowerBound].stringLiteral?.plainText else {
                notUnderstood.append((tokens[start].position, "a resource that is not .process(\"…\"), .copy(\"…\") or .embedInCode(\"…\"); not understood"))
                continue
            }
            resources.append(Resource(rule: rule, path: text))
        }
        return resources
    }

    /// The closing bracket of each opening one, by token index.
    static func closers(of tokens: [Token]) -> [Int: Int] {
        var closers: [Int: Int] = [:]
        var open: [(index: Int, closer: String)] = []
        for (index, token) in tokens.enumerated() {
            if token.isPunctuation("(") {
                open.append((index, ")"))
            } else if token.isPunctuation("[") {
                open.append((index, "]"))
            } else if token.isPunctuation("{") {
                open.append((index, "}"))
            } else if let last = open.last, token.isPunctuation(last.closer) {
                closers[last.index] = index
                open.removeLast()
            }
        }
        return closers
    }
}
