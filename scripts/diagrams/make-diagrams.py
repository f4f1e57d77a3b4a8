#!/usr/bin/env python3
"""Writes the route diagrams of the DocC articles as SVG files.

The articles used to draw routes as text inside code blocks, which the documentation site cuts
off at the right edge. These drawings replace them: simple boxes and arrows, at most 720 pixels
wide (DocC's content column is about 700), in the system font, with a `<title>` and a `<desc>`
for screen readers. Each diagram is written twice: `name.svg` for light pages and
`name~dark.svg`, which DocC shows on dark pages.

Run from anywhere, with Python 3 and nothing else:

    python3 scripts/diagrams/make-diagrams.py           # rewrite the SVG files
    python3 scripts/diagrams/make-diagrams.py --check   # fail if a file is out of date

The output depends only on this script and drawing.py beside it (the boxes, arrows and notes
it draws with), so a rerun gives the same bytes.
"""
import argparse
import os
import sys

# drawing.py sits beside this script: found from any working directory, and even where Python
# does not put the script's own directory on sys.path (python3 -P, PYTHONSAFEPATH).
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from drawing import BOX_HEIGHT, WIDTH, Drawing, column, column_height, noted_chain  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORE_RESOURCES = "Sources/ResponderEventsCore/ResponderEventsCore.docc/Resources"
UIKIT_RESOURCES = "Sources/ResponderEvents/ResponderEvents.docc/Resources"


UPWARD_TITLE = "The upward route of send and request"
UPWARD_DESC = (
    "Left, any nodes: the event starts at the sender, which is offered it only with the "
    "includingOrigin option, and climbs to the sender's parent, that node's parent, and so on "
    "up to the root, which has no parent, so the route ends there. Each step goes to the "
    "node's redirect target when it has one, held weakly, and otherwise to its "
    "responderEventsParent. Right, the same route in a UIKit app, where each node's parent is "
    "its next responder: a view, its superview, further superviews, the view controller, "
    "further views and controllers, the window, the scene, the application, and the app "
    "delegate when it is a UIResponder."
)


def upward_route(palette):
    uikit_rows = [
        ("a view (the sender)", True), ("its superview", False), ("…", False),
        ("view controller", False), ("…", False), ("UIWindow", False),
        ("UIWindowScene", False), ("UIApplication", False), ("app delegate", True),
    ]
    uikit_gap = 24
    top = 44
    height = top + column_height(uikit_rows, uikit_gap) + 16
    bottom = height - 16
    d = Drawing(height, UPWARD_TITLE, UPWARD_DESC, palette)
    d.heading(20, 24, "Any nodes")
    d.heading(480, 24, "With UIKit")

    # Any nodes: four boxes spread over the height of the UIKit column.
    x, width = 20, 120
    rows = [("sender", True), ("node", False), ("node", False), ("root", False)]
    gap = (bottom - top - column_height(rows, 0)) / (len(rows) - 1)
    tops = column(d, x, width, bottom, rows, gap)
    note_x, note_width = x + width + 18, 280
    d.side_note(note_x, tops[0], "The sender is offered its own event only with "
                ".includingOrigin.", note_width)
    d.side_note(note_x, tops[3], "The root has no parent: the route ends there.", note_width)
    # The rule for every step, beside the arrows between the sender and the root.
    upper, lower = tops[3] + BOX_HEIGHT + 8, tops[0] - 8
    d.path(f"M{note_x - 10},{upper} h6 V{lower} h-6", css="bracket")
    rule = ("Each step goes to the node's redirect target if it has one (held weakly), "
            "otherwise to its responderEventsParent, read after the node's handlers ran.")
    d.side_note(note_x + 4, upper, rule, note_width - 4, box_height=lower - upper)

    # With UIKit: the chain of next responders.
    column(d, 480, 220, bottom, uikit_rows, uikit_gap)
    return d


BROADCAST_TITLE = "The order in which a broadcast visits nodes"
BROADCAST_DESC = (
    "A tree below the origin of a broadcast, visited in pre-order. The origin is offered the "
    "event only with the includingOrigin option. Then: 1, child 1; 2, child 1's first "
    "grandchild; 3, child 1's second grandchild; 4, child 2; 5, a node redirected to the "
    "origin, which comes after the origin's own children. Each node's whole subtree is "
    "visited before its next sibling."
)


def broadcast_order(palette):
    step, top = 50, 20
    # (depth, label, visit number or None, dashed, note)
    rows = [
        (0, "origin", None, True, "The origin: offered the event only with .includingOrigin."),
        (1, "child 1", 1, False, "A node, then its whole subtree…"),
        (2, "grandchild", 2, False, None),
        (2, "grandchild", 3, False, None),
        (1, "child 2", 4, False, "…then its next sibling."),
        (1, "redirected node", 5, False, "Redirected to the origin (re.redirect(to:)): "
         "visited after the origin's own children."),
    ]
    height = top + (len(rows) - 1) * step + BOX_HEIGHT + 48
    d = Drawing(height, BROADCAST_TITLE, BROADCAST_DESC, palette)
    indent, box_x, box_width = 58, 52, 170
    note_x = box_x + 2 * indent + box_width + 30
    # Where the stem of each depth's parent currently ends: its box, then its last child.
    stems = {}
    for index, (depth, label, number, dashed, note) in enumerate(rows):
        x = box_x + depth * indent
        y = top + index * step
        if depth > 0:
            stem_x, stem_y = stems[depth - 1]
            # A redirected node hangs off the origin's stem like a child, dashed.
            css = "tree dashed" if label == "redirected node" else "tree"
            d.path(f"M{stem_x},{stem_y} V{y + BOX_HEIGHT / 2} H{x}", css=css)
            stems[depth - 1] = (stem_x, y + BOX_HEIGHT / 2)
        stems[depth] = (x + 20, y + BOX_HEIGHT)
        d.box(x, y, box_width, label, dashed=dashed)
        if number is not None:
            d.badge(x - 22, y + BOX_HEIGHT / 2, number)
        if note:
            d.side_note(note_x, y, note, WIDTH - note_x - 20)
    legend_y = top + (len(rows) - 1) * step + BOX_HEIGHT + 32
    d.note(box_x - 33, legend_y, "Numbers give the visit order (pre-order).", WIDTH - 40)
    return d


CHAIN_TITLE = "The responder chain of the nested-table screen"
CHAIN_DESC = (
    "An event sent from a UIButton in a cell of a table that sits in a cell of another table "
    "climbs: UIButton (the sender, offered the event only with includingOrigin), SubCell "
    "(through its content view), SubTable, SuperCell (through its content view), SuperTable, "
    "the root view, ScreenViewController, then, if ScreenViewController was presented, its "
    "presenter, then any containers and their views, UIWindow, UIWindowScene, UIApplication, "
    "and the app delegate when it is a UIResponder. UIKitEventRouting.chainEnd chooses where "
    "the route ends: the window, the scene, or the application, the default."
)


def uikit_chain(palette):
    rows = [
        ("UIButton", True), ("SubCell", False), ("SubTable", False), ("SuperCell", False),
        ("SuperTable", False), ("root view", False), ("ScreenViewController", False),
        ("presenter (if presented)", True), ("…", False), ("UIWindow", False),
        ("UIWindowScene", False), ("UIApplication", False), ("AppDelegate", True),
    ]
    notes = {
        "UIButton": "The sender: offered its own event only with .includingOrigin.",
        "SubCell": "Each cell is reached through its content view.",
        "SuperCell": "Through its content view, like SubCell.",
        "root view": "ScreenViewController's view.",
        "presenter (if presented)": "Only if ScreenViewController was presented: the "
        "controller that presented it, or with re.present, the screen that called it.",
        "…": "Containers (navigation, tab) and their views, if any.",
    }
    # Room for the three-line notes of the presenter and of the containers.
    gaps = [24] * (len(rows) - 1)
    gaps[6] = gaps[7] = gaps[8] = 34
    d, tops, note_x, note_width = noted_chain(palette, CHAIN_TITLE, CHAIN_DESC, rows, gaps,
                                             notes)
    # The last steps, where the app chooses the end of the chain.
    window, delegate = tops[9], tops[12]
    upper, lower = delegate + 2, window + BOX_HEIGHT - 2
    d.path(f"M{note_x - 14},{upper} h6 V{lower} h-6", css="bracket")
    d.side_note(note_x, upper, "UIKitEventRouting.chainEnd chooses the last step: .window, "
                ".scene, or .application (the default), which goes on to the app delegate "
                "when it is a UIResponder.", note_width, box_height=lower - upper)
    return d


SWIFTUI_TITLE = "The route of an event from SwiftUI into UIKit"
SWIFTUI_DESC = (
    "An event sent from a row of a SwiftUI List goes to the nearest onResponderEvent handler "
    "above the row (on the List), then to the handler on the screen around it, then to the "
    "bridge's root at the top of the hosted content, then to the bridge's anchor view inside "
    "the hosting view, the views above it up to the hosting controller's view, the hosting "
    "controller, its parent controllers, and on up UIKit's chain: the window, its scene and "
    "the application, where it ends by default, after the app delegate when that is a "
    "responder. A UIKit view shown in SwiftUI and connected joins at the SwiftUI handler "
    "around it. Broadcasts from UIKit come down the same way, into the SwiftUI handlers."
)


def swiftui_chain(palette):
    rows = [
        ("ProductRow", True), ("onResponderEvent (List)", False),
        ("onResponderEvent (screen)", False), ("responderEventsBridge()", False),
        ("anchor view", False), ("hosting controller's view", False),
        ("UIHostingController", False), ("…", False), ("UIWindow", False),
        ("UIWindowScene", False), ("UIApplication", False),
    ]
    notes = {
        "ProductRow": "The sender, reading the environment's sender.",
        "onResponderEvent (List)": "The nearest handler first: modifiers closest to the view "
        "run first.",
        "onResponderEvent (screen)": "A handler further up; .stop here keeps the event "
        "from UIKit.",
        "responderEventsBridge()": "The top of the SwiftUI handlers, attached to the anchor "
        "once the content is connected.",
        "anchor view": "An invisible UIKit view the bridge places behind the content.",
        "hosting controller's view": "The anchor's superviews, up to this one.",
        "…": "Parent controllers, as in any UIKit chain.",
        "UIApplication": "The default end (UIKitEventRouting.chainEnd), after the app "
        "delegate when that is a UIResponder.",
    }
    gaps = [30] * (len(rows) - 1)
    return noted_chain(palette, SWIFTUI_TITLE, SWIFTUI_DESC, rows, gaps, notes)[0]


DIAGRAMS = [
    (CORE_RESOURCES, "upward-route", upward_route),
    (CORE_RESOURCES, "broadcast-order", broadcast_order),
    (UIKIT_RESOURCES, "uikit-nested-table-chain", uikit_chain),
    (UIKIT_RESOURCES, "swiftui-chain", swiftui_chain),
]


def outputs():
    """Each file to write, as (path relative to the package, contents)."""
    for folder, name, draw in DIAGRAMS:
        for palette, suffix in (("light", ""), ("dark", "~dark")):
            yield os.path.join(folder, f"{name}{suffix}.svg"), draw(palette).svg(name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; fail if a committed file differs")
    arguments = parser.parse_args()
    stale = []
    for relative, contents in outputs():
        path = os.path.join(ROOT, relative)
        if arguments.check:
            try:
                with open(path, encoding="utf-8") as file:
                    current = file.read()
            except FileNotFoundError:
                current = None
            if current != contents:
                stale.append(relative)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as file:
            file.write(contents)
        print(f"wrote {relative}")
    if stale:
        print("out of date (run scripts/diagrams/make-diagrams.py):", *stale, sep="\n  ",
              file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
