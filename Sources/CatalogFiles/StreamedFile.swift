#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// The temporary file of an atomic write, filled piece by piece: small pieces are gathered
/// into megabyte chunks, large ones written a megabyte at a time from where they lie. One
/// write of a 170 MB buffer copies into the page cache at half the speed of megabyte
/// writes. Every few megabytes the disk is asked to start writing what it has, so that the
/// final flush finds most of the file already on its way.
public struct StreamedFile {
    let fd: Int32
    private var pending: [UInt8] = []
    private var written = 0
    private var writebackFrom = 0
    /// The `errno` of the first failed write; later pieces are then dropped.
    private(set) var failure: Int32?

    static let chunk = 1 << 20
    static let writebackChunk = 8 << 20

    init(fd: Int32) {
        self.fd = fd
        pending.reserveCapacity(Self.chunk)
    }

    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if pending.count + bytes.count <= Self.chunk {
            pending.append(contentsOf: bytes)
            return
        }
        flush()
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + Self.chunk, bytes.count)
            if end - offset < Self.chunk {
                pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<end]))
            } else {
                writeOut(UnsafeBufferPointer(rebasing: bytes[offset..<end]))
            }
            offset = end
        }
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Writes what is gathered.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        pending.withUnsafeBufferPointer { writeOut($0) }
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func writeOut(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard failure == nil, let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let n = write(fd, base + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            done += n
        }
        written += done
        if written - writebackFrom >= Self.writebackChunk {
            Self.startWriteback(fd, from: writebackFrom, count: written - writebackFrom)
            writebackFrom = written
        }
    }

    /// Starts writing a range of the file to disk without waiting for it: Linux's
    /// `sync_file_range` (looked up at run time, since the C library declares it only for GNU
    /// sources); elsewhere the final flush does it all.
    private static func startWriteback(_ fd: Int32, from offset: Int, count: Int) {
        #if os(Linux)
        guard let syncFileRange else { return }
        let writeFlag: UInt32 = 2  // SYNC_FILE_RANGE_WRITE
        _ = syncFileRange(fd, off_t(offset), off_t(count), writeFlag)
        #endif
    }

    #if os(Linux)
    private typealias SyncFileRange = @convention(c) (Int32, off_t, off_t, UInt32) -> Int32
    private static let syncFileRange: SyncFileRange? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sync_file_range")
        .map { unsafeBitCast($0, to: SyncFileRange.self) }
    #endif
}
