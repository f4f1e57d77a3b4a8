import Testing

@testable import ResponderEventsCore

@Suite("Which methods a delegate proxy claims")
struct DelegateResponseTests {
  @Test("a managed method is claimed only with a closure or an app delegate implementing it")
  func managedMethods() {
    #expect(
      !DelegateResponse.responds(
        isManaged: true, hasClosures: false, proxyImplements: true, forwardeeResponds: false))
    #expect(
      DelegateResponse.responds(
        isManaged: true, hasClosures: true, proxyImplements: true, forwardeeResponds: false))
    #expect(
      DelegateResponse.responds(
        isManaged: true, hasClosures: false, proxyImplements: true, forwardeeResponds: true))
  }

  @Test("any other method is claimed when the proxy or the app's delegate implements it")
  func otherMethods() {
    #expect(
      !DelegateResponse.responds(
        isManaged: false, hasClosures: false, proxyImplements: false, forwardeeResponds: false))
    #expect(
      DelegateResponse.responds(
        isManaged: false, hasClosures: false, proxyImplements: true, forwardeeResponds: false))
    #expect(
      DelegateResponse.responds(
        isManaged: false, hasClosures: false, proxyImplements: false, forwardeeResponds: true))
  }
}
