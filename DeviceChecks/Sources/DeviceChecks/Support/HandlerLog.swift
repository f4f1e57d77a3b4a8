#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import UIKit

  /// The order in which handlers saw an event: each watched responder appends its debug name.
  @MainActor
  final class HandlerLog {
    /// The names appended so far, oldest first.
    private(set) var entries: [String] = []
    private var tokens: [HandlerToken] = []

    /// Appends `entry`.
    func append(_ entry: String) {
      entries.append(entry)
    }

    /// Forgets the entries, keeping the handlers.
    func reset() {
      entries.removeAll()
    }

    /// Registers, on each of `responders`, a handler for upward `Event`s that appends the
    /// responder's debug name and answers `disposition`.
    func watch<Event: ResponderEvent>(
      _ type: Event.Type, on responders: [UIResponder], disposition: EventDisposition = .pass
    ) {
      for responder in responders {
        tokens.append(
          responder.re.handle(Event.self) { [weak self] node, _ in
            self?.append(node.re.debugName)
            return disposition
          })
      }
    }

    /// Registers, on each of `responders`, a broadcast handler for `Event` that appends the
    /// responder's debug name and answers `.handled`.
    func watchBroadcast<Event: ResponderEvent>(_ type: Event.Type, on responders: [UIResponder]) {
      for responder in responders {
        tokens.append(
          responder.re.handleBroadcast(Event.self) { [weak self] node, _ in
            self?.append(node.re.debugName)
            return .handled
          })
      }
    }

    /// Removes every handler this log registered; registered as a teardown for shared
    /// responders such as the window.
    func removeHandlers() {
      for token in tokens { token.remove() }
      tokens.removeAll()
    }

    /// Registers the removal of this log's handlers as a teardown of `context`.
    func removeHandlers(after context: DeviceCheckContext) {
      context.addTeardown { [weak self] in self?.removeHandlers() }
    }
  }

  /// A screen with a loaded view and a probe subview to send from, all with debug names:
  /// `Name`, `Name.view`, `Name.probe`.
  final class ProbeController: UIViewController {
    /// The subview events are sent from.
    let probe = UIView()
    private let label: String

    init(_ name: String) {
      self.label = name
      super.init(nibName: nil, bundle: nil)
      re.debugName = name
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      view.re.debugName = label + ".view"
      probe.re.debugName = label + ".probe"
      probe.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
      view.addSubview(probe)
    }
  }

  /// An upward event whose route the checks record.
  struct Ping: ResponderEvent {}

  /// A broadcast whose reach the checks record.
  struct Announcement: ResponderEvent {
    let text: String
  }
#endif
