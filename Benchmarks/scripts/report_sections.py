"""The sections of BENCHMARKS.md that report.py builds from one function each: the targets, the
reference floors and comparisons, SwiftUI's handlers and the provided values."""
from report_metrics import checker, fmt_count, fmt_time, metric, wall


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
        if "reported" in row["limit"]:
            return "–"
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
             f"{verdicts['limitsHost']}. This run's host: {verdicts['host']}. A target that "
             "the same code met and missed on different hosts of one kind has no limit in "
             "that kind's file (`wall-time-*.json`): it is reported, and count budgets judge "
             "it.",
             "- **Count budgets** (`Benchmarks/Thresholds/counts.json`) limit instructions and "
             "heap allocations per operation, counted by valgrind's callgrind on the measuring "
             "thread, and first-level cache misses simulated by cachegrind with one fixed "
             "cache, which do not depend on the host's load: a few percent above the counts "
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
