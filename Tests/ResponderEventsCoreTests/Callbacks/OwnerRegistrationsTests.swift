import Testing

@testable import ResponderEventsCore

/// An owner that tells its registrations when it is deallocated, as the UIKit layer's
/// associated object does (its `deinit` runs on the main thread, where UIKit objects die).
@MainActor
private final class Owner {
  let registrations = OwnerRegistrations()

  deinit {
    MainActor.assumeIsolated { [registrations] in registrations.ownerDeallocated() }
  }
}

@Suite("The registrations bound to an owner, removed when it is deallocated")
@MainActor
struct OwnerRegistrationsTests {
  @Test("the owner's deallocation removes each of its registrations once, in the order made")
  func removedWithOwner() {
    var owner: Owner? = Owner()
    var log: [String] = []
    let first = WeakOwner(owner!)
    let second = WeakOwner(owner!)
    owner?.registrations.add({ log.append("first") }, for: first)
    owner?.registrations.add({ log.append("second") }, for: second)
    #expect(log.isEmpty)
    owner = nil
    #expect(log == ["first", "second"])
    // The references the closures hold read nil from the owner's deallocation on.
    #expect(first.object == nil)
    #expect(second.object == nil)
  }

  @Test("a registration that went away is forgotten at the next one, and not removed again")
  func goneRegistrationsForgotten() {
    let owner = Owner()
    var log: [String] = []
    // What a registration's closure keeps while the registration is in place.
    var replacedClosureOwner: WeakOwner<Owner>? = WeakOwner(owner)
    owner.registrations.add({ log.append("replaced") }, for: replacedClosureOwner!)
    let kept = WeakOwner(owner)
    owner.registrations.add({ log.append("kept") }, for: kept)
    #expect(owner.registrations.count == 2)
    // The registration was replaced (a cell configured again): its closure, and so its
    // reference to the owner, went away.
    replacedClosureOwner = nil
    owner.registrations.add({ log.append("newest") }, for: kept)
    #expect(owner.registrations.count == 2)
    owner.registrations.ownerDeallocated()
    #expect(log == ["kept", "newest"])
    owner.registrations.ownerDeallocated()
    #expect(log == ["kept", "newest"])
  }

  @Test("re-registering on every reuse keeps no more than the registrations in place")
  func boundedUnderReuse() {
    let owner = Owner()
    var current: WeakOwner<Owner>?
    for _ in 0..<1_000 {
      // Each reuse replaces the registration: the previous closure goes.
      current = WeakOwner(owner)
      owner.registrations.add({}, for: current!)
    }
    #expect(owner.registrations.count == 1)
    withExtendedLifetime(current) {}
  }
}
