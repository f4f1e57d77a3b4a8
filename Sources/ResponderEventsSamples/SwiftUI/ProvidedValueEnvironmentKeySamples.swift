#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI

  // The sample in the doc comment of `ProvidedValueEnvironmentKey`.

  struct Palette: ProvidedValue {
    var accent: Color
    static let defaultValue = Palette(accent: .blue)
  }

  struct PaletteKey: ProvidedValueEnvironmentKey {
    typealias Value = Palette
  }

  extension EnvironmentValues {
    var palette: Palette {
      get { self[PaletteKey.self] }
      set { self[PaletteKey.self] = newValue }
    }
  }
#endif
