#if canImport(UIKit) && !os(watchOS)
  public import Foundation

  /// One responder's answer to a broadcast sent from Objective-C.
  ///
  /// A broadcast with replies lists them in the order it visited the responders, then the
  /// promised answers that never came, each with its ``error``; each responder answers at most
  /// once, from a Swift or an Objective-C handler.
  ///
  /// Main thread only.
  @MainActor
  @objc(REBroadcastReply)
  public final class REBroadcastReply: NSObject {
    /// The answer: the property-list values of the handler's reply.
    @objc public let payload: [String: Any]
    /// The debug name (`re.debugName` in Swift), or the class name, of the responder that
    /// answered.
    @objc public let responderName: String
    /// Why a promised answer never came (its responder was deallocated, its promise released
    /// unfulfilled), in `REReplyErrorDomain`, its payload empty; `nil` for an answer.
    @objc public let error: NSError?

    init(_ reply: ObjCEvents.Reply) {
      self.payload = reply.payload
      self.responderName = reply.responderName
      self.error = reply.error?.objCError
    }
  }
#endif
