import SwiftUI

struct BirdDetailView: View {
    @Environment(Garden.self) private var garden
    @AppStorage("showScientificNames") private var showScientificNames = true
    @State private var nickname = ""
    @State private var confirmation: String?
    var bird: Bird

    var body: some View {
        Form {
            Section {
                if showScientificNames {
                    Text(verbatim: bird.scientificName).italic()
                }
                Text(String(format: String(localized: "%1$@ spotted %2$lld times",
                                           comment: "Subtitle on the bird detail screen: bird name, number of sightings"),
                            bird.name, bird.sightings))
                Text("Last seen \(bird.lastSeen.formatted(.relative(presentation: .named)))",
                     comment: "Bird detail; the argument is a relative date such as “yesterday”")
                Text("\(bird.photoCount) photos",
                     comment: "Caption under the photo strip on the bird detail screen")
                TextField(text: $nickname, prompt: Text("(optional)", comment: "Placeholder of the nickname field when adding a bird")) {
                    Image(systemName: "tag")
                }
            }
            Section {
                Text(verbatim: bird.habitat)
            } header: {
                Text("Habitat", comment: "Section header on the bird detail screen")
            }
            Section {
                Text(verbatim: bird.diet)
            } header: {
                Text("Diet", comment: "Section header on the bird detail screen: what the bird eats")
            }
        }
        .navigationTitle(bird.name)
        .toolbar {
            Button {
                confirmation = String(localized: "“\(bird.name)” added to Favorites",
                                      comment: "Confirmation after favoriting a bird; the argument is its name")
            } label: {
                Image(systemName: "star")
            }
            ShareLink(item: bird.name) {
                Label("Share Sighting", systemImage: "square.and.arrow.up")
            }
        }
    }
}
