/// The names traces and diagnostics print for types, each worked out once.
///
/// `String(describing:)` on a type demangles its name and builds a new string every time: on
/// Linux, about 10,000 instructions and five allocations, nine tenths of what a traced send
/// cost. The cache holds one entry per node or event type that was ever named, so its size is
/// bounded by the program's types.
@MainActor
enum TypeNames {
  private static var names: [ObjectIdentifier: String] = [:]

  /// The unqualified name of `type`, as `String(describing:)` gives it.
  static func name(of type: any Any.Type) -> String {
    names[ObjectIdentifier(type)].orInsert { String(describing: type) }
  }
}
