#!/usr/bin/env python3
"""Instructions per operation for each scenario, counted by valgrind's callgrind.

Runs the InstructionCounter driver with N and 2N operations and prints, tab-separated, the
scenario and (count(2N) - count(N)) / N: the cost of one operation without start-up or setup.
Instruction counts do not depend on the machine's load, unlike wall time.
"""
import re
import shutil
import subprocess
import sys

SCENARIOS = [
    ("send:5", 2000), ("send:20", 1000), ("send:100", 200), ("send:1000", 20),
    ("send:10000", 4), ("send:100000", 2),
    ("delegates:5", 2000), ("delegates:20", 1000), ("delegates:100", 200),
    ("delegates:1000", 20), ("delegates:10000", 4), ("delegates:100000", 2),
    ("climb:20", 1000),
    ("notificationCenter:5", 1000), ("notificationCenter:20", 1000),
    ("notificationCenter:100", 1000),
    ("stringRouter:5", 1000), ("stringRouter:20", 500), ("stringRouter:100", 100),
    ("broadcast:1000", 20), ("broadcast:10000", 4),
    ("bareWalk:1000", 20), ("bareWalk:10000", 4),
    ("register:1", 2000), ("sendUnhandled:20", 1000), ("sendTraced:20", 200),
]


def collected(binary, scenario, count):
    run = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary, scenario,
         str(count)], capture_output=True, text=True)
    match = re.search(r"Collected : (\d+)", run.stderr)
    if not match:
        raise RuntimeError(f"callgrind failed for {scenario}: {run.stderr[-500:]}")
    return int(match.group(1))


def main():
    if shutil.which("valgrind") is None:
        print("valgrind not found", file=sys.stderr)
        return 1
    binary = sys.argv[1]
    for scenario, count in SCENARIOS:
        once = collected(binary, scenario, count)
        twice = collected(binary, scenario, 2 * count)
        print(f"{scenario}\t{(twice - once) // count}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
