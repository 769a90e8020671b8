#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// Reads a property list in either form, recognising the form from the bytes.
public enum PropertyListReader {
    public static func read(_ bytes: [UInt8]) throws(InterchangeReadError) -> (PropertyList, PropertyListFormat) {
        if BinaryPropertyListReader.isBinaryPropertyList(bytes) {
            return (try BinaryPropertyListReader.read(bytes), .binary)
        }
        return (try XMLPropertyListReader.read(bytes), .xml)
    }

    /// Whether `bytes` hold a property list and in which form; nil for anything else (such
    /// as an old-style text `.strings` file).
    package static func sniff(_ bytes: [UInt8]) -> PropertyListFormat? {
        if BinaryPropertyListReader.isBinaryPropertyList(bytes) { return .binary }
        guard TextDecoding.detect(bytes).0 != .utf8 else { return sniffUTF8(bytes).format }
        // UTF-16: its start is enough, unless white space fills it (or it ends inside a
        // character); converting the whole file here doubled the reading of one.
        let head = Array(bytes.prefix(1024))
        if head.count < bytes.count, let utf8 = try? TextDecoding.utf8(fromUTF16: head).get() {
            let start = sniffUTF8(utf8)
            if start.decided { return start.format }
        }
        return sniffUTF8(TextDecoding.utf8Bytes(of: bytes)).format
    }

    /// `sniff` of UTF-8 text, and whether the text was long enough to decide (when it is
    /// the start of a file).
    private static func sniffUTF8(_ utf8: [UInt8]) -> (format: PropertyListFormat?, decided: Bool) {
        var at = utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while at < utf8.count, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[at]) { at += 1 }
        let start = utf8[at...].prefix(9)
        for opening in ["<?xml", "<!DOCTYPE", "<plist", "<!--"] where start.starts(with: Array(opening.utf8)) {
            return (.xml, true)
        }
        return (nil, start.count == 9)
    }
}

/// Turns the byte offsets a property list reader keeps into lines and positioned errors.
///
/// The start of every line is found once, so that giving each of many entries its line
/// costs a binary search, not a scan of the file.
package struct PropertyListLocator {
    let format: PropertyListFormat
    /// The UTF-8 text of an XML file (a UTF-16 file is converted, as the reader did).
    private let text: [UInt8]
    private let lineStarts: [Int]

    package init(bytes: [UInt8], format: PropertyListFormat) {
        self.format = format
        text = format == .xml ? TextDecoding.utf8Bytes(of: bytes) : []
        var starts = [0]
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var at = 0
            while at < buffer.count, let newline = memchr(base + at, 0x0A, buffer.count - at) {
                at = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(at)
            }
        }
        lineStarts = starts
    }

    package func line(of offset: Int?) -> Int {
        guard let offset, format == .xml else { return 1 }
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    package func position(of offset: Int) -> (line: Int, column: Int) {
        switch format {
        case .xml:
            let position = TextPosition.of(offset, inUTF8: text)
            return (position.line, position.column)
        case .binary: return (1, offset + 1)
        }
    }

    package func error(_ message: String, at offset: Int?) -> InterchangeReadError {
        let (line, column) = offset.map(position(of:)) ?? (1, 1)
        return InterchangeReadError(message: message, line: line, column: column)
    }
}
