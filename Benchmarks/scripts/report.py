#!/usr/bin/env python3
"""Writes BENCHMARKS.md and the chart from a run of Benchmarks/run-benchmarks.

Inputs (in --results): baseline.md, the suite's markdown export; instructions.tsv, from
count-instructions.py (optional). The chart plots wall time per send against chain depth,
log-log, one line per approach.
"""
import argparse
import datetime
import math
import os
import platform
import re
import subprocess

UNITS = {"ns": 1, "μs": 1_000, "us": 1_000, "ms": 1_000_000, "s": 1_000_000_000}
APPROACHES = ["ResponderEvents", "Weak delegates", "NotificationCenter", "String router"]
COLORS = {"ResponderEvents": "#d6336c", "Weak delegates": "#1c7ed6",
          "NotificationCenter": "#2f9e44", "String router": "#f08c00"}
TARGETS = [
    ("Target send vs weak delegates depth 20", "sendOverWeakDelegates", 1000,
     "Upward send at depth 20 no slower than a chain of weak delegates", "≤ 1.00×"),
    ("Target send vs bare climb depth 20", "sendOverBareClimb", 1100,
     "Upward send at depth 20 within 1.10× a bare loop over the same weak links", "≤ 1.10×"),
    ("Target broadcast vs bare walk 10000 nodes", "broadcastOverBareWalk", 1500,
     "Broadcast to 10,000 nodes within 1.5× a bare recursive walk", "≤ 1.50×"),
    ("Target cost per hop depth 10 vs 100000", "costPerHopDeviation", 200,
     "Cost per hop flat from depth 10 to 100,000 (cost of one more hop at each end)",
     "within ±20%"),
]


def parse_baseline(path):
    """{benchmark: {metric label: {percentile: value in base units}}}, plus the host line."""
    benchmarks, host, current = {}, "", None
    header = []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("Host "):
            host = line.strip()
        elif line.startswith("### "):
            current = line[4:].strip()
            benchmarks[current] = {}
        elif line.startswith("| Metric"):
            header = [c.strip() for c in line.strip("|").split("|")]
        elif current and line.startswith("|") and not line.startswith("|:"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            label, values = cells[0], cells[1:]
            scale = 1
            unit = re.search(r"\((ns|μs|us|ms|s)\)", label)
            if unit:
                scale = UNITS[unit.group(1)]
            row = {}
            for name, value in zip(header[1:], values):
                try:
                    row[name] = float(value.replace(",", "")) * scale
                except ValueError:
                    pass
            benchmarks[current][label] = row
    return benchmarks, host


def metric(benchmarks, name, prefix, percentile="p50"):
    for label, row in benchmarks.get(name, {}).items():
        if label.startswith(prefix):
            return row.get(percentile)
    return None


def wall(benchmarks, name, percentile="p50"):
    return metric(benchmarks, name, "Time (wall clock)", percentile)


def mallocs(benchmarks, name, percentile="p90"):
    """Heap allocations per operation from the suite, which counts the whole process: at the
    p100 a sample can hold another thread's allocation."""
    return metric(benchmarks, name, "Malloc (total)", percentile)


def read_counts(path):
    """Instructions and allocations per operation, from count-instructions.py."""
    instructions, allocations = {}, {}
    if os.path.exists(path):
        for line in open(path):
            parts = line.split()
            if len(parts) >= 2:
                instructions[parts[0]] = int(parts[1])
            if len(parts) >= 3:
                allocations[parts[0]] = float(parts[2])
    return instructions, allocations


def fmt_time(ns):
    if ns is None:
        return "–"
    if ns >= 1_000_000:
        return f"{ns / 1_000_000:,.2f} ms"
    if ns >= 10_000:
        return f"{ns / 1_000:,.1f} µs"
    return f"{ns:,.0f} ns"


def fmt_count(value):
    return "–" if value is None else f"{value:,.0f}"


def fmt_tick(ns):
    """A power of ten in the largest unit that keeps it whole: 100 ns, 1 µs, 10 ms."""
    for unit, size in (("s", 1e9), ("ms", 1e6), ("µs", 1e3), ("ns", 1)):
        if ns >= size:
            return f"{ns / size:,.0f} {unit}"
    return f"{ns:g} ns"


def climb_lines(benchmarks, instructions):
    """A send and the bare climb against one NotificationCenter post, measured in the same run:
    comparisons for the table, not targets."""
    def ratio(name, metric_name):
        p50 = metric(benchmarks, name, metric_name, "p50")
        p90 = metric(benchmarks, name, metric_name, "p90")
        return None if p50 is None or p90 is None else (p50 / 1000, p90 / 1000)
    send = ratio("Reference send vs NotificationCenter depth 20", "sendOverNotificationCenter")
    climb = ratio("Reference bare climb vs NotificationCenter depth 20",
                  "bareClimbOverNotificationCenter")
    if send is None or climb is None:
        return []
    climb_count, send_count = instructions.get("climb:20"), instructions.get("send:20")
    counts = (f" ({send_count:,} instructions for the send, {climb_count:,} for the loop)"
              if climb_count is not None and send_count is not None else "")
    return ["", "For comparison, not targets: against one NotificationCenter post, a send at "
            f"depth 20 costs {send[0]:.2f}× at the median and {send[1]:.2f}× at the p90, and a "
            "loop that follows the same 20 weak links and does nothing else costs "
            f"{climb[0]:.2f}× and {climb[1]:.2f}×{counts}. The paragraph *NotificationCenter* "
            "below says why the links, not the engine, set that ratio."]


def reference_lines(benchmarks, instructions):
    """The floors the targets are measured against, measured in the same run: how much a walk
    that does the least an engine must do costs over the bare links, and how much the links'
    own cost per hop grows with depth."""
    def pair(name, metric_name):
        p50 = metric(benchmarks, name, metric_name, "p50")
        p90 = metric(benchmarks, name, metric_name, "p90")
        return None if p50 is None or p90 is None else (p50, p90)
    lines = []
    walk = pair("Reference minimal handler walk vs bare climb depth 20", "minimalWalkOverBareClimb")
    if walk:
        walk_count, climb_count = instructions.get("minimalWalk:20"), instructions.get("climb:20")
        counts = (f" ({walk_count:,} instructions against {climb_count:,})"
                  if walk_count is not None and climb_count is not None else "")
        lines += ["", "Floors, not targets: a hand-written walk that does only what every event "
                  "walk must (follow the same 20 weak links, mark each node visited, look at one "
                  "handler slot per node, call the handler) costs "
                  f"{walk[0] / 1000:.2f}× the bare loop at the median and {walk[1] / 1000:.2f}× "
                  f"at the p90{counts}."]
        over = pair("Reference send vs minimal handler walk depth 20", "sendOverMinimalWalk")
        if over:
            lines[-1] += (f" Timed in turns with that walk, a send costs {over[0] / 1000:.2f}× "
                          f"at the median and {over[1] / 1000:.2f}× at the p90: the engine's "
                          "own work, context and result included.")
    hop = pair("Reference bare climb cost per hop depth 10 vs 100000",
               "bareClimbCostPerHopDeviation")
    if hop:
        lines += ["", "The bare loop's own cost of one more hop, measured as the cost-per-hop "
                  f"target measures the send's, differs by ±{hop[0] / 10:.0f}% at the median and "
                  f"±{hop[1] / 10:.0f}% at the p90 between depth 10 and depth 100,000: what the "
                  "machine's caches do to any walk of these links."]
    return lines


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


def chart(benchmarks, path):
    """Wall time per send against depth, log-log, one polyline per approach."""
    series = {}
    for approach in APPROACHES:
        points = []
        for depth in [5, 20, 100, 1_000, 10_000, 100_000]:
            value = wall(benchmarks, f"Upward {approach} depth {depth}")
            if value:
                points.append((depth, value))
        if points:
            series[approach] = points
    width, height = 760, 440
    left, right, top, bottom = 90, 190, 40, 60
    xs = [d for pts in series.values() for d, _ in pts]
    ys = [v for pts in series.values() for _, v in pts]
    x0, x1 = math.floor(math.log10(min(xs))), math.ceil(math.log10(max(xs)))
    y0, y1 = math.floor(math.log10(min(ys))), math.ceil(math.log10(max(ys)))

    def px(depth):
        return left + (math.log10(depth) - x0) / (x1 - x0) * (width - left - right)

    def py(ns):
        return height - bottom - (math.log10(ns) - y0) / (y1 - y0) * (height - top - bottom)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="-apple-system, Helvetica, Arial, sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{left}" y="22" font-size="15" font-weight="bold">'
           'Cost of one upward send against chain depth (wall time, p50)</text>']
    for exponent in range(x0, x1 + 1):
        x = px(10 ** exponent)
        out.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{height - bottom}" '
                   'stroke="#e9ecef"/>')
        out.append(f'<text x="{x:.1f}" y="{height - bottom + 18}" text-anchor="middle">'
                   f'{10 ** exponent:,}</text>')
    for exponent in range(y0, y1 + 1):
        y = py(10 ** exponent)
        out.append(f'<line x1="{left}" y1="{y:.1f}" x2="{width - right}" y2="{y:.1f}" '
                   'stroke="#e9ecef"/>')
        out.append(f'<text x="{left - 8}" y="{y + 4:.1f}" text-anchor="end">'
                   f'{fmt_tick(10 ** exponent)}</text>')
    out.append(f'<text x="{(left + width - right) / 2:.0f}" y="{height - 18}" '
               'text-anchor="middle">chain depth (hops from sender to handler)</text>')
    out.append(f'<text transform="translate(22,{(top + height - bottom) / 2:.0f}) rotate(-90)" '
               'text-anchor="middle">time per send</text>')
    for index, (approach, points) in enumerate(series.items()):
        color = COLORS[approach]
        coords = " ".join(f"{px(d):.1f},{py(v):.1f}" for d, v in points)
        out.append(f'<polyline points="{coords}" fill="none" stroke="{color}" '
                   'stroke-width="2.5"/>')
        for d, v in points:
            out.append(f'<circle cx="{px(d):.1f}" cy="{py(v):.1f}" r="3.5" fill="{color}"/>')
        ly = top + 10 + index * 22
        out.append(f'<line x1="{width - right + 20}" y1="{ly}" x2="{width - right + 44}" '
                   f'y2="{ly}" stroke="{color}" stroke-width="3"/>')
        out.append(f'<text x="{width - right + 50}" y="{ly + 4}">{approach}</text>')
    out.append("</svg>")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(out) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--results", required=True)
    parser.add_argument("--thresholds-status", type=int, required=True)
    parser.add_argument("--markdown", required=True)
    parser.add_argument("--chart", required=True)
    parser.add_argument("--analysis")
    args = parser.parse_args()

    benchmarks, host = parse_baseline(os.path.join(args.results, "baseline.md"))
    instructions, allocations = read_counts(os.path.join(args.results, "instructions.tsv"))

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
             "It runs the ordo-one/benchmark suite in `Benchmarks/`, checks the targets "
             "against `Benchmarks/Thresholds/` (`swift package benchmark thresholds check`), "
             "counts instructions with valgrind's callgrind, and rewrites this file and "
             "`Benchmarks/chart.svg`.", "",
             f"Run on {datetime.date.today().isoformat()}:", ""]
    lines += [f"- {item}" for item in machine_description(host) if item]
    lines += ["", "Wall times are the median (p50) of the suite's samples; instructions and "
              "heap allocations are per operation, counted by callgrind (this machine has no "
              "hardware counters).", ""]

    lines += ["## Targets", "", "| Target | Limit | Measured p50 | Measured p90 | Met |",
              "|---|---|---|---|---|"]
    all_met = True
    for name, metric_name, limit, description, limit_text in TARGETS:
        p50 = metric(benchmarks, name, metric_name, "p50")
        p90 = metric(benchmarks, name, metric_name, "p90")
        if metric_name == "costPerHopDeviation":
            show = lambda v: "–" if v is None else f"±{v / 10:.0f}%"
        else:
            show = lambda v: "–" if v is None else f"{v / 1000:.2f}×"
        met = "yes" if p90 is not None and p90 <= limit else "**no**"
        all_met = all_met and met == "yes"
        lines.append(f"| {description} | {limit_text} | {show(p50)} | {show(p90)} | {met} |")
    depths = [5, 20, 100, 1_000, 10_000, 100_000]
    suite = {p: [mallocs(benchmarks, f"Upward ResponderEvents depth {d}", p) for d in depths]
             for p in ("p50", "p90", "p100")}
    counted = [allocations.get(f"send:{d}") for d in depths]
    worst = {p: max((m for m in values if m is not None), default=None)
             for p, values in suite.items()}
    zero = worst["p90"] == 0 and all(c == 0 for c in counted if c is not None)
    lines.append("| Heap allocations per send of an event without a reply | 0 | "
                 f"{fmt_count(worst['p50'])} | {fmt_count(worst['p90'])} | "
                 f"{'yes' if zero else '**no**'} |")
    all_met = all_met and zero
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
    verdict = {0: "equal to", 4: "better than"}.get(args.thresholds_status)
    lines += ["", ("`thresholds check`: the run is " + verdict + " every limit in "
                   "`Benchmarks/Thresholds/`.") if verdict else
              f"`thresholds check` failed (exit status {args.thresholds_status}): at least one "
              "target in `Benchmarks/Thresholds/` was missed.", ""]

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
    if args.analysis and os.path.exists(args.analysis):
        lines += [open(args.analysis, encoding="utf-8").read().rstrip(), ""]
    with open(args.markdown, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    # The static-threshold check skips benchmarks without results; a target without a
    # measurement is a failure here.
    return 0 if all_met else 1


if __name__ == "__main__":
    raise SystemExit(main())
