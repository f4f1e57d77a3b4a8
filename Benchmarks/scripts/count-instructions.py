#!/usr/bin/env python3
"""Instructions per operation for each scenario, counted by valgrind's callgrind.

(And the first-level data-cache misses of the deepest chains and of 10,000-node walks, simulated
by cachegrind: see CACHE_SCENARIOS.)

Runs the InstructionCounter driver with N and 2N operations and prints, tab-separated, the
scenario, (count(2N) - count(N)) / N instructions, and the heap allocations counted the same way:
the cost of one operation without start-up or setup. Scenarios of responder-like nodes add a
fourth column: how many nodes the N operations gave storage (not per operation: storage is
created once, by the first operation that creates it). Both counts do not depend on the machine's
load, unlike wall time, and the allocations are this thread's own: the suite's malloc counter
counts the whole process, so another thread's allocation can land in one of its samples.
"""
import os
import re
import shutil
import subprocess
import tempfile
import sys

SCENARIOS = [
    ("send:5", 2000), ("send:20", 1000), ("send:100", 200), ("send:1000", 20),
    ("send:10000", 4), ("send:100000", 2),
    ("delegates:5", 2000), ("delegates:20", 1000), ("delegates:100", 200),
    ("delegates:1000", 20), ("delegates:10000", 4), ("delegates:100000", 2),
    ("climb:20", 1000), ("minimalWalk:20", 1000),
    ("notificationCenter:5", 1000), ("notificationCenter:20", 1000),
    ("notificationCenter:100", 1000),
    ("stringRouter:5", 1000), ("stringRouter:20", 500), ("stringRouter:100", 100),
    ("broadcast:1000", 20), ("broadcast:10000", 4),
    ("bareWalk:1000", 20), ("bareWalk:10000", 4),
    ("register:1", 2000), ("sendUnhandled:20", 1000), ("sendTraced:20", 200),
    # SwiftUI's handlers through the core's scope tree, and their plain-node equivalents.
    ("scopeRefresh:1", 2000), ("scopeModifier:1", 2000), ("scopeSend:20", 1000),
    ("handlerSend:20", 1000), ("scopeBroadcast:10000", 4),
    # Provided values: a new value delivered to 10,000 observers (the broadcast's tree, and a
    # flat tree of one provider and 10,000 children) against a broadcast to the same nodes, and
    # an observer registered and removed against a handler ("register:1").
    ("deliver:10000", 4), ("flatDeliver:10000", 4), ("flatBroadcast:10000", 4),
    ("observe:1", 2000),
    # Responder-like nodes routed by the library's UIKit rules, storage created on first use.
    ("responderSend:20", 1000), ("responderBroadcast:10000", 4),
]


# The C library's entry points for heap memory; Swift's allocations go through them.
ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign"}
# Functions of the C library that an aligned allocation passes through on its way to `malloc`
# (`posix_memalign` calls `_mid_memalign`, which calls `malloc` for small alignments): a call to
# an allocator from one of them, or from an allocator, is part of an allocation already counted.
ALLOCATOR_INTERNALS = ("_mid_memalign", "_int_memalign", "_int_malloc", "_int_realloc")


def allocations(profile):
    """Calls to the allocators recorded in a callgrind profile, each allocation once."""
    # Callgrind names a function once, at its first "fn=" or "cfn=" line, as "(id) name", and
    # by "(id)" alone after that.
    names, total, caller, callee = {}, 0, None, None
    with open(profile, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            if line.startswith(("fn=", "cfn=")):
                match = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line.strip())
                if match and match.group(2):
                    names[match.group(1)] = match.group(2)
                name = names.get(match.group(1)) if match else line.strip().split("=", 1)[1]
                if line.startswith("cfn="):
                    callee = name
                else:
                    caller = name
            elif line.startswith("calls=") and callee is not None:
                inside = caller is not None and (
                    caller in ALLOCATORS or caller.startswith(ALLOCATOR_INTERNALS))
                if callee in ALLOCATORS and not inside:
                    total += int(line[6:].split()[0])
                callee = None
    return total


def collected(binary, scenario, count):
    """Instructions and allocations of one run of the driver."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as profile:
        # Deterministic hashing: a scenario that fills a Set (a dispatch through nodes without
        # storage) would otherwise count differently in each process, by its random seed.
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile.name}", binary,
             scenario, str(count)], capture_output=True, text=True,
            env={**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1"})
        match = re.search(r"Collected : (\d+)", run.stderr)
        if not match:
            raise RuntimeError(f"callgrind failed for {scenario}: {run.stderr[-500:]}")
        storages = re.search(r"^storages (\d+)$", run.stdout, re.M)
        return (int(match.group(1)), allocations(profile.name),
                None if storages is None else int(storages.group(1)))


# Scenarios whose data-cache misses are counted too, by cachegrind's simulation of one cache of
# fixed geometry (a first level of 32 KiB, 8-way, 64-byte lines, as on the project's Intel Xeon
# and AMD EPYC hosts): a chain of 100,000 nodes or a tree of 10,000 falls out of it, and how
# many lines a node costs then decides its time more than its instructions do, on every host
# alike. Printed as "d1Misses:SCENARIO" rows, misses per operation in the second column.
CACHE_SCENARIOS = [("send:100000", 2), ("climb:100000", 2), ("delegates:100000", 2),
                   # What the wall-time targets of the broadcast and the deliveries do not hold
                   # on every AMD EPYC guest (analysis.md, 'Counted where wall time does not
                   # hold'): the lines a 10,000-node walk touches.
                   ("broadcast:10000", 4), ("deliver:10000", 4), ("flatDeliver:10000", 4),
                   ("flatBroadcast:10000", 4)]
CACHE = ["--cache-sim=yes", "--I1=32768,8,64", "--D1=32768,8,64", "--LL=33554432,16,64"]


def data_cache_misses(binary, scenario, count):
    """First-level data-cache misses (reads and writes) of one run of the driver."""
    with tempfile.NamedTemporaryFile(suffix=".cachegrind") as profile:
        run = subprocess.run(
            ["valgrind", "--tool=cachegrind", *CACHE, f"--cachegrind-out-file={profile.name}",
             binary, scenario, str(count)], capture_output=True, text=True,
            env={**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1"})
        match = re.search(r"D1\s+misses:\s+([\d,]+)", run.stderr)
        if not match:
            raise RuntimeError(f"cachegrind failed for {scenario}: {run.stderr[-500:]}")
        return int(match.group(1).replace(",", ""))


def main():
    if shutil.which("valgrind") is None:
        print("valgrind not found", file=sys.stderr)
        return 1
    binary = sys.argv[1]
    for scenario, count in SCENARIOS:
        once, once_allocations, storages = collected(binary, scenario, count)
        twice, twice_allocations, _ = collected(binary, scenario, 2 * count)
        extra = "" if storages is None else f"\t{storages}"
        print(f"{scenario}\t{(twice - once) // count}\t"
              f"{(twice_allocations - once_allocations) / count:g}{extra}", flush=True)
    for scenario, count in CACHE_SCENARIOS:
        once = data_cache_misses(binary, scenario, count)
        twice = data_cache_misses(binary, scenario, 2 * count)
        print(f"d1Misses:{scenario}\t{(twice - once) // count}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
