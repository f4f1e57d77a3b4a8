import Foundation
import Testing

/// What the Objective-C product shows each language, read from its sources and samples: the
/// Objective-C listings of the documentation are the compiled samples' code, and Swift sees
/// nothing new on UIKit's types.
@Suite("The Objective-C surface")
struct ObjectiveCSurfaceTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A fenced block of a page or doc comment, with where it starts.
  struct Block: CustomStringConvertible {
    let location: String
    let lines: [String]
    var description: String { location + "\n  " + lines.joined(separator: "\n  ") }

    /// Whether the block calls ResponderEventsObjC (an `re_` method or an `RE` type), rather
    /// than showing an original library's code.
    var usesTheProduct: Bool {
      lines.contains { line in
        line.contains("re_") || line.range(of: #"\bRE[A-Z]\w+"#, options: .regularExpression) != nil
      }
    }
  }

  static func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  static func files(under folder: String, withExtension pathExtension: String) -> [URL] {
    let enumerator = FileManager.default.enumerator(
      at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == pathExtension }
      .sorted { $0.path < $1.path }
  }

  /// The ```objc blocks of `file`, reading only lines that start with `prefix` (after
  /// indentation) and removing it.
  static func objcBlocks(in file: URL, prefix: String) throws -> [Block] {
    var blocks: [Block] = []
    var current: [String]?
    var start = 0
    for (number, line) in try text(file).components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix(prefix) else {
        current = nil
        continue
      }
      var content = String(trimmed.dropFirst(prefix.count))
      if !prefix.isEmpty, content.hasPrefix(" ") { content.removeFirst() }
      let fence = content.trimmingCharacters(in: .whitespaces)
      if current == nil {
        if fence == "```objc" {
          current = []
          start = number + 1
        }
      } else if fence == "```" {
        let relative = file.path.replacingOccurrences(of: root.path + "/", with: "")
        blocks.append(Block(location: "\(relative):\(start)", lines: current!))
        current = nil
      } else {
        current!.append(content)
      }
    }
    return blocks
  }

  /// Lines without indentation, blank lines or imports.
  static func normalized(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("@import ") && !$0.hasPrefix("#import ") }
  }

  static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    return (0...(haystack.count - needle.count)).contains { start in
      haystack[start..<(start + needle.count)].elementsEqual(needle)
    }
  }

  static func samples() throws -> [[String]] {
    try files(under: "ObjCSamples", withExtension: "m").map {
      normalized(try text($0).components(separatedBy: "\n"))
    }
  }

  @Test("the Objective-C samples are the three rewritten screens")
  func samplesExist() {
    let names = Self.files(under: "ObjCSamples", withExtension: "m").map(\.lastPathComponent)
    #expect(names == ["HWBlocksUIScreen.m", "RouterCategoryScreen.m", "THUIEventBusScreen.m"])
  }

  @Test("every Objective-C listing of the product in the articles is code of the compiled samples")
  func articleListingsAreSampleCode() throws {
    let pages =
      [Self.root.appendingPathComponent("README.md")]
      + Self.files(under: "Sources", withExtension: "md").filter { $0.path.contains(".docc/") }
    let blocks = try pages.flatMap { try Self.objcBlocks(in: $0, prefix: "") }
      .filter(\.usesTheProduct)
    let guides = Set(blocks.map { $0.location.components(separatedBy: ":")[0] })
    for guide in ["ARouterCategory", "THUIEventBus", "HWBlocksUI"] {
      #expect(
        guides.contains { $0.hasSuffix("MigratingFrom\(guide).md") }, "no listing in \(guide)")
    }
    let samples = try Self.samples()
    let missing = blocks.filter { block in
      !samples.contains { Self.contains($0, Self.normalized(block.lines)) }
    }
    #expect(
      missing.isEmpty,
      Comment(
        rawValue: "Not in ObjCSamples/*.m (so not compiled by objc-check):\n"
          + missing.map(\.description).joined(separator: "\n")))
  }

  @Test("every Objective-C example in a doc comment is code of the compiled samples")
  func docCommentExamplesAreSampleCode() throws {
    let blocks = try Self.files(under: "Sources/ResponderEventsObjC", withExtension: "swift")
      .flatMap { try Self.objcBlocks(in: $0, prefix: "///") }
    #expect(blocks.count >= 5)
    let samples = try Self.samples()
    let missing = blocks.filter { block in
      !samples.contains { Self.contains($0, Self.normalized(block.lines)) }
    }
    #expect(
      missing.isEmpty,
      Comment(
        rawValue: "Not in ObjCSamples/*.m (so not compiled by objc-check):\n"
          + missing.map(\.description).joined(separator: "\n")))
  }

  /// The attributes on the lines above line `number`.
  static func attributes(above number: Int, in lines: [String]) -> [String] {
    lines[..<number].reversed().map { $0.trimmingCharacters(in: .whitespaces) }
      .prefix { $0.hasPrefix("@") }
  }

  @Test("what the product adds to UIKit's types is re_ methods that Swift cannot see")
  func uikitAdditionsAreHiddenFromSwift() throws {
    var checked = 0
    var problems: [String] = []
    for file in Self.files(under: "Sources/ResponderEventsObjC", withExtension: "swift") {
      let lines = try Self.text(file).components(separatedBy: "\n")
      var extensionIndent: String?
      // The attributes of the extension, which apply to every member.
      var extensionAttributes: [String] = []
      for (number, line) in lines.enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let indent = String(line.prefix { $0 == " " })
        if trimmed.range(of: #"^extension UI\w+ \{"#, options: .regularExpression) != nil {
          extensionIndent = indent
          extensionAttributes = Self.attributes(above: number, in: lines)
          continue
        }
        if trimmed == "}", indent == extensionIndent {
          extensionIndent = nil
          continue
        }
        guard extensionIndent != nil,
          trimmed.range(of: #"^public (func|var|init|convenience)"#, options: .regularExpression)
            != nil
        else { continue }
        let attributes = Self.attributes(above: number, in: lines) + extensionAttributes
        checked += 1
        let place = "\(file.lastPathComponent):\(number + 1)"
        if !attributes.contains("@available(swift, obsoleted: 1)") {
          problems.append("\(place): not marked @available(swift, obsoleted: 1)")
        }
        if !attributes.contains(where: { $0.hasPrefix("@objc(re_") }) {
          problems.append("\(place): its Objective-C name does not start with re_")
        }
      }
    }
    #expect(checked >= 25)
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
  }

  @Test("a dictionary parameter bridged verbatim is only ever passed to ObjCDictionary.entries")
  func verbatimDictionariesGoStraightToEntries() throws {
    let declaration = #"(\w+)\s*:\s*\[NSString: (AnyObject|REEventHandler)\]\?"#
    var checked = 0
    var problems: [String] = []
    for file in Self.files(under: "Sources/ResponderEventsObjC/UIKit", withExtension: "swift") {
      // Comments aside: the parameters are documented by name.
      let lines = try Self.text(file).components(separatedBy: "\n").map { line in
        line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
      }
      for (number, line) in lines.enumerated() {
        guard let name = try Self.firstCapture(of: declaration, in: line) else { continue }
        let place = "\(file.lastPathComponent):\(number + 1), \(name)"
        guard let body = Self.body(after: number, in: lines) else {
          problems.append("\(place): no function body found")
          continue
        }
        checked += 1
        // Every use of the name that is not a member (`.name`) or an argument label (`name:`).
        let uses = try Self.count(#"(?<![\w.])"# + name + #"\b(?!\s*:)"#, in: body)
        let wrapped = try Self.count(#"ObjCDictionary\.entries\("# + name + #"\)"#, in: body)
        if uses == 0 {
          problems.append("\(place): never passed to ObjCDictionary.entries")
        } else if uses != wrapped {
          problems.append("\(place): \(uses - wrapped) use(s) outside ObjCDictionary.entries")
        }
      }
    }
    #expect(checked >= 6)
    #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
  }

  /// The first capture group of `pattern`'s first match in `text`, or `nil` for no match.
  static func firstCapture(of pattern: String, in text: String) throws -> String? {
    let expression = try NSRegularExpression(pattern: pattern)
    let range = NSRange(text.startIndex..., in: text)
    guard let match = expression.firstMatch(in: text, range: range),
      let capture = Range(match.range(at: 1), in: text)
    else { return nil }
    return String(text[capture])
  }

  /// How many times `pattern` matches in `text`.
  static func count(_ pattern: String, in text: String) throws -> Int {
    try NSRegularExpression(pattern: pattern)
      .numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
  }

  /// The body of the function whose signature includes line `start`: from its first `{` to
  /// the brace that closes it.
  static func body(after start: Int, in lines: [String]) -> String? {
    let text = lines[start...].joined(separator: "\n")
    guard let open = text.firstIndex(of: "{") else { return nil }
    var depth = 0
    for index in text[open...].indices {
      switch text[index] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { return String(text[text.index(after: open)..<index]) }
      default: break
      }
    }
    return nil
  }
}
