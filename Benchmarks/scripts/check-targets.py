#!/usr/bin/env python3
"""Checks a run of the benchmarks against the targets and budgets in Benchmarks/Thresholds/.

    check-targets.py --results DIR

DIR holds baseline.md, the suite's markdown export, and instructions.tsv, from
count-instructions.py. Two kinds of limit:

- Wall-time targets (Thresholds/wall-time.json, and wall-time-*.json for other kinds of host):
  ratios of two operations timed in turns in one process, judged at the median of the suite's
  samples. Their limits hold on the host named in the file, where their tolerances were
  measured; this host's file is the one whose "hostMatch" is in its processor's name.
- Count budgets (Thresholds/counts.json): instructions and heap allocations per operation,
  counted by valgrind's callgrind, and the data-cache misses of the deepest chains and of
  10,000-node walks, simulated by cachegrind with one fixed cache, which depend neither on the
  host's load nor on its kind.

Prints every target and budget with its measured value and limit, then the ones missed, and
exits 1 when any was missed or could not be measured, 0 when all were met.
"""
import argparse
import json
import os
import platform
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
THRESHOLDS = os.path.join(HERE, "..", "Thresholds")
UNITS = {"ns": 1, "μs": 1_000, "us": 1_000, "ms": 1_000_000, "s": 1_000_000_000}


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
    """One percentile of a benchmark's metric, or None when the run does not have it."""
    for label, row in benchmarks.get(name, {}).items():
        if label.startswith(prefix):
            return row.get(percentile)
    return None


def read_counts(path):
    """Instructions and allocations per operation, from count-instructions.py."""
    instructions, allocations = {}, {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            parts = line.split()
            if len(parts) >= 2:
                instructions[parts[0]] = int(parts[1])
            if len(parts) >= 3:
                allocations[parts[0]] = float(parts[2])
    return instructions, allocations


def read_storages(path):
    """How many nodes each responder-like scenario's operations gave storage (the fourth column)."""
    storages = {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            parts = line.split()
            if len(parts) >= 4:
                storages[parts[0]] = int(parts[3])
    return storages


def this_host():
    """The processor and system this run is on, as the thresholds files name theirs."""
    cpu = platform.processor()
    try:
        for line in open("/proc/cpuinfo", encoding="utf-8"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} processors, {platform.system()}"


def wall_time_thresholds():
    """The wall-time thresholds for this host.

    A ratio of two operations depends on the host (the send beats the weak-delegate chain on
    Intel Xeon, and cost 1.19 times it on one AMD EPYC guest, 0.95 times on another), so each
    kind of host the project runs on has its limits, measured there by the same method:
    Thresholds/wall-time-*.json, the first whose "hostMatch" is part of this host's name;
    otherwise wall-time.json (Intel Xeon).
    """
    host = this_host()
    for name in sorted(os.listdir(THRESHOLDS)):
        if name.startswith("wall-time-") and name.endswith(".json"):
            thresholds = json.load(open(os.path.join(THRESHOLDS, name), encoding="utf-8"))
            if thresholds.get("hostMatch") and thresholds["hostMatch"] in host:
                return thresholds
    return json.load(open(os.path.join(THRESHOLDS, "wall-time.json"), encoding="utf-8"))


def count_quantities(instructions, allocations, storages=None):
    """Every quantity a count budget can limit, by the name counts.json gives it; None where the
    counts it needs are missing."""
    def need(table, *keys):
        return None if any(k not in table for k in keys) else [table[k] for k in keys]

    def per_hop(scenario, low, high):
        counts = need(instructions, f"{scenario}:{low}", f"{scenario}:{high}")
        return None if counts is None else (counts[1] - counts[0]) / (high - low)

    def ratio(numerator, denominator):
        return None if numerator is None or denominator is None else numerator / denominator

    def misses(numerator, denominator):
        return ratio(instructions.get(f"d1Misses:{numerator}"),
                     instructions.get(f"d1Misses:{denominator}"))

    def largest(*keys):
        values = need(allocations, *keys)
        return None if values is None else max(values)

    hop = per_hop("send", 100, 1_000)
    deep_hop = per_hop("send", 10_000, 100_000)
    send_20 = need(instructions, "send:20")
    pairs = {
        "broadcast": need(instructions, "broadcast:10000", "bareWalk:10000"),
        "scopeSend": need(instructions, "scopeSend:20", "handlerSend:20"),
        "scopeBroadcast": need(instructions, "scopeBroadcast:10000", "broadcast:10000"),
        "delivery": need(instructions, "deliver:10000", "broadcast:10000"),
        "flatDelivery": need(instructions, "flatDeliver:10000", "flatBroadcast:10000"),
    }

    def pair_ratio(name):
        return None if pairs[name] is None else pairs[name][0] / pairs[name][1]

    sends = [f"send:{depth}" for depth in (5, 20, 100, 1_000, 10_000, 100_000)]
    return {
        "quietHopInstructions": hop,
        "quietHopOverDelegateHop": ratio(hop, per_hop("delegates", 100, 1_000)),
        "deepHopOverShallowHop": ratio(deep_hop, hop),
        "sendFixedInstructions": None if hop is None or send_20 is None else send_20[0] - 20 * hop,
        "broadcastNodeOverBareWalkNode": pair_ratio("broadcast"),
        "sendAllocations": largest(*sends),
        "unhandledSendAllocations": largest("sendUnhandled:20"),
        "broadcastAllocations": largest("broadcast:1000", "broadcast:10000"),
        "registrationInstructions": instructions.get("register:1"),
        "registrationAllocations": allocations.get("register:1"),
        "scopeRefreshInstructions": instructions.get("scopeRefresh:1"),
        "scopeRefreshAllocations": allocations.get("scopeRefresh:1"),
        "scopeSendOverPlainSend": pair_ratio("scopeSend"),
        "scopeSendAllocations": allocations.get("scopeSend:20"),
        "scopeBroadcastOverPlainBroadcast": pair_ratio("scopeBroadcast"),
        "scopeBroadcastAllocations": allocations.get("scopeBroadcast:10000"),
        "deliveryOverBroadcast": pair_ratio("delivery"),
        "flatDeliveryOverFlatBroadcast": pair_ratio("flatDelivery"),
        "deliveryAllocations": largest("deliver:10000", "flatDeliver:10000"),
        "observerRegistrationInstructions": instructions.get("observe:1"),
        "observerRegistrationAllocations": allocations.get("observe:1"),
        "responderSendInstructions": instructions.get("responderSend:20"),
        "responderSendAllocations": allocations.get("responderSend:20"),
        "responderBroadcastNodeInstructions": ratio(
            instructions.get("responderBroadcast:10000"), 10_000),
        "responderBroadcastAllocations": allocations.get("responderBroadcast:10000"),
        "deepSendMissesOverBareClimb": misses("send:100000", "climb:100000"),
        "broadcastMissesPerNode": ratio(instructions.get("d1Misses:broadcast:10000"), 10_000),
        "deliveryMissesOverBroadcast": misses("deliver:10000", "broadcast:10000"),
        "flatDeliveryMissesOverFlatBroadcast": misses("flatDeliver:10000", "flatBroadcast:10000"),
        "responderPassThroughStorages": largest_of(
            storages or {}, "responderSend:20", "responderBroadcast:10000"),
    }


def largest_of(table, *keys):
    """The largest of `table`'s values for `keys`, or None when one is missing."""
    return None if any(k not in table for k in keys) else max(table[k] for k in keys)


def judge(value, limit):
    """Whether `value` is within `limit`: {"atMost": x} and, for two-sided limits, "atLeast".

    A wall-time target with "reported" instead of a limit is not judged: on that kind of host
    the same code met and missed any limit from one guest to another, and count budgets judge
    it instead ("reported" says which).
    """
    if "reported" in limit:
        return True
    if value is None:
        return False
    return value <= limit["atMost"] and value >= limit.get("atLeast", float("-inf"))


def evaluate(results):
    """Every target and budget with its measured value, limit and verdict.

    Returns {"host": ..., "limitsHost": ..., "wallTime": [rows], "counts": [rows]}, each row a
    dict with name, title, value, limit (the threshold file's entry), met.
    """
    benchmarks, _ = parse_baseline(os.path.join(results, "baseline.md")) if os.path.exists(
        os.path.join(results, "baseline.md")) else ({}, "")
    instructions, allocations = read_counts(os.path.join(results, "instructions.tsv"))
    wall_time = wall_time_thresholds()
    counts = json.load(open(os.path.join(THRESHOLDS, "counts.json"), encoding="utf-8"))

    wall_rows = []
    for name, limit in wall_time["targets"].items():
        thousandths = metric(benchmarks, limit["benchmark"], name, "p50")
        value = None if thousandths is None else thousandths / 1000
        spread = [metric(benchmarks, limit["benchmark"], name, p) for p in ("p10", "p25", "p75",
                                                                           "p90")]
        wall_rows.append({"name": name, "title": limit["title"], "value": value,
                          "limit": limit, "met": judge(value, limit),
                          "p25": None if spread[1] is None else spread[1] / 1000,
                          "p75": None if spread[2] is None else spread[2] / 1000,
                          "p90": None if spread[3] is None else spread[3] / 1000})
    quantities = count_quantities(
        instructions, allocations, read_storages(os.path.join(results, "instructions.tsv")))
    count_rows = []
    for name, limit in counts["budgets"].items():
        value = quantities.get(name)
        count_rows.append({"name": name, "title": limit["title"], "value": value,
                           "limit": limit, "met": judge(value, limit)})
    return {"host": this_host(), "limitsHost": wall_time["host"], "wallTime": wall_rows,
            "counts": count_rows, "statistic": wall_time["statistic"]}


def show(value, limit):
    """A measured value in the unit its limit is written in."""
    if value is None:
        return "not measured"
    unit = limit.get("unit", "")
    if unit == "×":
        return f"{value:.3f}×"
    if float(value).is_integer() or abs(value) >= 100:
        return f"{value:,.0f}{unit}"
    return f"{value:,.2f}{unit}"


def show_limit(limit):
    if "reported" in limit:
        return "reported, not judged"
    unit = limit.get("unit", "")
    text = f"≤ {show(limit['atMost'], limit).replace(unit, '')}{unit}"
    if "atLeast" in limit:
        text = f"{show(limit['atLeast'], limit)} to {show(limit['atMost'], limit)}"
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", required=True, help="folder with baseline.md and "
                        "instructions.tsv")
    args = parser.parse_args()
    verdicts = evaluate(args.results)

    print(f"Wall-time targets: {verdicts['statistic']}.")
    print(f"  Limits set on: {verdicts['limitsHost']}")
    print(f"  This host:     {verdicts['host']}")
    missed = []
    for kind, rows in (("wall time", verdicts["wallTime"]), ("count", verdicts["counts"])):
        if kind == "count":
            print("Count budgets: per operation, counted by valgrind's callgrind.")
        for row in rows:
            verdict = ("report" if "reported" in row["limit"]
                       else "met   " if row["met"] else "MISSED")
            limit = show_limit(row["limit"])
            print(f"  {verdict} {row['title']}: {show(row['value'], row['limit'])} "
                  f"({limit if verdict == 'report' else 'limit ' + limit})")
            if not row["met"]:
                missed.append(f"{row['title']} ({kind}): {show(row['value'], row['limit'])}, "
                              f"limit {show_limit(row['limit'])}")
    total = sum("reported" not in row["limit"] for row in verdicts["wallTime"] + verdicts["counts"])
    if missed:
        print(f"{len(missed)} of {total} targets and budgets missed:")
        for line in missed:
            print(f"  - {line}")
        return 1
    print(f"All {total} targets and budgets met.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
