import StringCatalog

/// Expands command-line paths into catalog files, reporting what cannot be used.
enum CatalogInputs {
    /// Every catalog under `paths`; problems are written to the console and counted.
    static func expand(_ paths: [String], console: Console) -> (catalogs: [String], failed: Bool) {
        var catalogs: [String] = []
        var failed = false
        for path in paths {
            do {
                let found = try CatalogDiscovery.catalogs(at: path)
                if found.isEmpty { console.error("\(path): no .xcstrings files found\n") }
                catalogs += found
            } catch {
                console.error("\(error)\n")
                failed = true
            }
        }
        return (catalogs, failed)
    }
}
