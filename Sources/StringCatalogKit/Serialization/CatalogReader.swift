import Foundation

/// Reads a String Catalog's bytes straight into the model.
///
/// One pass over the bytes with no intermediate JSON tree: known fields are decoded into their
/// types as they are met, unknown ones into `JSONValue`. Any valid JSON layout is accepted
/// (other tools write `"key": value`, `{}`, a final newline, CRLF, a BOM); anything else fails
/// with a positioned `CatalogReadError`, never a crash: nesting is bounded, every index is
/// checked, and strings must be valid UTF-8.
public enum CatalogReader {
    public static func read(_ bytes: [UInt8]) throws(CatalogReadError) -> StringCatalog {
        try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogReadError) in try read(buffer) }
    }

    public static func read(_ data: Data) throws(CatalogReadError) -> StringCatalog {
        try read([UInt8](data))
    }

    public static func read(_ buffer: UnsafeBufferPointer<UInt8>) throws(CatalogReadError) -> StringCatalog {
        var parser = CatalogParser(buffer)
        return try parser.parseCatalog()
    }

    /// Parses any JSON document into a `JSONValue`, members in the file's order, with the same
    /// error reporting (the merge reads a string both sides changed this way).
    public static func readJSON(_ bytes: [UInt8]) throws(CatalogReadError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(CatalogReadError) in
            var parser = CatalogParser(buffer)
            parser.skipBOM()
            parser.skipWhitespace()
            let value = try parser.parseValue()
            try parser.expectEnd()
            return value
        }
    }
}

/// A step of the JSON path shown in shape errors.
enum PathComponent {
    case key(String)
    case stringsKey(String)
    case index(Int)
}
