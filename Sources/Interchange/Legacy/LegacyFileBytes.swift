import CatalogFiles
import PropertyLists
import StringCatalogKit

/// Reading a legacy file from disk, with a positioned error when it cannot be read.
enum LegacyFileBytes {
    static func read(_ path: String) throws(InterchangeReadError) -> [UInt8] {
        do {
            return try CatalogFile.readBytes(path, hashingContent: false).0
        } catch {
            throw InterchangeReadError(message: error.readFailure, line: 1, column: 1, file: path)
        }
    }

    /// The file at `path` read and handed to `parse`; its errors name the file.
    static func parse<Parsed>(_ path: String, with parse: ([UInt8]) throws(InterchangeReadError) -> Parsed) throws(InterchangeReadError) -> Parsed {
        let bytes = try read(path)
        do {
            return try parse(bytes)
        } catch {
            throw error.inFile(path)
        }
    }
}
