#if canImport(Testing)
  public import ResponderEventsCore
  public import Testing

  /// A test trait that gives each test its own diagnostics handler, so that the diagnostics a
  /// test provokes on purpose (unhandled events, cycles) stay out of the test run's output.
  ///
  /// Apply it to a suite, and it applies to every test in it:
  ///
  /// ```swift
  /// @Suite("Checkout", .collectingDiagnostics)
  /// struct CheckoutTests {
  ///   @Test @MainActor func anUnhandledPurchaseIsReported() {
  ///     let cell = ProductCell(productID: 7)
  ///     cell.tapBuyButton()  // nobody above the cell handles AddToCart
  ///
  ///     let kinds = DiagnosticsCollector.current?.diagnostics.map(\.kind)
  ///     #expect(kinds == [.unhandled])
  ///   }
  /// }
  /// ```
  ///
  /// Each test runs inside `EventDiagnostics.withHandler(_:operation:)`, whose handler keeps
  /// the diagnostics in a ``DiagnosticsCollector`` that the test can read through
  /// ``DiagnosticsCollector/current``. A test that wants to check the diagnostics of one
  /// operation can still nest its own `withHandler`, which takes precedence inside it.
  public struct CollectingDiagnosticsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to each test of a suite, not to the suite once.
    public var isRecursive: Bool { true }

    /// Runs `function` with a fresh collector as the diagnostics handler.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      guard testCase != nil || test.isSuite == false else {
        try await function()
        return
      }
      let collector = DiagnosticsCollector()
      try await DiagnosticsCollector.$current.withValue(collector) {
        try await EventDiagnostics.withHandler(
          { diagnostic in collector.append(diagnostic) }, operation: function)
      }
    }
  }

  extension Trait where Self == CollectingDiagnosticsTrait {
    /// Collects each test's ResponderEvents diagnostics instead of printing them; see
    /// ``CollectingDiagnosticsTrait``.
    public static var collectingDiagnostics: Self { CollectingDiagnosticsTrait() }
  }

  /// The diagnostics reported while one test ran under ``CollectingDiagnosticsTrait``.
  @MainActor
  public final class DiagnosticsCollector {
    /// The collector of the test running now, or `nil` outside the trait.
    @TaskLocal public static var current: DiagnosticsCollector?

    /// The diagnostics, in the order they were reported.
    public private(set) var diagnostics: [EventDiagnostic] = []

    nonisolated init() {}

    func append(_ diagnostic: EventDiagnostic) {
      diagnostics.append(diagnostic)
    }
  }
#endif
