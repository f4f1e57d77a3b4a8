#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  public import UIKit

  /// The event in flight, as an Objective-C handler sees it: its name and payload, who sent it,
  /// and how to answer.
  ///
  /// A handler adds to the payload for the handlers above it (the `UIResponder` router
  /// category's "copy the dictionary, add a key, call super"), and answers a sender that waits
  /// for a reply:
  ///
  /// ```objc
  /// [self re_handleEventNamed:@"btnClick1" handler:^REEventResult(ItemCell *cell, REEventContext *context) {
  ///     [context setPayloadValue:@((NSInteger)cell.stepper.value) forKey:@"quantity"];
  ///     return REEventResultPass;
  /// }];
  /// ```
  ///
  /// A context acts on its event only while its handler runs. Kept and used later, it changes
  /// nothing: `setPayloadValue:forKey:`, `reply:` and `promiseReply` are ignored and reported
  /// as `objectiveCValueDropped`. To answer later, keep the `REReplyPromise` instead.
  ///
  /// Main thread only, like the handler that receives it.
  @MainActor
  @objc(REEventContext)
  public final class REEventContext: NSObject {
    let call: BridgedHandlerCall

    init(_ call: BridgedHandlerCall) { self.call = call }

    /// The event's name.
    @objc public var name: String { call.name }

    /// The event's payload: its property-list values, as `NSString`, `NSNumber`, `NSDate`,
    /// `NSData`, `NSArray` and `NSDictionary`.
    ///
    /// A value a Swift handler added that has no Objective-C form (a Swift struct, say) is
    /// left out, and reported; the event still carries it to the handlers above.
    @objc public var payload: [String: Any] { call.payload }

    /// The responder that sent the event, or broadcast it; `nil` once it is deallocated, or
    /// when it is not a responder (a SwiftUI view's node).
    @objc public var sender: UIResponder? { call.sender as? UIResponder }

    /// Whether the sender waits for a reply (it passed a `reply:` or `replies:` block) that
    /// nobody has given yet: `NO` once this handler, or one before it, replied.
    @objc public var isReplyRequested: Bool { call.isReplyRequested }

    /// Sets the payload's value for `key`, for every handler after this one.
    ///
    /// `nil` or `NSNull` removes the key. A value that is not a property list (a string,
    /// number, date, data, or an array or string-keyed dictionary of those) is not stored:
    /// the key keeps what it had, and the refusal is reported.
    @objc(setPayloadValue:forKey:)
    public func setPayloadValue(_ value: Any?, forKey key: String) {
      call.setValue(value, forKey: key)
    }

    /// Answers the sender's request; `nil` answers with an empty dictionary.
    ///
    /// A key that is not a string, and a value that is `NSNull` or not a property list, is
    /// left out, and reported.
    ///
    /// The first answer wins; a later one is dropped and reported as `duplicateReply`. It
    /// does not end the event: return `REEventResultStop` for that. When nobody waits for a
    /// reply, the answer is dropped silently.
    @objc(reply:)
    public func reply(_ reply: [NSString: AnyObject]?) { call.reply(ObjCDictionary.entries(reply)) }

    /// Promises an answer to give later; the sender keeps waiting until the promise is
    /// fulfilled or can no longer be.
    @objc(promiseReply)
    public func promiseReply() -> REReplyPromise { REReplyPromise(call.promiseReply()) }

    /// The index path of the cell of `tableView` this event came up through, read now; `nil`
    /// when it came through none, or the table no longer shows the cell.
    ///
    /// The cell needs no handler and stores no row: the controller asks the event.
    @objc(indexPathInTableView:)
    public func indexPath(in tableView: UITableView) -> IndexPath? {
      call.withContext("asking for an index path") { $0.indexPath(in: tableView) } ?? nil
    }

    /// The index path of the cell of `collectionView` this event came up through, read now;
    /// `nil` when it came through none, or the collection view no longer shows the cell.
    @objc(indexPathInCollectionView:)
    public func indexPath(in collectionView: UICollectionView) -> IndexPath? {
      call.withContext("asking for an index path") { $0.indexPath(in: collectionView) } ?? nil
    }
  }
#endif
