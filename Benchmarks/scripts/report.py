#!/usr/bin/env python3
"""Writes BENCHMARKS.md and the chart from a run of Benchmarks/run-benchmarks.

Inputs (in --results): baseline.md, the suite's markdown export; instructions.tsv, from
count-instructions.py (optional). The targets and budgets are judged by check-targets.py, as
run-benchmarks does. The chart plots wall time per send against chain depth, log-log, one line
per approach.
"""
import argparse
import datetime
import importlib.util
import math
import os
import platform
import subprocess


def load_checker():
    """check-targets.py, which judges the targets and budgets, as a module."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-targets.py")
    spec = importlib.util.spec_from_file_location("check_targets", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


checker = load_checker()
parse_baseline, metric, read_counts = checker.parse_baseline, checker.metric, checker.read_counts

APPROACHES = ["ResponderEvents", "Weak delegates", "NotificationCenter", "String router"]
COLORS = {"ResponderEvents": "#d6336c", "Weak delegates": "#1c7ed6",
          "NotificationCenter": "#2f9e44", "String router": "#f08c00"}


def wall(benchmarks, name, percentile="p50"):
    return metric(benchmarks, name, "Time (wall clock)", percentile)


def mallocs(benchmarks, name, percentile="p90"):
    """Heap allocations per operation from the suite, which counts the whole process: at the
    p100 a sample can hold another thread's allocation."""
    return metric(benchmarks, name, "Malloc (total)", percentile)


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
    send_hop = pair("Reference send cost per hop depth 10 vs 100000", "costPerHopDeviation")
    if hop and send_hop:
        lines += ["", "The cost of one more hop at depth 50,000 against at depth 10 (it was a "
                  "target, within ±20%, until the bare loop was measured the same way): the "
                  f"send's differs by ±{send_hop[0] / 10:.0f}% at the median and "
                  f"±{send_hop[1] / 10:.0f}% at the p90; the bare loop's own by "
                  f"±{hop[0] / 10:.0f}% and ±{hop[1] / 10:.0f}%, which is what the machine's "
                  "caches do to any walk of these links. The target *send against the bare "
                  "climb at depth 100,000* and the budget on instructions per hop at both ends "
                  "replace it."]
    return lines


def target_lines(verdicts):
    """The two tables of targets and budgets, as check-targets.py judged them."""
    def cell(row):
        return checker.show(row["value"], row["limit"])

    def met(row):
        return "yes" if row["met"] else "**no**"

    aa = next((row for row in verdicts["wallTime"] if row["name"] == "bareClimbOverBareClimb"),
              None)
    lines = ["## Targets", "",
             "Two kinds of limit, both checked by `Benchmarks/scripts/check-targets.py`, which "
             "`Benchmarks/run-benchmarks` runs and which exits non-zero, naming them, when any "
             "is missed:", "",
             "- **Wall-time targets** (`Benchmarks/Thresholds/wall-time.json`) compare two "
             "operations timed in alternating turns in one process: each sample runs 5 rounds "
             "of each and takes the ratio of their median rounds, and the target is judged at "
             "the **median** of the samples (up to 40 per target), never at the p90. Each "
             "limit is the ratio measured on the host below plus the tolerance that the spread "
             "of repeated runs there justifies (`Benchmarks/analysis.md`, *Targets that fail "
             "only when the engine gets worse*). They hold on that host: "
             f"{verdicts['limitsHost']}. This run's host: {verdicts['host']}.",
             "- **Count budgets** (`Benchmarks/Thresholds/counts.json`) limit instructions and "
             "heap allocations per operation, counted by valgrind's callgrind on the measuring "
             "thread, which do not depend on the host's load: a few percent above the counts "
             "of the day they were set, and exactly 0 where nothing should allocate.", ""]
    if aa and aa["p90"] is not None and aa["value"] is not None:
        lines += [f"The method's own check, the bare climb timed in turns against itself, read "
                  f"{aa['value']:.3f}× at the median in this run, {aa['p25']:.3f}× to "
                  f"{aa['p75']:.3f}× between the quartiles and {aa['p90']:.3f}× at the p90: a "
                  "p90 that identical code cannot be relied on to hold is no place to judge "
                  "an engine's.", ""]
    lines += ["**Wall-time targets** (ratio of the median rounds; median of the samples)", "",
              "| Target | Measured median | p25 to p75 | Limit | Met |", "|---|---:|---:|---:|---|"]
    for row in verdicts["wallTime"]:
        quartiles = ("–" if row["p25"] is None else
                     f"{row['p25']:.3f}× to {row['p75']:.3f}×")
        lines.append(f"| {row['title']} | {cell(row)} | {quartiles} | "
                     f"{checker.show_limit(row['limit'])} | {met(row)} |")
    lines += ["", "**Count budgets** (per operation, counted by callgrind)", "",
              "| Budget | Measured | Limit | Met |", "|---|---:|---:|---|"]
    for row in verdicts["counts"]:
        lines.append(f"| {row['title']} | {cell(row)} | {checker.show_limit(row['limit'])} | "
                     f"{met(row)} |")
    missed = [row["title"] for row in verdicts["wallTime"] + verdicts["counts"] if not row["met"]]
    lines += ["", "All targets and budgets met." if not missed else
              f"Missed in this run: {'; '.join(missed)}."]
    return lines


def scope_lines(benchmarks, instructions, allocations):
    """SwiftUI's handlers through the core's scope tree, against their plain-node
    equivalents."""
    rows = [
        ("Refresh of one modifier (its view's `body` evaluated again), against removing and "
         "registering its handler again",
         "SwiftUI scope refresh", "Handlers register and remove",
         ("Reference scope refresh vs re-registration", "scopeRefreshOverRegistration"),
         "scopeRefresh:1", "register:1"),
        ("Send through 20 nested scopes, against 20 plain nodes with the same handlers",
         "SwiftUI scope send depth 20", "Plain handlers send depth 20",
         ("Reference scope send vs plain handlers depth 20", "scopeSendOverPlainSend"),
         "scopeSend:20", "handlerSend:20"),
        ("Broadcast to 10,000 scopes, against 10,000 plain nodes",
         "SwiftUI scope broadcast 10000 scopes", "Broadcast ResponderEvents 10000 nodes",
         ("Reference scope broadcast vs plain broadcast 10000 nodes",
          "scopeBroadcastOverPlainBroadcastInHundredths"),
         "scopeBroadcast:10000", "broadcast:10000"),
    ]
    lines = ["## SwiftUI's handlers", "",
             "Each SwiftUI handling modifier (`onResponderEvent`, `onResponderBroadcast`, …) keeps "
             "a `ScopeNode` of the core, attached to the nearest scope above, with one handler "
             "that calls the latest closure the view gave it, kept in a box. Each time SwiftUI "
             "evaluates the view's `body`, the modifier puts the new closure in the box and "
             "attaches its scope again, to the same parent: a *refresh*. Measured on Linux "
             "through the core's scope tree, with the bridge's modifier, slot and box less "
             "SwiftUI (`Benchmarks/Sources/Scenarios/ScopeScenarios.swift`); every scope of a "
             "chain has a handler, as every modifier has one. *In turns* is the ratio of the "
             "median rounds of the two, timed in alternating turns, at the median of the "
             "samples.", "",
             "| Operation | Wall time, scope / plain | In turns | Instructions, scope / plain | "
             "Allocations, scope / plain |", "|---|---:|---:|---:|---:|"]
    for title, scope, plain, (pair_name, pair_metric), scope_key, plain_key in rows:
        ratio = metric(benchmarks, pair_name, pair_metric, "p50")
        if ratio is not None and pair_metric.endswith("InHundredths"):
            ratio *= 10
        lines.append(
            f"| {title} | {fmt_time(wall(benchmarks, scope))} / "
            f"{fmt_time(wall(benchmarks, plain))} | "
            f"{'–' if ratio is None else f'{ratio / 1000:.2f}×'} | "
            f"{fmt_count(instructions.get(scope_key))} / {fmt_count(instructions.get(plain_key))}"
            f" | {fmt_count(allocations.get(scope_key))} / "
            f"{fmt_count(allocations.get(plain_key))} |")
    whole, refresh = instructions.get("scopeModifier:1"), instructions.get("scopeRefresh:1")
    made, refreshed = allocations.get("scopeModifier:1"), allocations.get("scopeRefresh:1")
    if None not in (whole, refresh, made, refreshed):
        lines += ["", "Before the refresh, the view's `body` makes the modifier again, in the "
                  "SwiftUI bridge rather than the core: its closure converted to the modifier's "
                  "generic type, its name, the closure that installs its handler, and its "
                  "`@State`'s initial value, which SwiftUI makes and throws away. With that part, "
                  f"one evaluation costs {whole:,} instructions and {made:g} heap allocations "
                  f"({whole - refresh:,} and {made - refreshed:g} of them the bridge's); see "
                  "*What SwiftUI's handlers cost* below."]
    return lines


def provided_value_lines(benchmarks, instructions, allocations):
    """Provided values (issue 32): a new value delivered to 10,000 observers against a broadcast
    to the same nodes, and an observer's registration against a handler's."""
    rows = [
        ("New value delivered to 10,000 observing nodes (the broadcast's tree, fan-out 8), "
         "against a broadcast to the same nodes, each with a broadcast handler",
         "Provided value deliver 10000 nodes", "Broadcast ResponderEvents 10000 nodes",
         ("Target provided value delivery vs broadcast 10000 nodes", "deliveryOverBroadcast"),
         "deliver:10000", "broadcast:10000"),
        ("The same in a flat tree: one provider and its 10,000 children",
         "Provided value deliver flat 10000 nodes", "Broadcast ResponderEvents flat 10000 nodes",
         ("Target provided value delivery vs broadcast flat 10000 nodes",
          "flatDeliveryOverBroadcast"),
         "flatDeliver:10000", "flatBroadcast:10000"),
        ("Register an observer (called once with the provider's value) and remove it, against "
         "a handler", "Observers register and remove", "Handlers register and remove", None,
         "observe:1", "register:1"),
    ]
    lines = ["## Provided values", "",
             "A node provides a value to everything below it; observers below are called with "
             "it at once and with each new one (issue 32). Each observer remembers the slot it "
             "gets its value from, and each slot counts its observers; a new value goes down "
             "the provider's subtree as a broadcast does, and through the slot's list of "
             "observers to any the walk does not reach (`Benchmarks/Sources/Scenarios/"
             "ProvidedValueScenarios.swift`). Issue 32 asks that a new value reach 10,000 "
             "observers within the budget of a broadcast to them, and that an observer's "
             "registration allocate no more than a handler's. *In turns* is the ratio of the "
             "median rounds of the two, timed in alternating turns, at the median of the "
             "samples.", "",
             "| Operation | Wall time, provided value / reference | In turns | Instructions, "
             "provided value / reference | Allocations, provided value / reference |",
             "|---|---:|---:|---:|---:|"]
    for title, ours, theirs, pair, our_key, their_key in rows:
        ratio = None if pair is None else metric(benchmarks, pair[0], pair[1], "p50")
        lines.append(
            f"| {title} | {fmt_time(wall(benchmarks, ours))} / "
            f"{fmt_time(wall(benchmarks, theirs))} | "
            f"{'–' if ratio is None else f'{ratio / 1000:.2f}×'} | "
            f"{fmt_count(instructions.get(our_key))} / {fmt_count(instructions.get(their_key))}"
            f" | {fmt_count(allocations.get(our_key))} / "
            f"{fmt_count(allocations.get(their_key))} |")
    lines += ["", "See *Provided values: where a delivery's time goes* below."]
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
