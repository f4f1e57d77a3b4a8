// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that the library never depends on the benchmark
// harness. Run them with ./run-benchmarks (see BENCHMARKS.md).
let package = Package(
  name: "ResponderEventsBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "ResponderEvents", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The scenarios measured: ResponderEvents and the alternatives it replaces.
    .target(
      name: "Scenarios",
      dependencies: [.product(name: "ResponderEventsCore", package: "ResponderEvents")]
    ),
    // The ordo-one/benchmark suite: wall time, allocations, target ratios.
    .executableTarget(
      name: "ResponderEventsBenchmarks",
      dependencies: [
        "Scenarios",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ResponderEventsBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Runs one scenario N times, for counting instructions under valgrind's callgrind.
    .executableTarget(name: "InstructionCounter", dependencies: ["Scenarios"]),
  ],
  swiftLanguageModes: [.v6]
)
