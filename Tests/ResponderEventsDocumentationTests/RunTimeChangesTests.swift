import Foundation
import ResponderEventsTesting
import Testing

/// What the docs say the library never does at run time, checked in its sources: the README
/// ("`ResponderEvents` alone installs no delegate proxy, uses no key-value observation and
/// changes no object's class") and WhatChangesAtRunTime ("Nothing here swizzles a method").
@Suite("Run-time changes the docs rule out", .collectingDiagnostics)
struct RunTimeChangesTests {
  static let libraryTargets = [
    "ResponderEventsCore", "ResponderEvents", "ResponderEventsDelegates", "ResponderEventsObjC",
    "ResponderEventsProxyBase", "ResponderEventsWebKit", "ResponderEventsTesting",
  ]

  /// The code lines of the Swift and Objective-C files of `targets`, comments left out.
  static func code(of targets: [String]) throws -> [(file: String, line: String)] {
    let sources = PackageHygieneTests.root.appendingPathComponent("Sources")
    var lines: [(file: String, line: String)] = []
    for target in targets {
      let files = FileManager.default.enumerator(
        at: sources.appendingPathComponent(target), includingPropertiesForKeys: nil)
      while let url = files?.nextObject() as? URL {
        guard ["swift", "m", "h"].contains(url.pathExtension) else { continue }
        for line in try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n") {
          let code = line.trimmingCharacters(in: .whitespaces)
          guard !code.isEmpty, !code.hasPrefix("//"), !code.hasPrefix("*") else { continue }
          lines.append((url.lastPathComponent, code))
        }
      }
    }
    return lines
  }

  /// The lines of `targets` that use any of `names`.
  static func uses(of names: [String], in targets: [String]) throws -> [String] {
    try code(of: targets).filter { line in names.contains { line.line.contains($0) } }
      .map { "\($0.file): \($0.line)" }
  }

  @Test("no library target exchanges or replaces a method's implementation")
  func nothingSwizzles() throws {
    let swizzling = [
      "method_exchangeImplementations", "method_setImplementation", "class_replaceMethod",
    ]
    #expect(try Self.uses(of: swizzling, in: Self.libraryTargets) == [])
    // The scan reads code: the delegate product's key-value observation is found.
    #expect(try !Self.uses(of: ["NSKeyValueObservation"], in: Self.libraryTargets).isEmpty)
  }

  @Test("the events product installs no delegate proxy, observes no property, changes no class")
  func eventsProductLeavesObjectsAlone() throws {
    let ruledOut = [
      "NSKeyValueObservation", ".observe(\\", "forKeyPath", "object_setClass",
      "objc_allocateClassPair", "ClosureDelegateProxy", "ResponderEventsDelegateProxyBase",
    ]
    #expect(try Self.uses(of: ruledOut, in: ["ResponderEventsCore", "ResponderEvents"]) == [])
  }
}
