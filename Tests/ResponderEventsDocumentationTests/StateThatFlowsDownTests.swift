import Foundation
import Testing

/// The settings screen of "State that flows down", written with provided values and with a
/// Combine store handed to each controller: both listings compile as printed
/// (`scripts/listings/check-listings.py --ios`); this checks what the article claims of them.
@Suite("State that flows down: the settings screen both ways")
struct StateThatFlowsDownTests {
  /// The article's listings, in order.
  static func listings() throws -> [[String]] {
    let url = DocumentationSamplesTests.root.appendingPathComponent(
      "Sources/ResponderEvents/ResponderEvents.docc/StateThatFlowsDown.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    var listings: [[String]] = []
    var current: [String]?
    for line in text.components(separatedBy: "\n") {
      if line == "```swift" {
        current = []
      } else if line == "```", let finished = current {
        listings.append(finished)
        current = nil
      } else {
        current?.append(line)
      }
    }
    return listings
  }

  /// Lines of code: neither blank nor a comment.
  static func codeLines(_ listing: [String]) -> Int {
    listing.filter { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }.count
  }

  @Test("the library's screen is shorter than the store's, and asks for nothing on appearing")
  func shorterWithoutRequests() throws {
    let listings = try Self.listings()
    // The screen follows the section "A settings screen"; the store's screen comes after it.
    let screens = listings.filter { $0.contains { $0.contains("SettingsViewController") } }
    try #require(screens.count == 2)
    let library = screens[0]
    let store = screens[1]
    #expect(library.contains { $0.contains("re.provide(") })
    #expect(store.contains { $0.contains("ThemeStore") })
    #expect(Self.codeLines(library) < Self.codeLines(store))
    for asking in ["request(", "viewWillAppear", "viewDidAppear", "broadcast(", "reloadRows"] {
      #expect(!library.contains { $0.contains(asking) }, "the library's screen uses \(asking)")
    }
  }
}
