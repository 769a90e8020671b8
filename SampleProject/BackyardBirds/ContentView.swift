import SwiftUI

struct ContentView: View {
    @AppStorage("hasSeenWelcome") private var hasSeenWelcome = false

    var body: some View {
        TabView {
            FeederView()
                .tabItem {
                    Label {
                        Text("Feeder", comment: "Tab bar title for the feeder screen")
                    } icon: {
                        Image(systemName: "bird")
                    }
                }
            ShopView()
                .tabItem {
                    Label {
                        Text("Shop", comment: "Tab bar title for the bird food shop")
                    } icon: {
                        Image(systemName: "cart")
                    }
                }
            SettingsView()
                .tabItem {
                    Label {
                        Text("Settings", comment: "Tab bar title for the settings screen")
                    } icon: {
                        Image(systemName: "gear")
                    }
                }
        }
        .sheet(isPresented: .constant(!hasSeenWelcome)) {
            VStack(spacing: 24) {
                Text("Welcome to your garden!\nLet's see who stops by.",
                     comment: "Onboarding title, shown on two lines")
                    .font(.largeTitle.bold())
                    .multilineTextAlignment(.center)
                Button {
                    hasSeenWelcome = true
                } label: {
                    Text("Done", comment: "Button that closes a sheet")
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
        }
    }
}
