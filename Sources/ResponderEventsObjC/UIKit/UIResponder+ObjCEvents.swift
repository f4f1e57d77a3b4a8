#if canImport(UIKit) && !os(watchOS)
  import ResponderEvents
  public import UIKit

  // Objective-C's view of the events: `re_` methods on every responder, for Objective-C only.
  // Each extension of `re_` methods is `@available(swift, obsoleted: 1)`, which Swift reads as
  // unavailable in every language mode for each of its members, so Swift code still sees
  // nothing on UIKit's types but `re`. Each method hands its work to `ObjCEvents` (or `re`),
  // where it is done and tested on every platform. A dictionary parameter is taken as
  // `[NSString: AnyObject]` and goes straight into `ObjCDictionary.entries`, which says why (any
  // Swift access would cast each entry with `as!`); `ObjectiveCSurfaceTests` checks that it does.

  @available(swift, obsoleted: 1)
  extension UIResponder {
    /// Sends a named event up the responder chain, starting at the next responder.
    ///
    /// Swift handlers receive it as a `NamedEvent` (`re.handle(named:)`), Objective-C
    /// handlers through `re_handleEventNamed:handler:`. The payload's property-list values
    /// travel with it; a key whose value is `NSNull` or not a property list is left out, and
    /// reported. An empty (or `nil`) name is not sent, and is reported as `emptyEventName`; a
    /// name nobody handles is reported as `unhandled`, never an unrecognized selector.
    ///
    /// ```objc
    /// [button re_sendEventNamed:@"btnClick1" payload:@{@"key": @"blue button"}];
    /// ```
    ///
    /// Main thread only.
    ///
    /// - Returns: Whether a handler handled it.
    @objc(re_sendEventNamed:payload:)
    @discardableResult
    public func reSendEvent(named name: String, payload: [NSString: AnyObject]?) -> Bool {
      ObjCEvents.send(named: name, payload: ObjCDictionary.entries(payload), from: self)
    }

    /// Sends a named event up the responder chain and calls `reply` once, with the first
    /// handler's answer or with an error in `REReplyErrorDomain`: THUIEventBus's callback.
    ///
    /// `reply` is called during this call when the answer is known by the end of the
    /// dispatch, later when a handler promised one (`promiseReply`). Without an answer, the
    /// error says why: `REReplyErrorUnhandled`, `REReplyErrorNoReply`, and so on.
    ///
    /// A `nil` block is ignored, and reported; the event is still sent.
    ///
    /// Main thread only.
    ///
    /// - Returns: Whether a handler handled it.
    @objc(re_sendEventNamed:payload:reply:)
    @discardableResult
    public func reSendEvent(
      named name: String, payload: [NSString: AnyObject]?,
      reply: (@MainActor @convention(block) ([String: Any]?, (any Error)?) -> Void)?
    ) -> Bool {
      let block = reported(reply, to: "re_sendEventNamed:payload:reply:", sent: true)
      return ObjCEvents.send(
        named: name, payload: ObjCDictionary.entries(payload), from: self,
        reply: block.map { block in { @MainActor in block($0, $1?.objCError) } })
    }

    /// Broadcasts a named event down from this responder: its child and presented view
    /// controllers, its subviews, in pre-order, never loading a view.
    ///
    /// Main thread only.
    ///
    /// - Returns: Whether a handler handled it.
    @objc(re_broadcastEventNamed:payload:)
    @discardableResult
    public func reBroadcastEvent(named name: String, payload: [NSString: AnyObject]?) -> Bool {
      ObjCEvents.broadcast(named: name, payload: ObjCDictionary.entries(payload), from: self)
    }

    /// Broadcasts a named event down from this responder and calls `replies` once with every
    /// answer, in visit order, then each promised answer that never came (with its `error`),
    /// when every promised answer has arrived or can no longer come.
    ///
    /// ```objc
    /// [self re_broadcastEventNamed:kHasUnsavedChanges payload:nil replies:^(NSArray<REBroadcastReply *> *replies) {
    ///     BOOL dirty = NO;
    ///     for (REBroadcastReply *reply in replies) {
    ///         dirty = dirty || [reply.payload[@"dirty"] boolValue];
    ///     }
    ///     if (dirty) {
    ///         [weakSelf confirmDiscard];
    ///     } else {
    ///         [weakSelf dismissViewControllerAnimated:YES completion:nil];
    ///     }
    /// }];
    /// ```
    ///
    /// A `nil` block is ignored, and reported; the event is still sent.
    ///
    /// Main thread only.
    ///
    /// - Returns: Whether a handler handled it.
    @objc(re_broadcastEventNamed:payload:replies:)
    @discardableResult
    public func reBroadcastEvent(
      named name: String, payload: [NSString: AnyObject]?,
      replies: (@MainActor @convention(block) ([REBroadcastReply]) -> Void)?
    ) -> Bool {
      let block = reported(replies, to: "re_broadcastEventNamed:payload:replies:", sent: true)
      return ObjCEvents.broadcast(
        named: name, payload: ObjCDictionary.entries(payload), from: self,
        replies: block.map { block in { @MainActor in block($0.map(REBroadcastReply.init)) } })
    }

    /// Registers a block for named events called `name` travelling up through this responder.
    ///
    /// The block receives this responder (declare it with your own class: it is never another
    /// object) and the event's context, and returns what it did. Several blocks, on one
    /// responder or many, may handle one name: they run in chain order, nearest responder
    /// first, and one responder's in registration order. A handler for an empty (or `nil`)
    /// name is not registered, and is reported as `emptyEventName`.
    ///
    /// This responder keeps the block until the token removes it or the responder goes: a
    /// block that captures `self`, when `self` is this responder or holds it, is a retain
    /// cycle. Use the block's first argument, or a `__weak` copy of `self`.
    ///
    /// An Objective-C exception the block throws is the app's to catch, inside the block: the
    /// library throws none and catches none, and an exception unwinding through its Swift code
    /// is not supported.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_handleEventNamed:handler:)
    @discardableResult
    public func reHandleEvent(named name: String, handler: REEventHandler?) -> REToken {
      token("re_handleEventNamed:handler:", handler) { handler in
        ObjCEvents.handle(named: name, on: self) { handler($0, REEventContext($1)).rawValue }
      }
    }

    /// Registers a block for broadcasts of named events called `name` reaching this
    /// responder.
    ///
    /// The rules are those of `re_handleEventNamed:handler:`; the block's result says where
    /// the broadcast goes next.
    ///
    /// A `nil` block is ignored, and reported.
    ///
    /// Main thread only.
    ///
    /// - Returns: A token that removes the block.
    @objc(re_handleBroadcastNamed:handler:)
    @discardableResult
    public func reHandleBroadcast(named name: String, handler: REBroadcastHandler?) -> REToken {
      token("re_handleBroadcastNamed:handler:", handler) { handler in
        ObjCEvents.handle(named: name, on: self, returning: BroadcastDisposition.self) {
          handler($0, REEventContext($1)).rawValue
        }
      }
    }

    /// Sends this responder's upward events to `responder` instead of its next responder:
    /// THUIEventBus's custom next responder.
    ///
    /// `responder`'s broadcasts reach this responder too. `nil` removes the redirect.
    ///
    /// The redirect holds `responder` weakly: once it is deallocated, the redirect is removed
    /// the next time an event passes (reported as `redirectTargetDeallocated`) and events go
    /// to the next responder again. A redirect that closes a cycle ends the event with
    /// `cycleDetected`, never a hang.
    ///
    /// Main thread only.
    @objc(re_redirectEventsToResponder:)
    public func reRedirectEvents(to responder: UIResponder?) {
      if let responder { re.redirect(to: responder) } else { re.removeRedirect() }
    }
  }

  /// An Objective-C handler of events travelling up: it receives its responder and the
  /// event's context, and returns what it did.
  ///
  /// Objective-C sees the block type itself,
  /// `REEventResult (^)(id responder, REEventContext *context)`.
  public typealias REEventHandler =
    @MainActor @convention(block) (AnyObject, REEventContext) -> REEventResult

  /// An Objective-C handler of broadcasts: it receives its responder and the event's context,
  /// and returns where the broadcast goes next.
  ///
  /// Objective-C sees the block type itself,
  /// `REBroadcastResult (^)(id responder, REEventContext *context)`.
  public typealias REBroadcastHandler =
    @MainActor @convention(block) (AnyObject, REEventContext) -> REBroadcastResult

  extension UIResponder {
    /// The token of what `register` registers for `block`; for a `nil` block, which `method`
    /// was passed, a token that removes nothing, and a report.
    func token<Block>(
      _ method: String, _ block: Block?, _ register: (Block) -> HandlerToken?
    ) -> REToken {
      REToken(reported(block, to: method, sent: false).flatMap(register))
    }

    /// `block`, which `method` was passed; a `nil` one is reported (see
    /// `ObjCValues.reportNilBlock(_:sent:at:)`): one method's work is done without it (`sent`:
    /// the event goes, nobody waiting for its answer), another's is not.
    func reported<Block>(_ block: Block?, to method: String, sent: Bool) -> Block? {
      if block == nil { ObjCValues.reportNilBlock(method, sent: sent, at: self) }
      return block
    }
  }

  extension ReplyError {
    /// The `REReplyErrorDomain` error of a reply callback for this error, described in a
    /// sentence.
    @MainActor var objCError: NSError {
      NSError(
        domain: (REReplyError.unhandled as NSError).domain, code: ObjCValues.code(for: self),
        userInfo: [NSLocalizedDescriptionKey: description])
    }
  }
#endif
