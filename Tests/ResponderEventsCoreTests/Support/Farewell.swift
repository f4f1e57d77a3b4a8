/// Runs the app's code when released: what an event, a provided value or a handler's closure
/// may hold, whose `deinit` changes the library's state while the library releases it.
final class Farewell: @unchecked Sendable {
  let run: @MainActor () -> Void
  init(_ run: @escaping @MainActor () -> Void) { self.run = run }
  deinit {
    let run = run
    MainActor.assumeIsolated { run() }
  }
}
