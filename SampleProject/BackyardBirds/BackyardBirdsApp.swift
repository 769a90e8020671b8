import SwiftUI

@main
struct BackyardBirdsApp: App {
    @State private var garden = Garden.preview

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(garden)
        }
    }
}
