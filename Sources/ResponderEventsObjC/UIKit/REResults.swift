#if canImport(UIKit) && !os(watchOS)
  import Foundation

  /// What an Objective-C handler did with an event travelling up, and whether it goes on:
  /// THUIEventBus's `THUIEventResult`.
  ///
  /// | Result | THUIEventBus | Counts as handled | The event goes on |
  /// |---|---|---|---|
  /// | `REEventResultPass` | `IgnoreAndContinue` | no | yes |
  /// | `REEventResultHandled` | `HandleAndContinue` | yes | yes |
  /// | `REEventResultStop` | `HandleAndStop` | yes | no |
  ///
  /// A value outside the enumeration is read as pass and reported as
  /// `EventDiagnostic.Kind.objectiveCValueDropped`.
  @objc(REEventResult)
  public enum REEventResult: Int, Sendable {
    /// Not handled here: the event goes on to the next handler and responder.
    case pass = 0
    /// Handled here, and the event goes on.
    case handled = 1
    /// Handled here, and the event stops: no later handler sees it.
    case stop = 2
  }

  /// What an Objective-C handler did with a broadcast, and where the broadcast goes next.
  ///
  /// THUIEventBus's `HandleAndStop` on the way down kept the event out of the receiver's
  /// subviews only: that is `REBroadcastResultSkipSubtree`; `REBroadcastResultStop` ends the
  /// whole broadcast. A value outside the enumeration is read as pass and reported.
  @objc(REBroadcastResult)
  public enum REBroadcastResult: Int, Sendable {
    /// Not handled here: the broadcast goes on into this responder's children.
    case pass = 0
    /// Handled here, and the broadcast goes on into this responder's children.
    case handled = 1
    /// Handled here; this responder's descendants are skipped, the rest of the tree is not.
    case skipSubtree = 2
    /// Handled here, and the whole broadcast ends.
    case stop = 3
  }

  /// Why a request from Objective-C ended without a reply: the `code` of the `NSError` its
  /// callback receives, in the domain `REReplyErrorDomain`.
  ///
  /// The error's `localizedDescription` says what happened in a sentence.
  @objc(REReplyError)
  public enum REReplyError: Int, Error, Sendable {
    /// No responder on the chain handled the event.
    case unhandled = 0
    /// A responder handled the event, but no handler replied or promised to.
    case noReply = 1
    /// The responder that promised an answer was deallocated first.
    case responderDeallocated = 2
    /// The promise was released without an answer.
    case promiseAbandoned = 3
    /// The event was not dispatched at all (an empty or nil name, say).
    case refused = 4
    /// The request was cancelled.
    case cancelled = 5
    /// No answer came in the time allowed.
    case timedOut = 6
  }
#endif
