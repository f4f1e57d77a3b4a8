#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  extension ResponderEventsWrapper where Base: UIControl {
    /// The times the control fires one of `controlEvents`, as an asynchronous sequence.
    ///
    /// ```swift
    /// for await _ in button.re.events(for: .primaryActionTriggered) {
    ///   await controller.save()
    /// }
    /// ```
    ///
    /// The sequence yields once per firing and finishes when the control is deallocated, or when
    /// `removeAllClosures(for:)` removes its closure from every event it was made for. Cancelling
    /// the consuming task, or dropping the sequence, removes its closure from the control (read
    /// from the code: the device checks cover deallocation and `removeAllClosures(for:)` only).
    /// Read the control's state (`isOn`, `value`, `text`) in the loop: the loop runs on the main
    /// actor when the code around it does. Firings that come while the loop is busy wait in the
    /// buffer that `bufferingPolicy` describes.
    ///
    /// A task that loops over the sequence keeps what it captures alive, the control included
    /// when it captures a controller that owns it: the sequence then never finishes on its
    /// own. Cancel the task when the screen goes (in `viewDidDisappear`, say), or capture the
    /// controller weakly inside the loop.
    ///
    /// - Parameters:
    ///   - controlEvents: The events to yield for; a combined mask yields once per event the
    ///     control fires.
    ///   - bufferingPolicy: What the sequence keeps while its consumer is busy; `.unbounded`
    ///     by default, `.bufferingNewest(1)` to keep only the latest firing.
    public func events(
      for controlEvents: UIControl.Event = .primaryActionTriggered,
      bufferingPolicy: AsyncStream<Void>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Void> {
      let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: bufferingPolicy)
      // The stream ends when its closure goes, which only the control's action holds: with the
      // control, or when the closure is removed (`removeAllClosures`, the loop's task ended).
      let end = DeallocationActions()
      end.add { continuation.finish() }
      let token = on(controlEvents) { _ in withExtendedLifetime(end) { _ = continuation.yield() } }
      continuation.onTermination = { _ in Task { @MainActor in token.remove() } }
      return stream
    }
  }
#endif
