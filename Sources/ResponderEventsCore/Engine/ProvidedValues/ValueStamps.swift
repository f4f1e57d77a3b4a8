/// Numbers for the values slots hold (``AnyProvidedValueSlot/valueStamp``), from 1: 0 stands
/// for no value of a slot.
@MainActor
enum ValueStamps {
  static func next() -> UInt64 {
    last &+= 1
    return last
  }
}

extension Array {
  /// Whether a list that only grows between compactions is due for one: at 8 entries, then
  /// each time its length doubles, so compacting costs a constant per entry added.
  var isDueForCompaction: Bool { count >= 8 && count & (count - 1) == 0 }
}
