import Foundation

extension LanguagePlurals {
    /// The plural facts of `language`, worked out once per process.
    ///
    /// Working them out walks the numbers 0…999 through the language's rules; the editor
    /// checks one string at a time, each with a fresh `CheckContext`, so without this table
    /// every row of the table paid for that walk again.
    public static func of(_ language: String) -> LanguagePlurals {
        SharedTable.instance.plurals(for: language)
    }

    /// Every language's plurals asked for so far; the lock makes it safe from any thread.
    private final class SharedTable: @unchecked Sendable {
        // Unchecked: `byLanguage` is read and written only while holding `lock`.
        static let instance = SharedTable()
        private var byLanguage: [String: LanguagePlurals] = [:]
        private let lock = NSLock()

        func plurals(for language: String) -> LanguagePlurals {
            lock.lock()
            if let known = byLanguage[language] {
                lock.unlock()
                return known
            }
            lock.unlock()
            // Worked out outside the lock: two threads may both do it once, which is harmless.
            let computed = LanguagePlurals(language: language)
            lock.lock()
            byLanguage[language] = computed
            lock.unlock()
            return computed
        }
    }
}
