import Foundation
import Observation

struct Bird: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var scientificName: String
    var habitat: String
    var diet: String
    var sightings: Int
    var photoCount: Int
    var lastSeen: Date
    var isFavorite = false
}

/// State of one feeder. The titles are looked up by key, so Xcode cannot extract them:
/// they were added to the catalog by hand.
enum FeederStatus: String {
    case full
    case lowOnSeed
    case empty

    var localizationKey: String? {
        switch self {
        case .full: nil
        case .lowOnSeed, .empty: "feederStatus.\(rawValue)"
        }
    }
}

struct Feeder: Identifiable {
    let id = UUID()
    var name: String
    var status: FeederStatus
}

@Observable
final class Garden {
    var birds: [Bird]
    var feeders: [Feeder]
    var visitsToday: Int
    var newSpecies: Bird?

    init(birds: [Bird], feeders: [Feeder], visitsToday: Int) {
        self.birds = birds
        self.feeders = feeders
        self.visitsToday = visitsToday
    }

    var feedersToRefill: Int { feeders.filter { $0.status == .empty }.count }

    static let preview = Garden(
        birds: [
            Bird(name: "Blue Tit", scientificName: "Cyanistes caeruleus", habitat: "Woodland edges and gardens",
                 diet: "Insects, seeds and suet", sightings: 14, photoCount: 3,
                 lastSeen: .now.addingTimeInterval(-3_600), isFavorite: true),
            Bird(name: "Robin", scientificName: "Erithacus rubecula", habitat: "Hedges and lawns",
                 diet: "Worms, berries and mealworms", sightings: 9, photoCount: 1,
                 lastSeen: .now.addingTimeInterval(-86_400)),
        ],
        feeders: [
            Feeder(name: "Kitchen window", status: .full),
            Feeder(name: "Apple tree", status: .empty),
        ],
        visitsToday: 23)
}
