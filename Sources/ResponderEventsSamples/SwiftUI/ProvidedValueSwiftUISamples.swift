#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI

  /// The samples in the doc comments of `responderEnvironment(_:)` and `ResponderEnvironment`.
  ///
  /// Their `Theme` holds a SwiftUI color, so it lives in here.
  enum ProvidedValueSwiftUISamples {
    struct Theme: ProvidedValue {
      var accent: Color
      static let defaultValue = Theme(accent: .blue)
    }

    struct PreviewPane: View {
      @ResponderEnvironment private var theme: Theme

      var body: some View {
        Text("Preview").foregroundStyle(theme.accent)
      }
    }

    struct OrangePreview: View {
      var body: some View {
        PreviewPane()
          .responderEnvironment(Theme(accent: .orange))
      }
    }
  }
#endif
