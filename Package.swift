// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "xcedit",
    products: [
        .executable(name: "xcedit", targets: ["xcedit"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "Interchange", targets: ["Interchange"]),
    ],
    targets: [
        // The ncursesw system library. Only the terminal backend imports it.
        .systemLibrary(
            name: "CNCurses",
            path: "CNCurses",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // The catalog model: reader, Xcode-exact writer, collation, statistics.
        .target(name: "StringCatalog"),
        // Other formats over the catalog model: XLIFF and .xcloc export and import,
        // .strings/.stringsdict (and property lists), migrate and compile.
        .target(name: "Interchange", dependencies: ["StringCatalog"]),
        // Pure terminal drawing: cells, styles, a cell grid, display width of text.
        .target(name: "TerminalUI"),
        // Pure editor core: state, commands, the reducer, filtering and sorting.
        .target(name: "CatalogEditor", dependencies: ["StringCatalog"]),
        // Pure rendering of the editor and its key table.
        .target(name: "EditorUI", dependencies: ["CatalogEditor", "TerminalUI", "StringCatalog"]),
        // The terminal backend: the only module that imports CNCurses.
        .target(name: "NCursesTerminal", dependencies: ["CNCurses", "TerminalUI"]),
        // Command-line layer: argument parsing and the non-interactive commands.
        .target(name: "XceditCLI", dependencies: ["StringCatalog", "Interchange"]),
        .executableTarget(name: "xcedit", dependencies: ["XceditCLI", "CatalogEditor", "EditorUI", "NCursesTerminal", "StringCatalog", "TerminalUI"]),
        // Benchmark: generates catalogs deterministically and compares with Python.
        .executableTarget(name: "xcedit-bench", dependencies: ["StringCatalog", "CatalogEditor", "EditorUI", "Interchange"]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog"]),
        .testTarget(name: "CatalogEditorTests", dependencies: ["CatalogEditor", "StringCatalog"]),
        .testTarget(name: "EditorUITests", dependencies: ["EditorUI", "CatalogEditor", "TerminalUI", "StringCatalog"], exclude: ["__Snapshots__"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        .testTarget(name: "NCursesTerminalTests", dependencies: ["NCursesTerminal", "TerminalUI"]),
        .testTarget(name: "InterchangeTests", dependencies: ["Interchange", "StringCatalog", "xcedit-bench"]),
        .testTarget(name: "XceditCLITests", dependencies: ["XceditCLI", "StringCatalog"]),
    ]
)
