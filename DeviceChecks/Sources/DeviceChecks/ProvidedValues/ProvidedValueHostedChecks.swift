#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import SwiftUI
  import UIKit

  /// Provided values and events of hosted SwiftUI content read through traits and
  /// placed in cells with `UIHostingConfiguration`.
  @MainActor
  enum ProvidedValueHostedChecks {
    static var all: [DeviceCheck] { [environmentKeyReadsTraits, contentInCells] }

    static let environmentKeyReadsTraits = DeviceCheck(
      area: "Provided values",
      name: "plain @Environment reads a UIKit provider through ProvidedValueEnvironmentKey",
      verifies: "A hosting controller, with no bridge, added as a child of a controller"
        + " providing blue: a view reading @Environment(\\.checkTheme), whose key is a"
        + " ProvidedValueEnvironmentKey, renders blue on its first render, then the orange the"
        + " controller provides next. The rendered sequence is recorded.",
      calls: .both("SwiftUI reads the trait through the bridged key; the check provides"),
      needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let parent = ProbeController("Provider")
      parent.re.provide(CheckTheme(accent: "blue"))
      guard await Stage.show(parent, in: context.window) else {
        return .failed("the providing controller did not reach the window")
      }
      let rendered = Rendered()
      let host = UIHostingController(rootView: EnvironmentReader(rendered: rendered))
      parent.addChild(host)
      host.view.frame = CGRect(x: 0, y: 300, width: parent.view.bounds.width, height: 200)
      parent.view.addSubview(host.view)
      host.didMove(toParent: parent)
      guard
        await Stage.waitUntil({
          host.view.layoutIfNeeded()
          return !rendered.values.isEmpty
        })
      else {
        return context.didNotHappen("the content did not render in \(Stage.timeoutDescription)")
      }
      verdict.expectEqual(rendered.values.first, "blue", "the first render")
      parent.re.provide(CheckTheme(accent: "orange"))
      let followed = await Stage.waitUntil {
        host.view.layoutIfNeeded()
        return rendered.values.last == "orange"
      }
      verdict.expect(followed, "the reader did not follow to orange: \(rendered.values)")
      verdict.fact("values rendered", rendered.values.joined(separator: ", "))
      return verdict.outcome("rendered blue first, then orange")
    }

    static let contentInCells = DeviceCheck(
      area: "Provided values",
      name: "SwiftUI content in cells (UIHostingConfiguration) sends with its row and reads values",
      verifies: "A table of three rows in a controller providing blue; each cell's content is"
        + " bridged SwiftUI set with UIHostingConfiguration, which reads the theme with"
        + " @ResponderEnvironment and sends RowShown when it appears. The controller's handler"
        + " gets each row's event with context.indexPath(in:) equal to the row the content"
        + " was made for, and every row renders blue from its first render, read from the"
        + " traits, then the orange provided next.",
      calls: .both(
        "UIKit lays out the cells and SwiftUI renders the content; the check provides"),
      needs: [.swiftUIAppears]
    ) { context in
      var verdict = Verdict()
      let screen = HostedRowsScreen()
      screen.re.provide(CheckTheme(accent: "blue"))
      var rows: [String] = []
      screen.re.handle(RowShown.self) { screen, context in
        let indexPath = context.indexPath(in: screen.tableView)
        rows.append("\(context.event.row)@\(indexPath.map { "\($0.row)" } ?? "none")")
        return .stop
      }
      guard await Stage.show(screen, in: context.window) else {
        return .failed("the table did not reach the window")
      }
      let shown = await Stage.waitUntil {
        screen.view.layoutIfNeeded()
        return rows.count >= 3 && screen.rendered.values.count >= 3
      }
      guard shown else {
        return context.didNotHappen(
          "three rows did not appear and send in \(Stage.timeoutDescription): \(rows)")
      }
      verdict.expectEqual(
        Set(rows), ["0@0", "1@1", "2@2"], "each row's event, and the row its route gives")
      // The first render reads the controller's value from the traits.
      verdict.expect(
        screen.rendered.values.allSatisfy { $0 == "blue" },
        "rows rendered \(screen.rendered.values), not blue from the first render")
      verdict.fact("values the rows rendered", screen.rendered.values.joined(separator: ", "))
      screen.re.provide(CheckTheme(accent: "orange"))
      let followed = await Stage.waitUntil {
        screen.view.layoutIfNeeded()
        return screen.rendered.values.suffix(3).allSatisfy { $0 == "orange" }
      }
      verdict.expect(followed, "rows did not follow to orange: \(screen.rendered.values)")
      return verdict.outcome("rows sent with their index paths and rendered blue, then orange")
    }
  }

  /// What SwiftUI content rendered, in order.
  @MainActor
  private final class Rendered {
    private(set) var values: [String] = []
    func render(_ value: String) { values.append(value) }
  }

  /// Also read by `ProvidedValueTraitChecks`, for what a view's traits hold out of a window.
  struct CheckThemeKey: ProvidedValueEnvironmentKey {
    typealias Value = CheckTheme
  }

  extension EnvironmentValues {
    fileprivate var checkTheme: CheckTheme {
      get { self[CheckThemeKey.self] }
      set { self[CheckThemeKey.self] = newValue }
    }
  }

  private struct EnvironmentReader: View {
    let rendered: Rendered
    @Environment(\.checkTheme) private var theme

    var body: some View {
      rendered.render(theme.accent)
      return Text(theme.accent)
    }
  }

  /// Sent by a row's SwiftUI content when it appears.
  private struct RowShown: ResponderEvent {
    let row: Int
  }

  /// A table whose cells host bridged SwiftUI content.
  private final class HostedRowsScreen: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    let rendered = Rendered()

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.frame = view.bounds
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      tableView.dataSource = self
      view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    )
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      let rendered = rendered
      cell.contentConfiguration = UIHostingConfiguration {
        HostedRow(row: indexPath.row, rendered: rendered).responderEventsBridge()
      }
      return cell
    }
  }

  private struct HostedRow: View {
    let row: Int
    let rendered: Rendered
    @ResponderEnvironment private var theme: CheckTheme
    @Environment(\.responderEvents) private var events

    var body: some View {
      rendered.render(theme.accent)
      return Text("Row \(row): \(theme.accent)")
        .onAppear { events.send(RowShown(row: row)) }
    }
  }
#endif
