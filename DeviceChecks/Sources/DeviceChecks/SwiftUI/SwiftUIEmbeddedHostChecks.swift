#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  extension SwiftUIHandlerChecks {
    /// A hosting controller the app makes inside bridged content anchors its own chain.
    ///
    /// A fix for a second bridge inside bridged content must keep that; the fact recorded
    /// here, whether SwiftUI's environment reaches that controller's root view, decides how
    /// such a fix can tell the two apart.
    static let embeddedHostKeepsItsChain = DeviceCheck(
      area: "SwiftUI",
      name: "a hosting controller the app embeds in bridged SwiftUI keeps its own chain",
      verifies: "Bridged content shows a UIViewControllerRepresentable whose controller"
        + " (\"Embedding\") hosts bridged content of its own in a child UIHostingController; an"
        + " event sent there reaches the Embedding controller's handler first. Whether an"
        + " environment value set around the representable reaches the inner root view, and"
        + " the whole route, are recorded as device facts.",
      calls: sendCalls, needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let probe = HandlerProbe()
      guard let (host, _) = await host(EmbeddingScreen(probe: probe), probe: probe, in: context),
        let sender = probe.rowSender, let embedding = probe.embedding
      else {
        return context.didNotHappen(
          "the embedded hosting controller's row did not appear within "
            + Stage.timeoutDescription)
      }
      let log = HandlerLog()
      log.watch(RowTapped.self, on: [embedding])
      log.watch(RowTapped.self, on: [host], disposition: .stop)
      let route = sender.send(RowTapped(), options: .tracing).trace?.route ?? []
      verdict.expectEqual(log.entries.first, "Embedding", "the first UIKit handler to run")
      verdict.fact("UIKit handlers that ran", Responders.arrows(log.entries))
      verdict.fact("SwiftUI handlers that ran (no connect(_:))", probe.log.joined(separator: ", "))
      verdict.fact("route from the embedded content", Responders.arrows(route))
      verdict.fact(
        "an environment value set around the representable, read at the embedded root",
        probe.embeddedMarker ?? "not read")
      return verdict.outcome("embedded content → Embedding controller first")
    }
  }

  /// Bridged content around a controller that hosts bridged content of its own.
  private struct EmbeddingScreen: View {
    let probe: HandlerProbe

    var body: some View {
      EmbeddedHost(probe: probe)
        .environment(\.embeddingMarker, "set around the representable")
        .onResponderEvent(RowTapped.self) { _ in
          probe.log.append("screen")
          return .pass
        }
    }
  }

  /// A plain controller, made by SwiftUI, with a `UIHostingController` child the app made.
  private struct EmbeddedHost: UIViewControllerRepresentable {
    let probe: HandlerProbe

    func makeUIViewController(context: Context) -> UIViewController {
      let embedding = UIViewController()
      embedding.re.debugName = "Embedding"
      let inner = UIHostingController(rootView: EmbeddedRow(probe: probe).responderEventsBridge())
      inner.re.debugName = "Inner host"
      embedding.addChild(inner)
      inner.view.frame = embedding.view.bounds
      inner.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      embedding.view.addSubview(inner.view)
      inner.didMove(toParent: embedding)
      probe.embedding = embedding
      return embedding
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
  }

  /// The embedded content's row, which records what the environment brought it.
  private struct EmbeddedRow: View {
    let probe: HandlerProbe
    @Environment(\.embeddingMarker) private var marker

    var body: some View {
      ProbeRow(probe: probe, isFirst: true)
        .onAppear { probe.embeddedMarker = marker }
    }
  }

  private struct EmbeddingMarkerKey: EnvironmentKey {
    static let defaultValue = "the default"
  }

  extension EnvironmentValues {
    /// Set around the representable; read at the root of the content the app hosts inside it.
    fileprivate var embeddingMarker: String {
      get { self[EmbeddingMarkerKey.self] }
      set { self[EmbeddingMarkerKey.self] = newValue }
    }
  }
#endif
