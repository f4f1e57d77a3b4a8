#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  import ResponderEventsObjC
  import UIKit

  // Importing ResponderEvents must not break an app's own types: it adds nothing to UIKit's
  // types but `re` and names no app would declare. These classes declare the names apps use
  // most for their own trees and events; the iOS build compiles them with warnings as errors.
  // ResponderEventsObjC is imported too: its `re_` methods are for Objective-C only, so Swift
  // code that imports it sees UIKit's types as before.

  /// A calendar day view with members named as apps name them.
  final class CalendarDayView: UIView {
    var eventParent: CalendarDayView?
    var eventChildren: [CalendarDayView] = []
    var eventStorage: [String] = []
    var existingEventStorage: [String]?
    var parent: UIView?
    var children: [UIView] = []
    var storage: [String: Int] = [:]
    var handlers: [() -> Void] = []
    var events: [Date] = []
    var route: [String] = []
    var trace: String?
    var node: Int?

    func send(_ message: String) { route.append(message) }
    func handle(_ message: String) { route.append(message) }
    func broadcast(_ message: String) { route.append(message) }
  }

  /// An event-ticket cell with the same members.
  final class TicketCell: UITableViewCell {
    var eventParent: TicketCell?
    var eventChildren: [TicketCell] = []
    var eventStorage: [String] = []
    var existingEventStorage: [String]?
    var parent: UIView?
    var children: [UIView] = []
    var storage: [String: Int] = [:]
    var handlers: [() -> Void] = []
    var events: [Date] = []
    var route: [String] = []
    var trace: String?
    var node: Int?

    func send(_ message: String) { route.append(message) }
    func handle(_ message: String) { route.append(message) }
    func broadcast(_ message: String) { route.append(message) }
  }

  /// An analytics screen with the same members, less `parent` and `children`, which UIKit
  /// itself declares on view controllers.
  final class AnalyticsViewController: UIViewController {
    var eventParent: AnalyticsViewController?
    var eventChildren: [AnalyticsViewController] = []
    var eventStorage: [String] = []
    var existingEventStorage: [String]?
    var storage: [String: Int] = [:]
    var handlers: [() -> Void] = []
    var events: [Date] = []
    var route: [String] = []
    var trace: String?
    var node: Int?

    func send(_ message: String) { route.append(message) }
    func handle(_ message: String) { route.append(message) }
    func broadcast(_ message: String) { route.append(message) }
  }
#endif
