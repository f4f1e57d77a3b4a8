import Foundation
import ResponderEventsTesting
import Testing

/// The repository's Markdown pages link only to files that exist.
@Suite("Documentation links", .collectingDiagnostics)
struct DocumentationLinksTests {
  static let pages = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "BENCHMARKS.md"]

  /// The targets of the relative links `[text](target)` in `markdown`: no scheme, no anchor.
  static func relativeLinks(in markdown: String) -> [String] {
    var links: [String] = []
    var rest = markdown[...]
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      let target = String(rest[..<close])
      rest = rest[close...]
      guard !target.contains("://"), !target.hasPrefix("#"), !target.hasPrefix("mailto:") else {
        continue
      }
      links.append(target.components(separatedBy: "#")[0])
    }
    return links
  }

  @Test("the link parser keeps relative files and skips addresses and anchors")
  func parserWorks() {
    let markdown = "[a](docs/A.md) [b](https://example.com) [c](#top) [d](B.md#part)"
    #expect(Self.relativeLinks(in: markdown) == ["docs/A.md", "B.md"])
  }

  @Test("every relative link in the top-level pages points to a file", arguments: pages)
  func linksResolve(page: String) throws {
    let root = DocumentationSamplesTests.root
    let markdown = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    let links = Self.relativeLinks(in: markdown)
    let broken = links.filter {
      !FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
    }
    #expect(broken.isEmpty, "\(page) links to missing files: \(broken)")
  }
}
