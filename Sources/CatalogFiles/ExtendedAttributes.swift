#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StringCatalogKit

/// Copies a file's extended attributes (tags, quarantine flags, ACLs stored as attributes,
/// security labels) to the file that replaces it, so that an atomic save, which writes a
/// new file, keeps them as an in-place write would.
///
/// The xattr calls are looked up at run time: Swift's Glibc module does not include
/// `<sys/xattr.h>`, and a platform without them simply has no attributes to keep.
enum ExtendedAttributes {
    /// Copies every attribute of the file at `path` to the open file `fd`; returns the
    /// names that could not be copied (an attribute of a namespace only the system may
    /// write, such as `security.*` for an ordinary user).
    @discardableResult
    static func copy(from path: String, to fd: Int32) -> [String] {
        guard let calls = Calls.shared else { return [] }
        var failed: [String] = []
        for name in names(of: path, calls) {
            guard let value = value(of: name, at: path, calls) else { failed.append(name); continue }
            let status = value.withUnsafeBytes { calls.set(fd, name, $0.baseAddress, $0.count) }
            if status != 0 { failed.append(name) }
        }
        return failed
    }

    /// The attribute names of `path`: the list call returns them NUL-separated.
    static func names(of path: String) -> [String] {
        guard let calls = Calls.shared else { return [] }
        return names(of: path, calls)
    }

    private static func names(of path: String, _ calls: Calls) -> [String] {
        let size = calls.list(path, nil, 0)
        guard size > 0 else { return [] }
        var buffer = [CChar](repeating: 0, count: size)
        let filled = calls.list(path, &buffer, size)
        guard filled > 0 else { return [] }
        return buffer[..<filled].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    }

    static func value(of name: String, at path: String) -> [UInt8]? {
        guard let calls = Calls.shared else { return nil }
        return value(of: name, at: path, calls)
    }

    private static func value(of name: String, at path: String, _ calls: Calls) -> [UInt8]? {
        let size = calls.get(path, name, nil, 0)
        guard size >= 0 else { return nil }
        var value = [UInt8](repeating: 0, count: size)
        let filled = value.withUnsafeMutableBytes { calls.get(path, name, $0.baseAddress, size) }
        guard filled >= 0 else { return nil }
        return Array(value.prefix(filled))
    }

    /// Sets one attribute on `path` (tests use it to give a file an attribute to keep).
    static func set(_ name: String, _ value: [UInt8], on path: String) -> Bool {
        guard let calls = Calls.shared else { return false }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return value.withUnsafeBytes { calls.set(fd, name, $0.baseAddress, $0.count) } == 0
    }

    /// The three calls, with the platform's differences (Darwin's extra position and
    /// options arguments; symbolic links are followed on both) hidden behind closures.
    private struct Calls: Sendable {
        var list: @Sendable (String, UnsafeMutablePointer<CChar>?, Int) -> Int
        var get: @Sendable (String, String, UnsafeMutableRawPointer?, Int) -> Int
        var set: @Sendable (Int32, String, UnsafeRawPointer?, Int) -> Int32

        static let shared: Calls? = {
            let handle = dlopen(nil, RTLD_NOW)
            guard let list = dlsym(handle, "listxattr"), let get = dlsym(handle, "getxattr"),
                  let set = dlsym(handle, "fsetxattr") else { return nil }
            #if canImport(Darwin)
            typealias List = @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int, Int32) -> Int
            typealias Get = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int, UInt32, Int32) -> Int
            typealias Set = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, UInt32, Int32) -> Int32
            let listCall = unsafeBitCast(list, to: List.self), getCall = unsafeBitCast(get, to: Get.self)
            let setCall = unsafeBitCast(set, to: Set.self)
            return Calls(list: { listCall($0, $1, $2, 0) }, get: { getCall($0, $1, $2, $3, 0, 0) },
                         set: { setCall($0, $1, $2, $3, 0, 0) })
            #else
            typealias List = @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int) -> Int
            typealias Get = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int) -> Int
            typealias Set = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32) -> Int32
            let listCall = unsafeBitCast(list, to: List.self), getCall = unsafeBitCast(get, to: Get.self)
            let setCall = unsafeBitCast(set, to: Set.self)
            return Calls(list: { listCall($0, $1, $2) }, get: { getCall($0, $1, $2, $3) }, set: { setCall($0, $1, $2, $3, 0) })
            #endif
        }()
    }
}
