import Foundation
import SourceExtraction

/// The sync benchmark's phases inside one process: reading every source file of a project
/// (the floor: a sync must at least read them) against extracting the localizable strings
/// from them.
enum SyncPhases {
    struct Result {
        var files: Int
        var bytes: Int
        var read: [Double]
        var extract: [Double]
        var strings: Int
    }

    static func measure(_ root: String, runs: Int) -> Result {
        let files = sourceFiles(under: root)
        var result = Result(files: files.count, bytes: 0, read: [], extract: [], strings: 0)
        for _ in 0..<runs {
            result.read.append(Measure.time {
                var total = 0
                for file in files { total += FileManager.default.contents(atPath: file)?.count ?? 0 }
                result.bytes = total
            })
            result.extract.append(Measure.time {
                result.strings = SourceExtraction.extract(files: files).strings.count
            })
        }
        return result
    }

    static func report(_ result: Result) -> [String] {
        [
            String(format: "%d source files, %.1f MB, %d localizable call sites found", result.files,
                   Double(result.bytes) / 1_048_576, result.strings),
            "read every file                  " + Measure.summary(result.read),
            "read and extract                 " + Measure.summary(result.extract),
        ]
    }

    /// Every `.swift`, `.m` and `.mm` file under `root`, sorted.
    static func sourceFiles(under root: String) -> [String] {
        var files: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") || relative.hasSuffix(".m") || relative.hasSuffix(".mm") {
                files.append(root + "/" + relative)
            }
        }
        return files.sorted()
    }
}
