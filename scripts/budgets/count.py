#!/usr/bin/env python3
"""Counts what issue 46 budgets: library code lines and public declarations, per product.

Code lines: lines of the library products' Swift, Objective-C and C sources that are neither
blank nor comment (line comments, block comments and DocC comments). Samples, the demo, tests,
the testing helpers and the benchmarks are not library code.

Public declarations: lines that begin with `public` or `open`, attributes before them allowed
(`@inlinable public func`, `@MainActor public var`), except `public import` lines, which
declare nothing, and `@_spi(…) public` ones, which `import <product>` does not bring: only a
client that writes `@_spi(Rules) import ResponderEventsCore` sees them (the benchmark package,
which runs the routing rules on responder-like nodes, is the only one). A product counts every target that `import <product>` brings, so the events
product includes the core.

    python3 scripts/budgets/count.py            # print the counts against their targets
    python3 scripts/budgets/count.py --check    # also fail when a count is above its ceiling

Each budget has a target (what the issue asks for) and a ceiling (the count as it stands,
lowered by every change that lowers it): CI fails a change that raises a count above its
ceiling, so the numbers only go down until they meet their targets.
"""
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUDGETS = Path(__file__).with_name("budgets.json")

# Which source folders each product brings. Paths are relative to Sources/; a folder listed under
# "excluding" belongs to another product while the two share a target. The delegate-closures
# product brings the events product too; its budget counts only its own declarations.
PRODUCTS = {
    "events": {"folders": ["ResponderEventsCore", "ResponderEvents"], "excluding": []},
    "delegate closures": {
        "folders": ["ResponderEventsDelegates", "ResponderEventsProxyBase"], "excluding": []},
    "objc": {"folders": ["ResponderEventsObjC"], "excluding": []},
    "webkit": {"folders": ["ResponderEventsWebKit"], "excluding": []},
}
LIBRARY = [
    "ResponderEventsCore", "ResponderEvents", "ResponderEventsDelegates", "ResponderEventsObjC",
    "ResponderEventsProxyBase", "ResponderEventsWebKit",
]
SOURCE_SUFFIXES = {".swift", ".m", ".h", ".c"}
SPI = re.compile(r"^\s*(@[\w.]+(\([^()]*\))?\s+)*@_spi\(")
IMPORT = re.compile(r"^\s*(@\w+\s+)*(public|package)\s+import\s")
PUBLIC = re.compile(r"^\s*(@[\w.]+(\([^()]*(\([^()]*\))*[^()]*\))?\s+)*(public|open)\b")


def source_files(folders, excluding=()):
    for folder in folders:
        for path in sorted((ROOT / "Sources" / folder).rglob("*")):
            relative = path.relative_to(ROOT / "Sources").as_posix()
            if path.suffix not in SOURCE_SUFFIXES or not path.is_file():
                continue
            if any(relative.startswith(prefix + "/") for prefix in excluding):
                continue
            yield path


def code_lines(path):
    """The lines that are code: outside comments, not blank."""
    count = 0
    in_block = False
    for line in path.read_text(encoding="utf-8").splitlines():
        text = line.strip()
        code = ""
        while text:
            if in_block:
                end = text.find("*/")
                if end < 0:
                    text = ""
                else:
                    in_block = False
                    text = text[end + 2:]
            elif text.startswith("//"):
                text = ""
            elif text.startswith("/*"):
                in_block = True
                text = text[2:]
            else:
                # Code up to the next comment; string literals with // in them count as code.
                cut = min(
                    (i for i in (text.find("//"), text.find("/*")) if i >= 0), default=len(text))
                code += text[:cut]
                text = text[cut:] if cut < len(text) else ""
                if code and text.startswith("//"):
                    text = ""
        if code.strip():
            count += 1
    return count


def public_declarations(path):
    if path.suffix != ".swift":
        return 0
    return sum(
        1 for line in path.read_text(encoding="utf-8").splitlines()
        if PUBLIC.match(line) and not IMPORT.match(line) and not SPI.match(line))


def counts():
    result = {}
    for name, product in PRODUCTS.items():
        files = list(source_files(product["folders"], product["excluding"]))
        result[f"{name}: public declarations"] = sum(map(public_declarations, files))
    result["library code lines"] = sum(map(code_lines, source_files(LIBRARY)))
    return result


def main():
    budgets = json.loads(BUDGETS.read_text())
    check = "--check" in sys.argv[1:]
    over = []
    print(f"{'budget':40} {'now':>7} {'ceiling':>8} {'target':>7}")
    for name, now in counts().items():
        budget = budgets[name]
        mark = "" if now <= budget["target"] else "  (above target)"
        print(f"{name:40} {now:7} {budget['ceiling']:8} {budget['target']:7}{mark}")
        if now > budget["ceiling"]:
            over.append(f"{name}: {now} is above its ceiling {budget['ceiling']}")
        elif now < budget["ceiling"]:
            print(f"  lower its ceiling in {BUDGETS.relative_to(ROOT)} to {now}")
    if check and over:
        print("\n".join(["", "Over budget:"] + over), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
