import Foundation
import Testing

/// The pure modules stay pure: none imports a platform module (file system, processes and
/// threads come through those), and none depends, even through another module, on a module
/// outside the pure set. Read from the Sources tree and Package.swift, so that a change that
/// breaks it fails here rather than by review.
@Suite("Module purity")
struct ModulePurityTests {
    /// The modules that hold no file system, processes or terminal: the catalog core, the
    /// editor's state and drawing, the memory, the symbols.
    static let pureModules = ["StringCatalogKit", "Versioning", "MachineTranslation", "TerminalUI", "CatalogEditor", "EditorUI", "TranslationMemory", "SymbolGeneration"]
    /// What a pure module may depend on besides the pure modules: the two shims that give the
    /// core memchr/memcmp and worker threads, each one file over the C library or Dispatch.
    static let allowedShims: Set<String> = ["ByteSearch", "ParallelWork"]
    /// Imports that bring the platform (C library, Dispatch) or an impure module into a file.
    static let forbiddenImports: Set<String> = ["Glibc", "Darwin", "Dispatch", "CNCurses", "CatalogFiles", "Processes"]

    static let sources = TestSupport.packageRoot.appendingPathComponent("Sources")

    /// The modules a line imports that a pure module must not, from `import X`,
    /// `@testable import X`, `@preconcurrency import X`, `import struct X.Y`.
    static func forbiddenImport(in line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        var module = words[words.startIndex + 1]
        if words.count >= 3, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(String(module)) {
            module = words[words.startIndex + 2]
        }
        let name = String(module.split(separator: ".").first ?? module)
        return forbiddenImports.contains(name) ? name : nil
    }

    /// Each target's declared dependencies, read from Package.swift's `.target(name: …,
    /// dependencies: [ … ])` (and test and executable targets alike).
    static func declaredDependencies(_ manifest: String) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var rest = manifest[...]
        while let nameStart = rest.range(of: "(name: \"") {
            rest = rest[nameStart.upperBound...]
            guard let nameEnd = rest.firstIndex(of: "\"") else { break }
            let name = String(rest[..<nameEnd])
            rest = rest[nameEnd...]
            // The dependencies belong to this target when they come before its closing `)`.
            let close = rest.firstIndex(of: ")") ?? rest.endIndex
            var dependencies: [String] = []
            if let list = rest.range(of: "dependencies: ["), list.lowerBound < close,
               let listEnd = rest[list.upperBound...].firstIndex(of: "]") {
                dependencies = rest[list.upperBound..<listEnd].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }.filter { !$0.isEmpty }
            }
            result[name, default: []] += dependencies
        }
        return result
    }

    /// Every module `module` depends on, directly or through others.
    static func closure(of module: String, in graph: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var queue = graph[module] ?? []
        while let next = queue.popLast() {
            if seen.insert(next).inserted { queue += graph[next] ?? [] }
        }
        return seen
    }

    @Test("the reader of import lines sees every spelling of an import")
    func importsAreRecognised() {
        #expect(Self.forbiddenImport(in: "import Glibc") == "Glibc")
        #expect(Self.forbiddenImport(in: "  @preconcurrency import Dispatch") == "Dispatch")
        #expect(Self.forbiddenImport(in: "import struct Darwin.stat") == "Darwin")
        #expect(Self.forbiddenImport(in: "@testable import CatalogFiles") == "CatalogFiles")
        #expect(Self.forbiddenImport(in: "import Foundation") == nil)
        #expect(Self.forbiddenImport(in: "// import Glibc") == nil)
        #expect(Self.forbiddenImport(in: "let important = 1") == nil)
    }

    @Test("the reader of Package.swift finds each target's dependencies and their closure")
    func manifestIsRead() {
        let manifest = """
        .target(name: "A", dependencies: ["B"]),
        .target(name: "B"),
        .target(name: "C", dependencies: ["A", "D"], path: "x"),
        .testTarget(name: "D", dependencies: ["B"]),
        """
        let graph = Self.declaredDependencies(manifest)
        #expect(graph["A"] == ["B"])
        #expect(graph["B"] == [])
        #expect(Self.closure(of: "C", in: graph) == ["A", "B", "D"])
    }

    @Test("no pure module imports the platform or an impure module", arguments: pureModules)
    func noForbiddenImports(_ module: String) throws {
        let folder = Self.sources.appendingPathComponent(module)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "no sources found for \(module)")
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let found = Self.forbiddenImport(in: line) {
                    Issue.record("Sources/\(module)/\(file):\(index + 1): a pure module imports \(found)")
                }
            }
        }
    }

    @Test("no pure module depends, even through another, on an impure one", arguments: pureModules)
    func onlyPureDependencies(_ module: String) throws {
        let manifest = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let graph = Self.declaredDependencies(manifest)
        #expect(graph[module] != nil, "Package.swift declares no target \(module)")
        let allowed = Set(Self.pureModules).union(Self.allowedShims)
        let impure = Self.closure(of: module, in: graph).subtracting(allowed)
        #expect(impure.isEmpty, "\(module) depends on \(impure.sorted().joined(separator: ", "))")
    }
}
