@_spi(Rules) import ResponderEventsCore
import Testing

private struct Theme: ProvidedValue {
  var name: String
  static let defaultValue = Theme(name: "default")
}

/// Provided values on the model of UIKit, whose responders are hosts as `UIResponder` is: a
/// route that ends at a controller or at a view outside a window is detached.
@Suite("Provided values across presentations, on the model of UIKit")
@MainActor
struct ProvidedValuePresentationTests {
  @Test(
    "a view in a full-screen presentation over the window's root gets the root's and the window's values",
    arguments: [false, true])
  func fullScreenOverRoot(fromWindow: Bool) {
    let root = ModelViewController("Root")
    let shell = ModelShell(root: root)
    let provider: ModelResponder = fromWindow ? shell.window : root
    provider.re.provide(Theme(name: "dark"))
    let modal = ModelViewController("Modal")
    root.present(modal, style: .fullScreen)
    #expect(root.viewIfLoaded?.window == nil)
    let cell = ModelView("Cell")
    modal.view.addSubview(cell)
    var names: [String] = []
    cell.re.observe(Theme.self) { _, theme in names.append(theme.name) }
    provider.re.provide(Theme(name: "light"))
    #expect(names == ["dark", "light"])
    #expect(cell.re.providedValue(Theme.self).name == "light")
  }

  /// A view in a window, redirected to a sibling that is redirected back to it, and the
  /// controller whose view holds them, which the test keeps.
  private func viewOnARedirectCycle() -> (root: ModelViewController, first: ModelView) {
    let root = ModelViewController("Root")
    _ = ModelShell(root: root)
    let first = ModelView("First")
    let second = ModelView("Second")
    root.view.addSubview(first)
    root.view.addSubview(second)
    _ = collectingDiagnostics {
      first.re.redirect(to: second)
      second.re.redirect(to: first)
    }
    return (root, first)
  }

  @Test("a provider on a redirect cycle of views in a window reaches the observers on it")
  func providerOnCycleOfViews() {
    let (root, first) = viewOnARedirectCycle()
    var names: [String] = []
    _ = collectingDiagnostics {
      first.re.observe(Theme.self) { _, theme in names.append(theme.name) }
      first.re.provide(Theme(name: "dark"))
      first.re.provide(Theme(name: "light"))
    }
    #expect(first.re.providedValue(Theme.self).name == "light")
    // Guarantees, "Cycles": "a provider on the cycle gives its value to the observers on it",
    // as it does on nodes that see no moves (`ProvidedValueTests.providerOnCycle`).
    #expect(names == ["default", "dark", "light"])
    let (_, diagnostics) = collectingDiagnostics { first.re.refreshProvidedValues() }
    withExtendedLifetime(root) {}
    #expect(
      !diagnostics.contains { $0.message.contains("get the default value") },
      "a walk that met a provider says its observers get the default")
  }

  @Test("a view on a redirect cycle that starts providing is not warned of the default")
  func providerStartingOnCycleIsNotWarnedAbout() {
    let (root, first) = viewOnARedirectCycle()
    var names: [String] = []
    _ = collectingDiagnostics {
      first.re.observe(Theme.self) { _, theme in names.append(theme.name) }
    }
    let (_, diagnostics) = collectingDiagnostics { first.re.provide(Theme(name: "dark")) }
    #expect(names == ["default", "dark"])
    // The walk for the provider above starts before this one is in place, finds none, and
    // warns of the route it is about to provide on.
    #expect(
      !diagnostics.contains { $0.message.contains("get the default value") },
      "\(diagnostics.map(\.message))")
    withExtendedLifetime(root) {}
  }

  @Test("a view outside every window gets the default value, a provider above it in its tree too")
  func detachedViewGetsDefault() {
    let loose = ModelViewController("Loose")
    loose.re.provide(Theme(name: "dark"))
    let cell = ModelView("Cell")
    loose.view.addSubview(cell)
    var names: [String] = []
    cell.re.observe(Theme.self) { _, theme in names.append(theme.name) }
    #expect(names == ["default"])
  }
}
