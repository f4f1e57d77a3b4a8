#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ResponderEventsObjC
  import UIKit

  /// Calls `ResponderEventsObjC`'s `re_` methods as Objective-C does: by selector, through the
  /// method's implementation, with the C signature the generated header gives it.
  @MainActor
  enum ObjCRuntime {
    typealias Handler = @convention(block) (AnyObject, REEventContext) -> REEventResult
    typealias BroadcastHandler =
      @convention(block) (AnyObject, REEventContext) ->
      REBroadcastResult

    /// The selectors the checks call.
    static let selectors = [
      "re_sendEventNamed:payload:", "re_sendEventNamed:payload:reply:",
      "re_broadcastEventNamed:payload:replies:", "re_handleEventNamed:handler:",
      "re_handleBroadcastNamed:handler:", "re_onControlEvents:handler:", "re_provideNumberOfRows:",
      "re_provideCell:",
    ]

    /// The selectors the checks call that a button and a table do not respond to: a check
    /// that called one would stop the app, so each check asks first.
    static var missingSelectors: [String] {
      let button = UIButton(type: .system)
      let table = UITableView()
      return selectors.filter { name in
        let selector = NSSelectorFromString(name)
        return !button.responds(to: selector) && !table.responds(to: selector)
      }
    }

    /// The outcome of a check that cannot call the methods, or `nil` when all are there.
    static var missingOutcome: DeviceCheckOutcome? {
      let missing = missingSelectors
      return missing.isEmpty
        ? nil : .failed("missing Objective-C methods: \(missing.joined(separator: ", "))")
    }

    /// `-[UIResponder re_handleEventNamed:handler:]`.
    @discardableResult
    static func handle(
      _ responder: UIResponder, named name: String, _ handler: @escaping Handler
    )
      -> REToken
    {
      typealias Method = @convention(c) (AnyObject, Selector, NSString, Handler) -> REToken
      let selector = NSSelectorFromString("re_handleEventNamed:handler:")
      let method = unsafeBitCast(responder.method(for: selector), to: Method.self)
      return method(responder, selector, name as NSString, handler)
    }

    /// `-[UIResponder re_handleBroadcastNamed:handler:]`.
    @discardableResult
    static func handleBroadcast(
      _ responder: UIResponder, named name: String, _ handler: @escaping BroadcastHandler
    ) -> REToken {
      typealias Method =
        @convention(c) (AnyObject, Selector, NSString, BroadcastHandler) ->
        REToken
      let selector = NSSelectorFromString("re_handleBroadcastNamed:handler:")
      let method = unsafeBitCast(responder.method(for: selector), to: Method.self)
      return method(responder, selector, name as NSString, handler)
    }

    /// `-[UIResponder re_sendEventNamed:payload:]`.
    static func send(_ responder: UIResponder, named name: String, payload: NSDictionary?) -> Bool {
      typealias Method = @convention(c) (AnyObject, Selector, NSString, NSDictionary?) -> Bool
      let selector = NSSelectorFromString("re_sendEventNamed:payload:")
      let method = unsafeBitCast(responder.method(for: selector), to: Method.self)
      return method(responder, selector, name as NSString, payload)
    }

    /// `-[REReplyPromise fulfill:]`, through its implementation, from whatever thread calls
    /// this: Objective-C does not check isolation.
    nonisolated static func fulfill(_ promise: REReplyPromise, _ answer: NSDictionary?) {
      typealias Method = @convention(c) (AnyObject, Selector, NSDictionary?) -> Void
      let selector = NSSelectorFromString("fulfill:")
      let method = unsafeBitCast(promise.method(for: selector), to: Method.self)
      method(promise, selector, answer)
    }

    /// `-[REToken remove]`, through its implementation, from whatever thread calls this.
    nonisolated static func remove(_ token: REToken) {
      typealias Method = @convention(c) (AnyObject, Selector) -> Void
      let selector = NSSelectorFromString("remove")
      let method = unsafeBitCast(token.method(for: selector), to: Method.self)
      method(token, selector)
    }

    /// `-[UIResponder re_sendEventNamed:payload:reply:]`, without a payload.
    static func request(
      _ responder: UIResponder, named name: String,
      reply: @escaping @convention(block) (NSDictionary?, NSError?) -> Void
    ) {
      typealias Reply = @convention(block) (NSDictionary?, NSError?) -> Void
      typealias Method =
        @convention(c) (AnyObject, Selector, NSString, NSDictionary?, Reply) ->
        Bool
      let selector = NSSelectorFromString("re_sendEventNamed:payload:reply:")
      let method = unsafeBitCast(responder.method(for: selector), to: Method.self)
      _ = method(responder, selector, name as NSString, nil, reply)
    }

    /// `-[UIResponder re_broadcastEventNamed:payload:replies:]`, without a payload.
    static func broadcast(
      _ responder: UIResponder, named name: String,
      replies: @escaping @convention(block) ([REBroadcastReply]) -> Void
    ) {
      typealias Replies = @convention(block) ([REBroadcastReply]) -> Void
      typealias Method =
        @convention(c) (AnyObject, Selector, NSString, NSDictionary?, Replies) ->
        Bool
      let selector = NSSelectorFromString("re_broadcastEventNamed:payload:replies:")
      let method = unsafeBitCast(responder.method(for: selector), to: Method.self)
      _ = method(responder, selector, name as NSString, nil, replies)
    }

    /// `-[UIControl re_onControlEvents:handler:]` for `.primaryActionTriggered`; `nil` passes a
    /// `nil` block, as Objective-C can.
    static func onPrimaryAction(
      _ button: UIButton, _ handler: (@convention(block) (AnyObject) -> Void)?
    ) {
      typealias Block = @convention(block) (AnyObject) -> Void
      typealias Method = @convention(c) (AnyObject, Selector, UInt, Block?) -> REToken
      let selector = NSSelectorFromString("re_onControlEvents:handler:")
      let method = unsafeBitCast(button.method(for: selector), to: Method.self)
      _ = method(button, selector, UIControl.Event.primaryActionTriggered.rawValue, handler)
    }

    /// `-[UITableView re_provideNumberOfRows:]`.
    static func provideNumberOfRows(
      _ table: UITableView, _ body: @escaping @convention(block) (UITableView, Int) -> Int
    ) {
      typealias Block = @convention(block) (UITableView, Int) -> Int
      typealias Method = @convention(c) (AnyObject, Selector, Block) -> REToken
      let selector = NSSelectorFromString("re_provideNumberOfRows:")
      let method = unsafeBitCast(table.method(for: selector), to: Method.self)
      _ = method(table, selector, body)
    }

    /// `-[UITableView re_provideCell:]`.
    static func provideCell(
      _ table: UITableView,
      _ body: @escaping @convention(block) (UITableView, NSIndexPath) -> UITableViewCell
    ) {
      typealias Block = @convention(block) (UITableView, NSIndexPath) -> UITableViewCell
      typealias Method = @convention(c) (AnyObject, Selector, Block) -> REToken
      let selector = NSSelectorFromString("re_provideCell:")
      let method = unsafeBitCast(table.method(for: selector), to: Method.self)
      _ = method(table, selector, body)
    }
  }
#endif
