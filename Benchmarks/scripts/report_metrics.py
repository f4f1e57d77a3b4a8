"""What report.py reads from a run, and how it writes the numbers.

check-targets.py's parsers and judgements (it judges the targets and budgets; report.py shows
them), lookups of the suite's metrics, and the formats of times and counts in the page and the
chart.
"""
import importlib.util
import os


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
