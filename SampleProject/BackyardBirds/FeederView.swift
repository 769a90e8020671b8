import SwiftUI
import UserNotifications

struct FeederView: View {
    @Environment(Garden.self) private var garden

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text("\(garden.visitsToday) birds visited today",
                         comment: "Headline on the feeder screen: number of bird visits since midnight")
                        .font(.title2.bold())
                    Text("\(garden.birds.count) birds at \(garden.feeders.count) feeders",
                         comment: "Summary in the feeder header: number of birds, then number of feeders")
                        .foregroundStyle(.secondary)
                    if garden.feedersToRefill > 0 {
                        Text("\(garden.feedersToRefill) feeders need a refill",
                             comment: "Banner on the feeder screen when feeders are empty")
                            .foregroundStyle(.orange)
                    }
                    if garden.newSpecies != nil {
                        Text("New species spotted! 🐦",
                             comment: "Banner shown the first time a species visits the feeder")
                    }
                }

                Section {
                    ForEach(garden.feeders) { feeder in
                        LabeledContent(feeder.name) {
                            if let key = feeder.status.localizationKey {
                                Text(LocalizedStringKey(key))
                            }
                        }
                    }
                }

                Section {
                    ForEach(garden.birds.filter(\.isFavorite)) { bird in
                        NavigationLink(bird.name, value: bird)
                    }
                } header: {
                    Text("Favorites", comment: "Section header above the user's favorite birds")
                }

                Section {
                    ForEach(garden.birds) { bird in
                        NavigationLink(bird.name, value: bird)
                    }
                } footer: {
                    Text("Tap a bird to see its details",
                         comment: "Hint under the visitor list; wording depends on the device")
                }
            }
            .overlay {
                if garden.birds.isEmpty {
                    ContentUnavailableView {
                        Label {
                            Text("No visitors yet", comment: "Empty state of the feeder screen")
                        } icon: {
                            Image(systemName: "bird")
                        }
                    }
                }
            }
            .navigationTitle(Text("BackyardBirds", comment: "App name in the navigation bar. Brand name, keep as is."))
            .navigationDestination(for: Bird.self) { bird in
                BirdDetailView(bird: bird)
            }
        }
    }

    func announce(_ bird: Bird) {
        let content = UNMutableNotificationContent()
        content.body = String(localized: "\(bird.name) is at the feeder",
                              comment: "Notification text; the argument is the bird's common name")
        let request = UNNotificationRequest(identifier: bird.id.uuidString, content: content, trigger: nil)
        UNUserNotificationCenter.current().add(request)
    }
}
