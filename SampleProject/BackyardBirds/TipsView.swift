import SwiftUI

/// Tips and notices of the feeder screen. Their strings live in their own table,
/// Broken.xcstrings, whose translations hold one mistake of each kind `xcedit lint` finds.
struct TipsView: View {
    let observer: String
    let userName: String
    let birdCount: Int
    let gardenCount: Int
    let nestCount: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("Backyard Birds", tableName: "Broken", comment: "The app's name")
            Text("Bird Food Shop", tableName: "Broken", comment: "Title of the shop screen")
            Text("Hello, \(userName)!", tableName: "Broken", comment: "Greeting with the user's name")
            Text(String(format: String(localized: "%1$@ spotted %2$lld birds", table: "Broken", comment: "Who saw how many birds"),
                        observer, birdCount))
            Text("\(birdCount) birds at the feeder", tableName: "Broken", comment: "Count of birds currently at the feeder")
            Text("\(birdCount) birds in \(gardenCount) gardens", tableName: "Broken", comment: "Birds counted across gardens")
            Text("\(nestCount) nests found", tableName: "Broken", comment: "Result of a nest search")
            Text("You have ^[\(birdCount) bird](inflect: true)", tableName: "Broken",
                 comment: "Count of the user's birds, with automatic grammar agreement")
            Text("**Tip:** clean the feeder *every week*", tableName: "Broken", comment: "Hint in bold on the feeder screen")
            Text("Read the [feeding guide](https://example.com/feeding)", tableName: "Broken", comment: "Link under the feeder's settings")
            Text("Save 20% on bird seed", tableName: "Broken", comment: "Banner in the shop; not a format string")
            Text("Tap to refill the feeder", tableName: "Broken", comment: "Hint under the feeder")
            Text("Last seen: ", tableName: "Broken", comment: "Followed by a date")
        }
    }

    /// The notification that reminds the user to clean the feeder.
    func reminder() -> String {
        String(localized: "Feeder cleaning reminder", table: "Broken", comment: "Title of a notification")
    }
}
