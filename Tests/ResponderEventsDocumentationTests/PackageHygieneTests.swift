import Foundation
import ResponderEventsTesting
import Testing

/// What users expect of a package besides its code: documentation that is built for the platform
/// its symbols exist on, a privacy manifest, and install instructions that work.
@Suite("Package hygiene", .collectingDiagnostics)
struct PackageHygieneTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The library targets that have a documentation catalog.
  static func documentedTargets() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
      .filter { target in
        let folder = root.appendingPathComponent("Sources/\(target)").path
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return contents.contains { $0.hasSuffix(".docc") }
      }
      .sorted()
  }

  @Test("the Swift Package Index builds every documented target, for iOS")
  func packageIndexBuildsTheDocumentationForIOS() throws {
    let manifest = try Self.text(".spi.yml")
    let lines = manifest.components(separatedBy: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let listed = Set(lines.filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) })
    let targets = try Self.documentedTargets()

    #expect(targets.count >= 3)
    #expect(Set(targets).isSubset(of: listed), "missing from .spi.yml: \(targets)")
    #expect(lines.contains("- platform: ios"))
    #expect(!lines.contains { $0.hasPrefix("- platform:") && $0 != "- platform: ios" })
  }

  @Test("the library ships a privacy manifest that declares no tracking and no collected data")
  func privacyManifestDeclaresNothingCollected() throws {
    let data = try Data(
      contentsOf: Self.root.appendingPathComponent("Sources/ResponderEvents/PrivacyInfo.xcprivacy"))
    let plist = try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])

    #expect(plist["NSPrivacyTracking"] as? Bool == false)
    #expect((plist["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
    #expect((plist["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
    #expect((plist["NSPrivacyAccessedAPITypes"] as? [Any])?.isEmpty == true)
    #expect(
      try Self.text("Package.swift").contains(#"resources: [.copy("PrivacyInfo.xcprivacy")]"#))
  }

  @Test("the README says a local checkout keeps the folder name the package is referred to by")
  func readmeExplainsLocalCheckouts() throws {
    let readme = try Self.text("README.md")
    let install =
      try #require(readme.components(separatedBy: "## Installing").dropFirst().first)
      .components(separatedBy: "\n## ").first ?? ""
    #expect(install.contains(#".package(path: "../ResponderEvents")"#))
    #expect(install.contains(#"package: "ResponderEvents""#))
    #expect(install.contains("folder"))
  }
}
