import Testing

@testable import TabNavExplore
@testable import TabNavTrace

/// `tabnav-sim help explore` describes the default alphabet from one text, and that text names every kind of letter
/// the explorer builds.
@Suite("The default alphabet's description")
struct ExploreAlphabetHelpTests {
    @Test(
        "Every step word and part word of the default alphabet of a rich app is named in its description",
        arguments: ["iphone", "ipad"])
    func descriptionNamesEveryLetter(_ device: String) throws {
        let text = """
            tabs home discover follow inbox me shop video
            screen player hides-bar
            center write present=compose style=sheet
            profile ios26
            minimize on-scroll-down
            device \(device)
            """
        let header = try Trace.parse(text).get().header
        let words = Set(
            ExploreModel.defaultAlphabet(header).flatMap { line in
                let parts = line.split(separator: " ").map(String.init)
                // The step word, and the word that makes a form of it: a gesture's part, a scroll's direction, More.
                return [parts[0]]
                    + parts.dropFirst().filter {
                        ["start", "finish", "cancel", "down", "up", "top", "more", "instant", "compact", "regular"].contains($0)
                    }
            })
        #expect(
            words.isSuperset(of: ["tap", "select", "pick", "push", "pop", "pop-to-root", "back-swipe", "scroll", "sheet-swipe"]))
        #expect(words.contains("resize") == (device == "ipad"))
        let description = ExploreModel.defaultAlphabetDescription
        for word in words {
            let named = word == "more" ? description.contains("More") : description.contains(word)
            #expect(named, "'\(word)' is a letter of the default alphabet but its description does not name it")
        }
    }
}
