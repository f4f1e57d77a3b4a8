#!/usr/bin/env python3
"""Writes BENCHMARKS.md and the chart from a run of Benchmarks/run-benchmarks.

Inputs (in --results): baseline.md, the suite's markdown export; instructions.tsv, from
count-instructions.py (optional). The targets and budgets are judged by check-targets.py, as
run-benchmarks does. The chart plots wall time per send against chain depth, log-log, one line
per approach.

This script puts the page together; beside it, report_sections.py builds its longer sections,
report_chart.py draws the chart, and report_metrics.py reads the run and formats its numbers.
"""
import argparse
import datetime
import os
import platform
import subprocess
import sys

# The modules below sit beside this script: found from any working directory, and even where
# Python does not put the script's own directory on sys.path (python3 -P, PYTHONSAFEPATH).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report_chart import chart  # noqa: E402
from report_metrics import (  # noqa: E402
    APPROACHES, checker, fmt_count, fmt_time, mallocs, parse_baseline, read_counts, wall)
from report_sections import (  # noqa: E402
    climb_lines, provided_value_lines, reference_lines, scope_lines, target_lines)


def machine_description(host):
    cpu = ""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        cpu = platform.processor()
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True)
    swift_version = (swift.stdout or swift.stderr).splitlines()[0] if swift.returncode == 0 else ""
    return [
        host.replace("Host ", "Host ").rstrip(","),
        f"CPU: {cpu}" if cpu else "",
        f"OS: {platform.system()} {platform.release()}",
        swift_version,
    ]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--results", required=True)
    parser.add_argument("--markdown", required=True)
    parser.add_argument("--chart", required=True)
    parser.add_argument("--analysis")
    args = parser.parse_args()

    benchmarks, host = parse_baseline(os.path.join(args.results, "baseline.md"))
    instructions, allocations = read_counts(os.path.join(args.results, "instructions.tsv"))
    verdicts = checker.evaluate(args.results)

    def heap(name, key):
        """Allocations per operation: callgrind's count of this thread's, else the suite's p90."""
        if key in allocations:
            return allocations[key]
        return mallocs(benchmarks, name)
    chart(benchmarks, args.chart)

    lines = ["# Benchmarks", "",
             "ResponderEvents against the mechanisms it replaces, measured in one run on one "
             "machine. Regenerate everything on this page, the chart included, with:", "",
             "```sh", "Benchmarks/run-benchmarks", "```", "",
             "It runs the ordo-one/benchmark suite in `Benchmarks/`, counts instructions and "
             "allocations with valgrind's callgrind, checks the targets and budgets in "
             "`Benchmarks/Thresholds/` (`Benchmarks/scripts/check-targets.py`), and rewrites "
             "this file and `Benchmarks/chart.svg`. `Benchmarks/run-benchmarks --check-only` "
             "runs only what the check needs and leaves this file as it is.", "",
             f"Run on {datetime.date.today().isoformat()}:", ""]
    lines += [f"- {item}" for item in machine_description(host) if item]
    lines += ["", "Wall times are the median (p50) of the suite's samples; instructions and "
              "heap allocations are per operation, counted by callgrind (this machine has no "
              "hardware counters).", ""]

    lines += target_lines(verdicts)
    depths = [5, 20, 100, 1_000, 10_000, 100_000]
    suite = {p: [mallocs(benchmarks, f"Upward ResponderEvents depth {d}", p) for d in depths]
             for p in ("p50", "p90", "p100")}
    counted = [allocations.get(f"send:{d}") for d in depths]
    worst = {p: max((m for m in values if m is not None), default=None)
             for p, values in suite.items()}
    if None not in counted:
        lines += ["", "Allocations per send, counted by callgrind on the sending thread alone: "
                  + ", ".join(f"{c:g} at depth {d:,}" for c, d in zip(counted, depths))
                  + f". The suite counts the whole process; its worst sample (p100) read "
                  f"{fmt_count(worst['p100'])}."]
    lines += reference_lines(benchmarks, instructions)
    lines += climb_lines(benchmarks, instructions)
    shallow = [instructions.get(f"send:{d}") for d in (100, 1_000)]
    deep = [instructions.get(f"send:{d}") for d in (10_000, 100_000)]
    if None not in shallow + deep:
        per_hop_shallow = (shallow[1] - shallow[0]) / 900
        per_hop_deep = (deep[1] - deep[0]) / 90_000
        lines += ["", "Instructions per hop, which unlike wall time do not depend on the machine's "
                  f"load or caches: {per_hop_shallow:,.0f} from depth 100 to 1,000 and "
                  f"{per_hop_deep:,.0f} from depth 10,000 to 100,000."]
    lines.append("")
    lines += ["## Upward send, handler at the top", "",
              "One send from the bottom of a chain to a handler at the top, which adds the "
              "event's value to a counter. *Weak delegates* is the hand-written chain the "
              "library replaces: each layer forwards to its weak delegate. *String router* is "
              "the UIResponder router category's design in Swift: names looked up in a dictionary per responder, a "
              "`[String: Any]` payload copied at each hop. *NotificationCenter* posts with one "
              "observer and does not depend on depth.", "",
              "![Cost per send against depth](Benchmarks/chart.svg)", ""]
    for title, render in [
        ("Wall time per send", lambda b, s: fmt_time(wall(benchmarks, b))),
        ("Instructions per send", lambda b, s: fmt_count(instructions.get(s))),
        ("Heap allocations per send", lambda b, s: fmt_count(heap(b, s))),
    ]:
        lines += [f"**{title}**", "", "| Depth | " + " | ".join(APPROACHES) + " |",
                  "|---:|" + "---:|" * len(APPROACHES)]
        keys = {"ResponderEvents": "send", "Weak delegates": "delegates",
                "NotificationCenter": "notificationCenter", "String router": "stringRouter"}
        for depth in [5, 20, 100, 1_000, 10_000, 100_000]:
            cells = [render(f"Upward {a} depth {depth}", f"{keys[a]}:{depth}")
                     for a in APPROACHES]
            lines.append(f"| {depth:,} | " + " | ".join(cells) + " |")
        lines.append("")

    lines += ["## Broadcast", "",
              "A broadcast from the root of a tree (fan-out 8) to every node, each with a "
              "handler, against a bare recursive walk over the same children calling one "
              "closure per node.", "",
              "| Nodes | ResponderEvents | Bare walk | Ratio | ResponderEvents instructions | "
              "Bare walk instructions | ResponderEvents allocations |",
              "|---:|---:|---:|---:|---:|---:|---:|"]
    for size in [1_000, 10_000]:
        ours = wall(benchmarks, f"Broadcast ResponderEvents {size} nodes")
        bare = wall(benchmarks, f"Broadcast Bare walk {size} nodes")
        ratio = f"{ours / bare:.2f}×" if ours and bare else "–"
        lines.append(
            f"| {size:,} | {fmt_time(ours)} | {fmt_time(bare)} | {ratio} | "
            f"{fmt_count(instructions.get(f'broadcast:{size}'))} | "
            f"{fmt_count(instructions.get(f'bareWalk:{size}'))} | "
            f"{fmt_count(heap(f'Broadcast ResponderEvents {size} nodes', f'broadcast:{size}'))} |")
    lines += ["", "## Other operations", "",
              "| Operation | Wall time | Instructions | Heap allocations |",
              "|---|---:|---:|---:|"]
    for label, name, key in [
        ("Register a handler that captures one object, and remove it", "Handlers register and remove", "register:1"),
        ("Send, depth 20, tracing off", "Tracing off depth 20", "send:20"),
        ("Send, depth 20, nobody handles it (default diagnostics handler, release build)",
         "Unhandled depth 20", "sendUnhandled:20"),
        ("Send, depth 20, tracing on", "Tracing on depth 20", "sendTraced:20"),
        ("Request and await a reply, depth 5 (from a background task)",
         "Replies async round trip depth 5", None),
    ]:
        lines.append(f"| {label} | {fmt_time(wall(benchmarks, name))} | "
                     f"{fmt_count(instructions.get(key)) if key else '–'} | "
                     f"{fmt_count(heap(name, key) if key else mallocs(benchmarks, name))} |")
    lines.append("")
    lines += scope_lines(benchmarks, instructions, allocations)
    lines.append("")
    lines += provided_value_lines(benchmarks, instructions, allocations)
    lines.append("")
    if args.analysis and os.path.exists(args.analysis):
        lines += [open(args.analysis, encoding="utf-8").read().rstrip(), ""]
    with open(args.markdown, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    # The verdict is check-targets.py's, which run-benchmarks runs on its own.
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
