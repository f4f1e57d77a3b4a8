#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEvents
  import UIKit

  /// When the app's own delegate or data source meets the hidden proxy that runs closures.
  enum AppObjectTiming: CaseIterable {
    /// The app sets its object, then registers the first closure (the proxy adopts it).
    case setBefore
    /// The app registers a closure, then sets its object with a plain assignment (the proxy
    /// notices, adopts it and puts itself back).
    case setAfter
    /// The app's object is set, a closure registered, and the object deallocated; the proxy
    /// must stop claiming the methods only that object had.
    case deallocated

    /// For check names.
    var label: String {
      switch self {
      case .setBefore: "app's object set before the first closure"
      case .setAfter: "app's object set after the first closure"
      case .deallocated: "app's object deallocated"
      }
    }

    /// Whether the app's object is alive when the calls are made.
    var appIsAlive: Bool { self != .deallocated }
  }

  /// Installs the app's object and the closures in the order `timing` says, then runs `calls`
  /// (the calls UIKit would make) while the object is alive, or after it died.
  @MainActor
  enum AppObjectScenario {
    /// - Parameters:
    ///   - timing: The scenario.
    ///   - verdict: Where failures and facts go.
    ///   - make: Makes the app's object.
    ///   - assign: Sets it as the view's delegate or data source, as the app would.
    ///   - registerClosures: Registers the closures through `re`.
    ///   - whileAlive: Runs with the object alive, before `calls` (for the deallocation
    ///     scenario, the only time it is alive).
    ///   - calls: The calls to make and judge; the object is alive unless `timing` is
    ///     `.deallocated`.
    static func run<AppObject: NSObject>(
      _ timing: AppObjectTiming, verdict: inout Verdict,
      make: () -> AppObject, assign: (AppObject) -> Void, registerClosures: () -> Void,
      whileAlive: (AppObject, inout Verdict) -> Void,
      calls: (inout Verdict) -> Void
    ) {
      switch timing {
      case .setBefore, .setAfter:
        let app = make()
        if timing == .setBefore {
          assign(app)
          registerClosures()
        } else {
          registerClosures()
          assign(app)
        }
        whileAlive(app, &verdict)
        withExtendedLifetime(app) { calls(&verdict) }
      case .deallocated:
        weak var probe: AppObject?
        autoreleasepool {
          let app = make()
          probe = app
          assign(app)
          registerClosures()
          whileAlive(app, &verdict)
        }
        guard probe == nil else {
          verdict.fail("the app's object was not deallocated; the scenario could not run")
          return
        }
        calls(&verdict)
      }
    }

    /// Judges whether the view's delegate (the proxy) claims `selector`.
    ///
    /// While the app's object is alive it must, once the object died it must not. Returns the
    /// claim, so that the caller calls the method only when it is made, as UIKit does.
    static func expectClaim(
      _ claims: Bool, of selector: Selector, timing: AppObjectTiming, verdict: inout Verdict
    ) -> Bool {
      let method = NSStringFromSelector(selector)
      if timing.appIsAlive {
        verdict.expect(claims, "the proxy does not claim \(method), which the app's object has")
      } else {
        verdict.expect(!claims, "the proxy still claims \(method) after the app's object died")
      }
      return claims
    }

    /// Runs `body` and returns the kinds of the diagnostics it reported.
    static func diagnostics(during body: () -> Void) -> [String] {
      var kinds: [String] = []
      EventDiagnostics.withHandler({ kinds.append($0.kind.rawValue) }, operation: body)
      return kinds
    }
  }
#endif
