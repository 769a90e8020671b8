import SourceExtraction

/// The extraction of each target that has catalogs, done once per distinct set of sources
/// and build configuration: an app and its Catalyst twin that compile the same files share
/// one (each target's first pass over declarations is its own files', so sets that differ
/// are extracted apart).
struct Extractions {
    private struct Inputs: Hashable {
        var files: [String]
        var configuration: BuildConfiguration
    }

    /// One result per distinct set of inputs.
    private(set) var results: [ExtractionResult] = []
    private var resultOfTarget: [Int?] = []

    init(_ targets: [SyncTarget]) {
        var indexOfInputs: [Inputs: Int] = [:]
        for target in targets {
            guard !target.catalogs.isEmpty else {
                resultOfTarget.append(nil)
                continue
            }
            // Sorted: the order of the files decides which default value of a key comes first.
            let inputs = Inputs(files: Array(Set(target.sourceFiles)).sorted(), configuration: target.configuration)
            if let index = indexOfInputs[inputs] {
                resultOfTarget.append(index)
                continue
            }
            indexOfInputs[inputs] = results.count
            resultOfTarget.append(results.count)
            results.append(SourceExtraction.extract(files: inputs.files, configuration: inputs.configuration))
        }
    }

    /// The extraction of the target at `index`; nil for a target without catalogs.
    func result(forTarget index: Int) -> ExtractionResult? {
        resultOfTarget[index].map { results[$0] }
    }
}
