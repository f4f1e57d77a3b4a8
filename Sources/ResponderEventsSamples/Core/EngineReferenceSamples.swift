import ResponderEventsCore

// The samples in the doc comments of `ResponderEventsCore`'s symbols.

extension CartViewController: EventHandling {
  func handleEvent<Event: ResponderEvent>(
    _ context: inout EventContext<Event>
  ) -> EventDisposition {
    switch context.event {
    case let add as AddToCart:
      cart.add(add.productID)
      return .stop
    default:
      return .pass
    }
  }
}

/// The samples in the doc comments of the engine's symbols.
@MainActor
enum EngineReferenceSamples {
  protocol AnalyticsEvent: ResponderEvent { var analyticsName: String { get } }

  /// A cell that adds its row in its own method.
  final class RowCell: SampleNode, EventHandling {
    var row = 0

    func handleEvent<Event: ResponderEvent>(
      _ context: inout EventContext<Event>
    ) -> EventDisposition {
      context.modify(as: AddToCart.self) { $0.row = row }
      return .pass
    }
  }

  static func sendHandleAndBroadcast(button: SampleButton, controller: SampleController) {
    // Send up from a view, handle in a controller:
    button.re.send(AddToCart(productID: 7))
    controller.re.handle(AddToCart.self) { controller, context in
      controller.cart.add(context.event.productID)
      return .stop
    }

    // Broadcast down from the controller:
    controller.re.broadcast(ThemeChanged(theme: .dark))
  }

  static func sendWithFallback(button: SampleButton, showFallback: () -> Void) {
    let result = button.re.send(AddToCart(productID: 7))
    if !result.isHandled { showFallback() }
  }

  static func countUpdatedNodes(controller: SampleController) {
    let result = controller.re.broadcast(ThemeChanged(theme: .dark))
    print("\(result.handledCount) of \(result.visitedCount) nodes updated")
  }

  static func handleAnalyticsEvents(controller: SampleController) {
    controller.re.handle(conformingTo: (any AnalyticsEvent).self) { controller, context in
      controller.analytics.log(context.event.analyticsName)
      return .pass
    }
  }

  static func removeAHandler(cell: SampleCell) {
    let token = cell.re.handle(AddToCart.self) { cell, context in .pass }
    token.remove()
  }

  static func replyLater(controller: SampleController) {
    controller.re.handle(ConfirmDelete.self) { controller, context in
      let promise = context.promiseReply()
      controller.presentConfirmation { confirmed in promise.fulfill(confirmed) }
      return .stop
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  static func requestWithTimeout(cell: SampleCell) async throws -> Bool {
    let confirmed = try await cell.re.request(ConfirmDelete(itemID: 3), timeout: .seconds(30))
    return confirmed
  }

  static func observe(controller: SampleController) async {
    for await tap in controller.re.events(of: AddToCart.self) {
      print("added", tap.productID)
    }
  }

  static func redirect(popup: SampleView, window: SampleNode, controller: SampleController) {
    window.addSubview(popup)
    popup.re.redirect(to: controller)
  }

  static func askDescendants(controller: SampleController, confirmDiscard: () -> Void) {
    let answers = controller.re.broadcastCollectingReplies(HasUnsavedChanges())
    if answers.values.contains(true) { confirmDiscard() }
  }

  static func awaitDescendants(controller: SampleController) async -> [Bool] {
    let answers = await controller.re.broadcastAwaitingReplies(HasUnsavedChanges())
    return answers.values
  }

  static func scopes() {
    let screen = ScopeNode(name: "Screen")
    let row = ScopeNode(name: "Row")
    row.attach(to: screen)
    screen.re.handle(AddToCart.self) { _, context in
      print("added", context.event.productID)
      return .stop
    }
    row.re.send(AddToCart(productID: 7))
  }

  static func reportAnError(cell: SavingCell) async {
    do {
      try await cell.save()
    } catch {
      cell.re.report(error)
    }
  }

  static func catchErrors(controller: ErrorShowingController) {
    controller.re.catchError(NetworkError.self) { controller, error, _ in
      controller.showOfflineBanner(for: error)
      return .stop
    }
  }

  static func turnAnErrorIntoAnEvent(controller: ErrorShowingController) {
    controller.re.catchError(NetworkError.self) { controller, _, _ in
      controller.re.send(ShowOfflineBanner())
      return .stop
    }
  }

  static func throwingCatchAll(screen: JournalScreen) {
    screen.re.handle(conformingTo: (any ResponderEvent).self) { screen, context in
      try screen.journal.record(context.event)
      return .pass
    }
  }

  static func transformEveryAnalyticsEvent(screen: SampleNode) {
    screen.re.transform(conformingTo: (any AnalyticsEvent).self) { _, event in
      TrackedAction(name: event.analyticsName)
    }
  }

  struct PaymentDeclined: AlertableError {
    var title: String? { "Payment declined" }
    var message: String { "Your card was declined. Try another card." }
  }

  static func throwingHandler(form: FormNode) {
    form.re.handle(Submit.self) { form, _ in
      try form.validate()
      return .stop
    }
  }

  static func transform(row: ProductRowNode) {
    row.re.transform(ButtonTapped.self) { row, _ in OpenProduct(id: row.productID) }
  }

  static func declareAContract(productList: SampleNode) {
    productList.re.declare(EventContract(events: [AddToCart.self], errors: [NetworkError.self]))
  }

  static func contractStrictness(checkoutController: SampleNode) {
    checkoutController.re.provide(EventContractStrictness.stop)
  }

  static func contractHandlerRequirement(feedController: SampleNode) {
    feedController.re.provide(EventContractHandlerRequirement.typedHandler)
  }

  static func pinRule() -> TextInputRule {
    let pin = TextInputRule.allowedCharacters { $0.isASCII && $0.isNumber }
      .combined(with: .maximumLength(6))
    return pin
  }
}
