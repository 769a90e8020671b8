// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "xcedit",
    products: [
        .executable(name: "xcedit", targets: ["xcedit"]),
        .library(name: "StringCatalogKit", targets: ["StringCatalogKit"]),
        .library(name: "Interchange", targets: ["Interchange"]),
        .library(name: "ProjectModel", targets: ["ProjectModel"]),
        // A package that depends on xcedit gets its catalogs' Swift symbols from `swift build`.
        .plugin(name: "GenerateStringSymbols", targets: ["GenerateStringSymbols"]),
    ],
    targets: [
        // The ncursesw system library. Only the terminal backend imports it.
        .systemLibrary(
            name: "CNCurses",
            path: "CNCurses",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // The catalog library: model, reader, Xcode-exact writer, collation, plural rules,
        // languages, format specifiers, edits, checks, statistics. Pure: no files, no processes.
        .target(name: "StringCatalogKit", dependencies: ["ByteSearch", "ParallelWork"]),
        // Below the catalog library, the two things it needs from the system: memchr/memcmp
        // for its hot scans, and threads for the parallel parts of reading, writing and checks.
        .target(name: "ByteSearch"),
        .target(name: "ParallelWork"),
        // Catalogs on disk: reading, atomic and staged writes, several files written as one,
        // discovery and folder search, fingerprints, paths kept inside the project.
        .target(name: "CatalogFiles", dependencies: ["StringCatalogKit", "ParallelWork"]),
        // Child processes: the one posix_spawn (git, the translation provider, $EDITOR, the
        // viewer), their output collected, and the signals around them.
        .target(name: "Processes"),
        // Catalogs side by side: the three-way merge (git's merge driver, the editor's
        // conflicts and its merge with a changed file) and the diff, of strings and of words.
        // Pure, as the catalog library is.
        .target(name: "Versioning", dependencies: ["StringCatalogKit", "ByteSearch"]),
        // Machine translation's drafts: what a provider is asked (placeholders and markup
        // protected), its protocol and answers read back, the review a draft must pass and
        // where drafts go. Pure; running the provider is Interchange's.
        .target(name: "MachineTranslation", dependencies: ["StringCatalogKit"]),
        // Property lists in their three forms: the old-style (NeXTSTEP) grammar of project
        // files and .strings, XML and binary; their readers, writers and text decoding.
        .target(name: "PropertyLists", dependencies: ["StringCatalogKit"]),
        // Localizable strings extracted from Swift and Objective-C sources as Xcode's build does:
        // a lexer, a first pass over declarations, the rules and the keys.
        .target(name: "SourceExtraction", dependencies: ["StringCatalogKit", "CatalogFiles", "ParallelWork"]),
        // The project around the catalogs, read for real and never run: project.pbxproj
        // (targets, their sources and resources, synchronized folders, build settings,
        // knownRegions and their in-place edits) and Package.swift read as text (through the
        // extraction's Swift lexer). The one place export, import, migrate, the editor and
        // sync ask which files belong to a target.
        .target(name: "ProjectModel", dependencies: ["StringCatalogKit", "SourceExtraction", "PropertyLists", "CatalogFiles"]),
        // Other formats over the catalog library: .strings/.stringsdict, XLIFF/.xcloc;
        // migrate, compile, export and import; the files a translation memory reads.
        .target(name: "Interchange", dependencies: ["StringCatalogKit", "ProjectModel", "TranslationMemory", "PropertyLists", "CatalogFiles", "ParallelWork", "Processes", "MachineTranslation"]),
        // Catalogs updated from the code as Xcode's build does: one catalog's update, the plan
        // over targets, its write, and a project's targets as the plan takes them.
        .target(name: "CatalogSync", dependencies: ["StringCatalogKit", "SourceExtraction", "ProjectModel", "CatalogFiles", "ParallelWork"]),
        // A translator's memory over catalogs: translation units, matching text (placeholders
        // and markup masked, words or characters as tokens), an inverted index with fuzzy
        // lookup, and placeholders mapped from a match to the current source. Pure: no files.
        .target(name: "TranslationMemory", dependencies: ["StringCatalogKit", "MachineTranslation"]),
        // Type-safe Swift symbols for a catalog's manually managed strings, as Xcode's
        // `xcstringstool generate-symbols` writes them: names, arguments, the Swift text.
        .target(name: "SymbolGeneration", dependencies: ["StringCatalogKit"]),
        // Pure terminal drawing: cells, styles, a cell grid, display width of text.
        .target(name: "TerminalUI"),
        // Pure editor core: state, commands, the reducer, filtering and sorting.
        .target(name: "CatalogEditor", dependencies: ["StringCatalogKit", "SymbolGeneration", "TranslationMemory", "Versioning", "MachineTranslation"]),
        // Pure rendering of the editor and its key table.
        .target(name: "EditorUI", dependencies: ["CatalogEditor", "TerminalUI", "StringCatalogKit", "SymbolGeneration", "TranslationMemory", "Versioning"]),
        // The terminal backend: the only module that imports CNCurses.
        // The library is named per platform (the module map cannot say so): Linux
        // distributions ship the wide-character build as ncursesw; macOS's SDK has one
        // libncurses with the wide API built in.
        .target(
            name: "NCursesTerminal", dependencies: ["CNCurses", "TerminalUI"],
            linkerSettings: [
                .linkedLibrary("ncursesw", .when(platforms: [.linux])),
                .linkedLibrary("ncurses", .when(platforms: [.macOS])),
            ]
        ),
        // The editor's runtime: the run loop and the effects it performs (saving, the project's
        // knownRegions, recovery copies, reloading, $EDITOR, a translator's XLIFF patched) over
        // a terminal protocol.
        .target(name: "EditorRuntime", dependencies: ["CatalogEditor", "EditorUI", "TerminalUI", "StringCatalogKit", "Interchange", "ProjectModel", "CatalogSync", "TranslationMemory", "CatalogFiles", "Processes", "Versioning", "MachineTranslation"]),
        // Command-line layer: argument parsing and the non-interactive commands.
        .target(name: "XceditCLI", dependencies: ["StringCatalogKit", "Interchange", "ProjectModel", "CatalogSync", "TranslationMemory", "SymbolGeneration", "CatalogFiles", "ParallelWork", "Processes", "Versioning", "MachineTranslation"]),
        .executableTarget(name: "xcedit", dependencies: ["XceditCLI", "TranslationMemory", "CatalogEditor", "EditorRuntime", "EditorUI", "NCursesTerminal", "StringCatalogKit", "TerminalUI", "CatalogFiles"]),
        // The build-tool plugin that runs `xcedit generate-symbols` on a target's catalogs.
        .plugin(name: "GenerateStringSymbols", capability: .buildTool(), dependencies: ["xcedit"]),
        // Benchmark: generates catalogs deterministically and compares with Python.
        .executableTarget(name: "xcedit-bench", dependencies: ["StringCatalogKit", "CatalogEditor", "EditorUI", "EditorRuntime", "Interchange", "SourceExtraction", "CatalogSync", "ProjectModel", "TranslationMemory", "CatalogFiles", "ParallelWork", "CatalogFixtures"]),
        // The CPU-time measure of the tests that keep readers linear.
        .target(name: "GrowthMeasure", path: "Tests/GrowthMeasure"),
        // Catalogs generated deterministically, and the inputs once read in quadratic time:
        // shared by the benchmark and the tests.
        .target(name: "CatalogFixtures", dependencies: ["StringCatalogKit"], path: "Tests/CatalogFixtures"),
        .testTarget(name: "StringCatalogKitTests", dependencies: ["StringCatalogKit", "GrowthMeasure", "CatalogFixtures", "CatalogFiles", "ParallelWork", "ByteSearch", "Versioning", "MachineTranslation"]),
        .testTarget(name: "PropertyListsTests", dependencies: ["PropertyLists", "StringCatalogKit"]),
        .testTarget(name: "ProcessesTests", dependencies: ["Processes"]),
        .testTarget(name: "InterchangeTests", dependencies: ["Interchange", "TranslationMemory", "StringCatalogKit", "ProjectModel", "PropertyLists", "CatalogFixtures", "CatalogFiles", "MachineTranslation"]),
        .testTarget(name: "CatalogEditorTests", dependencies: ["CatalogEditor", "CatalogFixtures", "StringCatalogKit", "TranslationMemory", "CatalogFiles", "Versioning", "MachineTranslation"]),
        .testTarget(name: "EditorUITests", dependencies: ["EditorUI", "TranslationMemory", "CatalogEditor", "TerminalUI", "StringCatalogKit", "EditorRuntime", "Interchange", "ProjectModel", "PropertyLists", "CatalogFiles", "Versioning", "MachineTranslation"], exclude: ["__Snapshots__"]),
        .testTarget(name: "EditorRuntimeTests", dependencies: ["EditorRuntime", "CatalogEditor", "EditorUI", "TerminalUI", "StringCatalogKit", "Interchange", "ProjectModel", "TranslationMemory", "PropertyLists", "CatalogFiles", "Processes"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        .testTarget(name: "NCursesTerminalTests", dependencies: ["NCursesTerminal", "TerminalUI"]),
        .testTarget(name: "SourceExtractionTests", dependencies: ["SourceExtraction", "StringCatalogKit", "GrowthMeasure", "CatalogFixtures", "CatalogFiles"]),
        .testTarget(name: "CatalogSyncTests", dependencies: ["CatalogSync", "SourceExtraction", "StringCatalogKit", "ProjectModel", "CatalogFiles"]),
        .testTarget(name: "XceditCLITests", dependencies: ["XceditCLI", "StringCatalogKit", "ProjectModel", "CatalogFiles", "Processes"]),
        .testTarget(name: "TranslationMemoryTests", dependencies: ["TranslationMemory", "StringCatalogKit"]),
        .testTarget(name: "SymbolGenerationTests", dependencies: ["SymbolGeneration", "StringCatalogKit"]),
        .testTarget(name: "ProjectModelTests", dependencies: ["ProjectModel", "StringCatalogKit", "GrowthMeasure", "CatalogFixtures", "CatalogFiles"]),
    ]
)
