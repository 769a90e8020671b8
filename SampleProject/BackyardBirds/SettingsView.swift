import SwiftUI

struct SettingsView: View {
    @AppStorage("notifyNewBirds") private var notifyNewBirds = true
    @AppStorage("showScientificNames") private var showScientificNames = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle(isOn: $notifyNewBirds) {
                    Text("Notify me when a new bird visits", comment: "Toggle in Settings")
                }
                Toggle(isOn: $showScientificNames) {
                    Text("Show Scientific Names",
                         comment: "Toggle in Settings; shows Latin names under common names")
                }
            }
            .navigationTitle(Text("Settings", comment: "Tab bar title for the settings screen"))
        }
    }
}
