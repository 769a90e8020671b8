/// The edit distance between two token sequences (insertions, deletions and substitutions
/// of whole tokens, each costing one), and which tokens of the second are not matched.
enum TokenDistance {
    /// The distance alone, giving up (nil) once it must exceed `limit`: most candidates a
    /// lookup tries are far, and a banded row stops early for them.
    static func distance(_ a: [Int32], _ b: [Int32], limit: Int = .max) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            let token = a[i - 1]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (token == b[j - 1] ? 0 : 1)
                let value = min(substitution, previous[j] + 1, current[j - 1] + 1)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The positions in `b` of the tokens an optimal alignment of `a` with `b` does not match
    /// with an equal token of `a` (substituted or inserted): the words that differ.
    static func unmatchedPositions(_ a: [Int32], in b: [Int32]) -> [Int] {
        let rows = a.count + 1, columns = b.count + 1
        var table = Array(repeating: 0, count: rows * columns)
        for j in 0..<columns { table[j] = j }
        for i in 1..<rows {
            table[i * columns] = i
            for j in 1..<columns {
                let substitution = table[(i - 1) * columns + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                table[i * columns + j] = min(substitution, table[(i - 1) * columns + j] + 1, table[i * columns + j - 1] + 1)
            }
        }
        var unmatched: [Int] = []
        var i = a.count, j = b.count
        while j > 0 {
            let here = table[i * columns + j]
            if i > 0, a[i - 1] == b[j - 1], here == table[(i - 1) * columns + j - 1] {
                i -= 1; j -= 1
            } else if i > 0, here == table[(i - 1) * columns + j - 1] + 1 {
                unmatched.append(j - 1)
                i -= 1; j -= 1
            } else if here == table[i * columns + j - 1] + 1 {
                unmatched.append(j - 1)
                j -= 1
            } else {
                i -= 1
            }
        }
        return unmatched.reversed()
    }
}
