import ParallelWork

/// Identity and contents of a file at one moment, to notice changes made behind our back.
public struct FileFingerprint: Equatable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int
    public var contentHash: UInt64

    package init(device: UInt64, inode: UInt64, size: Int, modifiedSeconds: Int, modifiedNanoseconds: Int, contentHash: UInt64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modifiedSeconds = modifiedSeconds
        self.modifiedNanoseconds = modifiedNanoseconds
        self.contentHash = contentHash
    }

    package init(_ other: FileFingerprint, contentHash: UInt64) {
        self = other
        self.contentHash = contentHash
    }

    /// Same file, same size, same modification time: certainly unchanged.
    package func sameFile(as other: FileFingerprint) -> Bool {
        device == other.device && inode == other.inode && size == other.size
            && modifiedSeconds == other.modifiedSeconds && modifiedNanoseconds == other.modifiedNanoseconds
    }

    /// Files at least this large are hashed (and read) in two halves on two threads.
    package static let parallelHashThreshold = 16 << 20

    /// FNV-1a over the bytes, eight at a time in four independent lanes so that the
    /// multiplications overlap (a 170 MB catalog is hashed when read and again when saved);
    /// a large file's two halves are hashed at once on two threads. Only ever compared with
    /// itself, within one process.
    package static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            guard raw.count >= parallelHashThreshold else { return laneHash(raw) ^ UInt64(raw.count) }
            let half = raw.count / 2
            let parts = ParallelJobs.map(2) { part in
                laneHash(UnsafeRawBufferPointer(rebasing: part == 0 ? raw[..<half] : raw[half...]))
            }
            return (parts[0] &* 31 ^ parts[1]) ^ UInt64(raw.count)
        }
    }

    private static func laneHash(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x100000001b3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xcbf29ce484222325, 0x84222325cbf29ce4, 0x9ce484222325cbf2, 0x2325cbf29ce48422)
        let blocks = raw.count / 32
        for i in 0..<blocks {
            let offset = i * 32
            lanes.0 = (lanes.0 ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
            lanes.1 = (lanes.1 ^ raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* prime
            lanes.2 = (lanes.2 ^ raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* prime
            lanes.3 = (lanes.3 ^ raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* prime
        }
        var h = ((lanes.0 &* 31 ^ lanes.1) &* 31 ^ lanes.2) &* 31 ^ lanes.3
        for i in (blocks * 32)..<raw.count {
            h = (h ^ UInt64(raw[i])) &* prime
        }
        return h
    }
}
