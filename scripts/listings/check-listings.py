#!/usr/bin/env python3
"""Compiles the Swift listings of README.md and the DocC articles exactly as printed.

The rule a page follows (CONTRIBUTING.md, "Listings"):

- A ```swift block whose first line of code is an `import` is a *complete listing*: it compiles
  on its own, as one Swift file of a module of its own that depends on the package's products.
- Any other ```swift block is a *fragment* of the nearest complete listing above it on the same
  page: the listing and its fragments, in page order, compile together as one file.
- A block made only of `.package(` lines belongs to the reader's Package.swift; the
  documentation tests check it against the manifest instead.

Listings are not `main.swift`, so they hold declarations only, as an app's files do.

A listing group that imports UIKit, SwiftUI, WebKit or MapKit compiles only for iOS (`--ios`,
through ../shared/ios-sdk/build); one that imports Testing or XCTest only on Linux (the iOS
SDK prepared here has no test libraries); the others compile on both. Each file under
scripts/listings/does-not-compile/ is a listing that must *fail* to compile, with the message
its first line names (`// expected error: ...`): code the library refuses on purpose.

    scripts/listings/check-listings.py            # Linux: every listing that needs no Apple SDK
    scripts/listings/check-listings.py --ios      # every listing, for arm64-apple-ios
    scripts/listings/check-listings.py --list     # what was found, without compiling

Errors point at the Markdown page and line, through #sourceLocation directives the checker
writes between blocks (the listings' own text is not touched).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APPLE_ONLY_MODULES = {
    "UIKit", "SwiftUI", "WebKit", "MapKit", "ResponderEventsWebKit", "ResponderEventsDelegates"}
# The prepared iOS SDK has no test libraries: listings of tests compile on Linux only.
TEST_MODULES = {"Testing", "XCTest"}
PRODUCTS = ["ResponderEvents", "ResponderEventsCore", "ResponderEventsDelegates",
            "ResponderEventsTesting", "ResponderEventsWebKit", "ResponderEventsObjC"]
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*(?:public\s+|internal\s+)?import\s+(?:\w+\s+)?([\w.]+)")


class Block:
    def __init__(self, page, line, lines):
        self.page, self.line, self.lines = page, line, lines

    def code_lines(self):
        return [l for l in self.lines if l.strip() and not l.strip().startswith("//")]

    def is_manifest_fragment(self):
        code = self.code_lines()
        return bool(code) and all(l.strip().startswith(".package(") for l in code)

    def is_complete(self):
        code = self.code_lines()
        return bool(code) and IMPORT.match(code[0]) is not None

    def imports(self):
        return {m.group(1).split(".")[0] for m in map(IMPORT.match, self.lines) if m}


class Group:
    def __init__(self, name, blocks):
        self.name, self.blocks = name, blocks

    def needs_apple_sdk(self):
        return any(b.imports() & APPLE_ONLY_MODULES for b in self.blocks)

    def is_test(self):
        return any(b.imports() & TEST_MODULES for b in self.blocks)

    def source(self):
        parts = []
        for block in self.blocks:
            parts.append(f'#sourceLocation(file: "{block.page}", line: {block.line + 1})')
            parts.extend(block.lines)
        parts.append("#sourceLocation()")
        return "\n".join(parts) + "\n"


def pages():
    found = [ROOT / "README.md"]
    found += sorted((ROOT / "Sources").glob("*/*.docc/**/*.md"))
    return found


def swift_blocks(page):
    """The ```swift blocks of a page: (line of the opening fence, lines inside)."""
    blocks, current, indent, start = [], None, "", 0
    for number, line in enumerate(page.read_text(encoding="utf-8").split("\n")):
        stripped = line.strip()
        if current is None:
            if stripped == "```swift":
                current, indent, start = [], line[: len(line) - len(line.lstrip())], number
        elif stripped == "```":
            blocks.append((start + 1, current))
            current = None
        else:
            current.append(line[len(indent):] if line.startswith(indent) else line.lstrip())
    if current is not None:
        sys.exit(f"{page.relative_to(ROOT)}:{start + 1}: a ```swift block is never closed")
    return blocks


def groups():
    """Every listing group of every page, and the errors of pages that break the rule."""
    result, errors = [], []
    for page in pages():
        relative = str(page.relative_to(ROOT))
        current = None
        for line, lines in swift_blocks(page):
            block = Block(relative, line, lines)
            if block.is_manifest_fragment():
                continue
            if block.is_complete():
                stem = re.sub(r"\W", "", page.stem.title())
                current = Group(f"Listing{stem}Line{line}", [block])
                result.append(current)
            elif current is None:
                errors.append(
                    f"{relative}:{line}: error: this block does not start with an import, so it "
                    "is a fragment, but no complete listing comes before it on the page")
            else:
                current.blocks.append(block)
    for group in result:
        if group.needs_apple_sdk() and group.is_test():
            first = group.blocks[0]
            errors.append(f"{first.page}:{first.line}: error: a listing of tests cannot import "
                          "UIKit or SwiftUI: nothing here can compile it (no iOS test library)")
    return result, errors


def fixtures():
    folder = Path(__file__).resolve().parent / "does-not-compile"
    result = []
    for path in sorted(folder.glob("*.swift")):
        first, _, rest = path.read_text(encoding="utf-8").partition("\n")
        match = re.match(r"//\s*expected error:\s*(.+)", first)
        if not match:
            sys.exit(f"{path}: the first line must be `// expected error: <message>`")
        block = Block(str(path.relative_to(ROOT)), 1, rest.split("\n"))
        result.append((Group("Refused" + re.sub(r"\W", "", path.stem), [block]),
                       match.group(1).strip()))
    return result


def write_package(folder, groups_to_write):
    """A package at `folder` with one library target per group, depending on the root package."""
    if folder.exists():
        for child in folder.iterdir():
            if child.name not in (".build", ".build-ios", "Package.resolved"):
                shutil.rmtree(child) if child.is_dir() else child.unlink()
    folder.mkdir(parents=True, exist_ok=True)
    dependencies = ", ".join(
        f'.product(name: "{p}", package: "ResponderEvents")' for p in PRODUCTS)
    targets = []
    for group in groups_to_write:
        (folder / "Sources" / group.name).mkdir(parents=True)
        (folder / "Sources" / group.name / "Listing.swift").write_text(group.source())
        targets.append(f'    .target(name: "{group.name}", dependencies: [{dependencies}]),')
    root = os.path.relpath(ROOT, folder)
    (folder / "Package.swift").write_text(
        "// swift-tools-version: 6.1\n"
        "// Generated by scripts/listings/check-listings.py: do not edit.\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '  name: "DocumentationListings",\n'
        "  platforms: [.iOS(.v17), .macOS(.v12)],\n"
        f'  dependencies: [.package(name: "ResponderEvents", path: "{root}")],\n'
        "  targets: [\n" + "\n".join(targets) + "\n  ],\n"
        "  swiftLanguageModes: [.v6]\n"
        ")\n")


def ios_command():
    return [str(ROOT.parent / "shared" / "ios-sdk" / "build")]


def build(folder, ios, extra):
    if ios:
        command = ios_command() + ["-Xswiftc", "-warnings-as-errors"] + extra
    else:
        command = ["swift", "build", "-Xswiftc", "-warnings-as-errors"] + extra
    return subprocess.run(command, cwd=folder, capture_output=True, text=True)


def check_refusals(folder, ios):
    """Every fixture this platform can compile fails to, with the message it names; returns
    the failures and how many fixtures were checked."""
    failures = []
    cases = [(g, e) for g, e in fixtures() if ios or not g.needs_apple_sdk()]
    if not cases:
        return failures, 0
    write_package(folder, [group for group, _ in cases])
    for group, expected in cases:
        if ios:
            # The iOS build script compiles every target; build each fixture alone instead.
            result = build_one_for_ios(folder, group.name)
        else:
            result = build(folder, False, ["--target", group.name])
        output = result.stdout + result.stderr
        if result.returncode == 0:
            failures.append(f"{group.blocks[0].page}: compiled, but it must be refused "
                            f"with “{expected}”")
        elif expected not in output:
            failures.append(f"{group.blocks[0].page}: refused, but not with “{expected}”:\n"
                            + "\n".join(l for l in output.split("\n") if "error:" in l))
    return failures, len(cases)


def build_one_for_ios(folder, target):
    cache = Path(os.environ.get("IOS_SDK_CACHE", Path.home() / ".cache" / "ios-sdk-17.4"))
    triple = os.environ.get("IOS_TRIPLE", "arm64-apple-ios17.0")
    env = dict(os.environ, PATH=f"{cache / 'bin'}:{os.environ['PATH']}")
    return subprocess.run(
        ["swift", "build", "--build-path", ".build-ios", "--triple", triple,
         "--sdk", str(cache / "sdk"), "-Xswiftc", "-resource-dir", "-Xswiftc",
         str(cache / "resource"), "-Xswiftc", "-module-cache-path", "-Xswiftc",
         str(cache / "module-cache"), "-Xswiftc", "-warnings-as-errors", "--target", target],
        cwd=folder, env=env, capture_output=True, text=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ios", action="store_true",
                        help="compile every listing for iOS through ../shared/ios-sdk/build")
    parser.add_argument("--list", action="store_true", help="list the groups, compile nothing")
    parser.add_argument("--page", action="append", default=[],
                        help="only the pages whose path contains this text (repeatable)")
    parser.add_argument("--scratch", default=str(ROOT / ".build" / "listings"),
                        help="where to generate and build the listings' packages")
    arguments = parser.parse_args()

    found, errors = groups()
    if arguments.page:
        found = [g for g in found if any(p in g.blocks[0].page for p in arguments.page)]
        errors = [e for e in errors if any(p in e for p in arguments.page)]
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    if arguments.list:
        for group in found:
            where = ("iOS" if group.needs_apple_sdk()
                     else "Linux" if group.is_test() else "Linux and iOS")
            blocks = ", ".join(str(b.line) for b in group.blocks)
            print(f"{group.blocks[0].page}: lines {blocks} ({where})")
        for group, expected in fixtures():
            print(f"{group.blocks[0].page}: must be refused with “{expected}”")
        return

    if arguments.ios:
        selected = [g for g in found if not g.is_test()]
    else:
        selected = [g for g in found if not g.needs_apple_sdk()]
    scratch = Path(arguments.scratch).resolve()
    write_package(scratch / "compiles", selected)
    result = build(scratch / "compiles", arguments.ios, [])
    if result.returncode != 0:
        print(result.stdout[-20000:] + result.stderr[-20000:])
        print(f"check-listings: a documentation listing does not compile as printed "
              f"(generated package: {scratch / 'compiles'})")
        sys.exit(1)
    failures, refusals = ([], 0) if arguments.page else check_refusals(
        scratch / "refused", arguments.ios)
    if failures:
        print("\n".join(failures))
        sys.exit(1)
    platform = "arm64-apple-ios" if arguments.ios else "this machine"
    print(f"check-listings: {len(selected)} listing(s) compile as "
          f"printed for {platform}; {refusals} refusal(s) checked")


if __name__ == "__main__":
    main()
