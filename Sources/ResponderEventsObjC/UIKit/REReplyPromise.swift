#if canImport(UIKit) && !os(watchOS)
  public import Foundation

  /// A promise to answer a request later, made by an Objective-C handler that cannot answer
  /// at once (it shows an alert first, say).
  ///
  /// Get one from `-[REEventContext promiseReply]` while the handler runs and call
  /// `fulfill:` once. The sender's callback waits for it; it is called with an error instead
  /// when the promising responder is deallocated first (`REReplyErrorResponderDeallocated`)
  /// or the promise is released unfulfilled (`REReplyErrorPromiseAbandoned`). A second
  /// `fulfill:` is dropped and reported as `duplicateReply`.
  ///
  /// `fulfill:` may be called from any thread; `isPending`, on the main thread only.
  ///
  /// ```objc
  /// REReplyPromise *promise = [context promiseReply];
  /// [controller confirmDeletion:^(BOOL confirmed) {
  ///     [promise fulfill:@{@"confirmed": @(confirmed)}];
  /// }];
  /// return REEventResultStop;
  /// ```
  @MainActor
  @objc(REReplyPromise)
  public final class REReplyPromise: NSObject {
    private let promise: BridgedPromise

    init(_ promise: BridgedPromise) { self.promise = promise }

    /// Whether the sender still waits for this promise.
    ///
    /// Main thread only.
    @objc public var isPending: Bool { promise.isPending }

    /// Answers the request; `nil` answers with an empty dictionary.
    ///
    /// Keys that are not strings, and values that are `NSNull` or not property lists, are left
    /// out, and reported.
    ///
    /// Callable from any thread (a network completion handler's queue, say): on the main
    /// thread it answers at once, otherwise it answers on the main queue, soon.
    @objc(fulfill:)
    public nonisolated func fulfill(_ reply: [NSString: AnyObject]?) {
      promise.fulfill(ObjCDictionary.entries(reply))
    }
  }
#endif
