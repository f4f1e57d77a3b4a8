import Foundation
import ResponderEventsTesting
import Testing

/// Every Swift code block in a doc comment appears, line for line, in the
/// `ResponderEventsSamples` target.
///
/// That target compiles, so a doc comment cannot show code that does not: samples for the engine
/// and the test helpers compile on every platform, and UIKit and SwiftUI samples compile in the
/// iOS build (`../shared/ios-sdk/build`, see CONTRIBUTING.md). Lines are compared without their
/// indentation; blank lines and `import` lines are ignored, because a sample sits inside a
/// function or type and its imports sit at the top of the file. The listings of README.md and
/// the DocC articles are compiled as printed instead, by `scripts/listings/check-listings.py`.
@Suite("Documentation samples", .collectingDiagnostics)
struct DocumentationSamplesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Block: CustomStringConvertible {
    let location: String
    let lines: [String]
    var description: String { location }

    /// Lines for the reader's own `Package.swift`, which cannot compile in a target; the
    /// manifest test checks them instead.
    var isManifestFragment: Bool { lines.allSatisfy { $0.hasPrefix(".package(") } }
  }

  /// The Swift blocks of the doc comments.
  static func documentationBlocks() throws -> [Block] {
    var blocks: [Block] = []
    for file in try files(under: "Sources", withExtension: "swift")
    where !file.path.contains("/ResponderEventsSamples/") {
      blocks += try commentBlocks(in: file)
    }
    return blocks
  }

  static func files(under folder: String, withExtension pathExtension: String) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == pathExtension }
      .sorted { $0.path < $1.path }
  }

  static func markdownBlocks(in file: URL) throws -> [Block] {
    try blocks(in: file, prefix: "", opening: "```swift", closing: "```")
  }

  static func commentBlocks(in file: URL) throws -> [Block] {
    try blocks(in: file, prefix: "///", opening: "```swift", closing: "```")
  }

  /// The fenced blocks of `file`, reading only lines that start with `prefix` (after
  /// indentation) and removing it.
  static func blocks(
    in file: URL, prefix: String, opening: String, closing: String
  ) throws -> [Block] {
    let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    var result: [Block] = []
    var current: [String]?
    var start = 0
    for (number, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix(prefix) else {
        current = nil
        continue
      }
      var content = String(trimmed.dropFirst(prefix.count))
      if !prefix.isEmpty, content.hasPrefix(" ") { content.removeFirst() }
      let fence = content.trimmingCharacters(in: .whitespaces)
      if current == nil {
        if fence == opening {
          current = []
          start = number + 1
        }
      } else if fence == closing {
        let relative = file.path.replacingOccurrences(of: root.path + "/", with: "")
        result.append(Block(location: "\(relative):\(start)", lines: normalized(current!)))
        current = nil
      } else {
        current!.append(content)
      }
    }
    return result
  }

  static func normalized(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") && !$0.hasPrefix("public import ") }
  }

  static func sampleFiles() throws -> [[String]] {
    try files(under: "Sources/ResponderEventsSamples", withExtension: "swift").map {
      normalized(try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n"))
    }
  }

  static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }

  @Test("every Swift sample in a doc comment is in the compiled samples target")
  func everySampleCompiles() throws {
    let samples = try Self.sampleFiles()
    let blocks = try Self.documentationBlocks()
    #expect(blocks.count > 50)
    let missing = blocks.filter { block in !samples.contains { Self.contains($0, block.lines) } }
    let report = missing.map { "\($0.location)\n  " + $0.lines.joined(separator: "\n  ") }
    #expect(
      missing.isEmpty,
      Comment(
        rawValue: "Not in Sources/ResponderEventsSamples (so not compiled):\n"
          + report.joined(separator: "\n")))
  }

  @Test("the checker finds blocks and misses nothing it should find")
  func checkerWorks() {
    let haystack = ["a", "b", "c", "d"]
    #expect(Self.contains(haystack, ["b", "c"]))
    #expect(!Self.contains(haystack, ["b", "d"]))
    #expect(!Self.contains(["a"], ["a", "b"]))
    #expect(
      Self.normalized(["  let x = 1", "", "import Foo", "    x.go()"]) == ["let x = 1", "x.go()"])
  }

  @Test("the README's package line names this package and its current version")
  func manifestLineMatchesThePackage() throws {
    let fragments = try Self.markdownBlocks(in: Self.root.appendingPathComponent("README.md"))
      .filter(\.isManifestFragment)
    let line = try #require(fragments.first?.lines.first)
    let manifest = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let changelog = try String(
      contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    // The newest version heading of the changelog, such as "## 0.1.0".
    let version = try #require(
      changelog.components(separatedBy: "\n").first { $0.hasPrefix("## ") }?
        .dropFirst(3).split(separator: " ").first)

    #expect(line.contains("/ResponderEvents\""))
    #expect(manifest.contains("name: \"ResponderEvents\""))
    #expect(line.contains("from: \"\(version)\""))
  }
}
