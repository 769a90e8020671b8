import Testing
@testable import TranslationMemory

@Suite("Placeholders of a match mapped to the current source's")
struct PlaceholderMappingTests {
    @Test("Arguments reordered in the current source are numbered in the translation")
    func reordered() {
        #expect(PlaceholderMapping.map("%@ hat %lld Vögel", from: "%@ has %lld birds", to: "%2$@ has %1$lld birds") == "%2$@ hat %1$lld Vögel")
        // The translation had reordered them itself: its numbers follow the mapping.
        #expect(PlaceholderMapping.map("%2$lld Vögel hat %1$@", from: "%@ has %lld birds", to: "%2$@ has %1$lld birds")
            == "%1$lld Vögel hat %2$@")
    }

    @Test("A different type takes the current source's specifier; unnumbered stays unnumbered")
    func retyped() {
        #expect(PlaceholderMapping.map("%d Vögel", from: "%d birds", to: "%lld birds") == "%lld Vögel")
        #expect(PlaceholderMapping.map("%1$@ sah %2$d Vögel", from: "%1$@ saw %2$d birds", to: "%@ saw %ld birds") == "%1$@ sah %2$ld Vögel")
    }

    @Test("Substitutions take the current source's names; %arg and %% stay")
    func substitutions() {
        #expect(PlaceholderMapping.map("%#@birds@ an %#@feeders@", from: "%#@birds@ at %#@feeders@", to: "%#@b@ at %#@f@") == "%#@b@ an %#@f@")
        #expect(PlaceholderMapping.map("%arg Vögel, 100%%", from: "%arg birds, 100%%", to: "%arg birds, 100%%") == "%arg Vögel, 100%%")
    }

    @Test("The same placeholders leave the translation as it is; none need no mapping")
    func identity() {
        #expect(PlaceholderMapping.map("%1$@ hat %2$lld", from: "%@ has %lld", to: "%@ has %lld") == "%1$@ hat %2$lld")
        #expect(PlaceholderMapping.map("Vogel löschen", from: "Delete bird", to: "Delete the bird") == "Vogel löschen")
    }

    @Test("A different number of placeholders, or a translation reading one its source lacks, cannot be mapped")
    func unmappable() {
        #expect(PlaceholderMapping.map("%@ Vögel", from: "%@ birds", to: "%@ birds at %@") == nil)
        #expect(PlaceholderMapping.map("%@ hat %@", from: "%@ has", to: "%lld has") == nil)
        #expect(PlaceholderMapping.map("%arg Vögel", from: "%arg birds", to: "%lld birds") == nil)
    }
}
