import ResponderEventsCore

/// The samples in the doc comments of ``ProvidedValue`` and the `re` methods for it.
///
/// Their `Theme` is not the broadcast samples' one, so it lives in here.
@MainActor
enum ProvidedValueSamples {
  struct Theme: ProvidedValue {
    var accent: String
    static let defaultValue = Theme(accent: "blue")
  }

  /// A label that shows its accent.
  final class SampleLabel: SampleNode {
    var accent = ""
  }

  static func provideAndObserve(settingsController: SampleController, titleLabel: SampleLabel) {
    settingsController.re.provide(Theme(accent: "orange"))

    titleLabel.re.observe(Theme.self) { label, theme in
      label.accent = theme.accent
    }
  }
}
