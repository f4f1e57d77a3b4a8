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

The output depends only on this script, so a rerun gives the same bytes.
"""
import argparse
import os
import sys
from xml.sax.saxutils import escape

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORE_RESOURCES = "Sources/ResponderEventsCore/ResponderEventsCore.docc/Resources"
UIKIT_RESOURCES = "Sources/ResponderEvents/ResponderEvents.docc/Resources"

WIDTH = 720
SANS = ('-apple-system, BlinkMacSystemFont, "SF Pro Text", "Segoe UI", Roboto, '
        '"Helvetica Neue", Helvetica, Arial, sans-serif')
MONO = 'ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace'

PALETTES = {
    "light": {
        "text": "#1d1d1f", "muted": "#5f5f64", "box": "#f2f2f7", "line": "#8e8e93",
        "accent": "#0a64c2", "on_accent": "#ffffff",
    },
    "dark": {
        "text": "#f5f5f7", "muted": "#aeaeb2", "box": "#2c2c2e", "line": "#8e8e93",
        "accent": "#5aa9ff", "on_accent": "#000000",
    },
}

BOX_HEIGHT = 34
NOTE_SIZE = 12.5
# A generous estimate of a character's width, as a fraction of the font size: wide enough for
# fallback fonts such as DejaVu Sans, so that text never overflows its box.
CHAR_WIDTH = 0.6


def text_width(text, size):
    return len(text) * size * CHAR_WIDTH


def wrap(text, width, size=NOTE_SIZE):
    """Splits `text` into lines no wider than `width` pixels (estimated)."""
    limit = max(1, int(width / (size * CHAR_WIDTH)))
    lines, line = [], ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if len(candidate) > limit and line:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


class Drawing:
    """An SVG document under construction, in one palette."""

    def __init__(self, height, title, desc, palette):
        self.height = height
        self.title = title
        self.desc = desc
        self.colors = PALETTES[palette]
        self.parts = []

    def add(self, element):
        self.parts.append(element)

    def box(self, x, y, width, label, dashed=False, height=BOX_HEIGHT):
        """A rounded box with a centred label; dashed when the step may not happen.

        A label that starts with a capital letter names a type (`UIWindow`) and is set in the
        code font; any other label (`root view`) is prose.
        """
        style = ' class="optional"' if dashed else ""
        self.add(f'<rect x="{x:g}" y="{y:g}" width="{width}" height="{height}" rx="7"{style}/>')
        font = ' class="code"' if label[:1].isupper() else ""
        self.add(f'<text x="{x + width / 2:g}" y="{y + height / 2 + 5:g}" text-anchor="middle"'
                 f'{font}>{escape(label)}</text>')
        assert text_width(label, 14) <= width - 8, f"{label!r} does not fit in {width} px"

    def arrow(self, x1, y1, x2, y2, dashed=False):
        """An accent arrow from (x1, y1) to (x2, y2); the head sits at the end."""
        style = "arrow dashed" if dashed else "arrow"
        self.add(f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" class="{style}" '
                 f'marker-end="url(#head)"/>')
        assert abs(y2 - y1) + abs(x2 - x1) >= 16, "an arrow this short shows only its head"

    def side_note(self, x, box_top, text, width, box_height=BOX_HEIGHT):
        """A note beside a box, its lines centred on the box's middle."""
        lines = len(wrap(text, width))
        first = box_top + box_height / 2 + 4.5 - (lines - 1) * (NOTE_SIZE + 4) / 2
        return self.note(x, first, text, width)

    def path(self, d, css="tree"):
        self.add(f'<path d="{d}" class="{css}"/>')

    def note(self, x, y, text, width, anchor="start", css="note"):
        """Muted text wrapped to `width`, its first baseline at `y`; returns the last one."""
        lines = wrap(text, width)
        spans = "".join(
            f'<tspan x="{x:g}" dy="{0 if i == 0 else NOTE_SIZE + 4:g}">{escape(line)}</tspan>'
            for i, line in enumerate(lines))
        self.add(f'<text x="{x:g}" y="{y:g}" class="{css}" text-anchor="{anchor}">{spans}</text>')
        return y + (len(lines) - 1) * (NOTE_SIZE + 4)

    def heading(self, x, y, text):
        assert x + text_width(text, 14) * 1.15 <= WIDTH, f"{text!r} runs off the right edge"
        self.add(f'<text x="{x:g}" y="{y:g}" class="heading">{escape(text)}</text>')

    def badge(self, cx, cy, number):
        """A numbered accent circle: the place of a node in the visit order."""
        self.add(f'<circle cx="{cx:g}" cy="{cy:g}" r="11" class="badge"/>')
        self.add(f'<text x="{cx:g}" y="{cy + 4.5:g}" text-anchor="middle" '
                 f'class="badge-label">{number}</text>')

    def svg(self, name):
        """The document. Its root carries the id `name`, the first id in the file, which DocC
        records for the image (an id on `<title>` first would be taken instead)."""
        c = self.colors
        style = (
            f"text{{font-family:{SANS};font-size:14px;fill:{c['text']}}}"
            f".code{{font-family:{MONO};font-size:13.5px}}"
            f".note{{font-size:{NOTE_SIZE}px;fill:{c['muted']}}}"
            f".heading{{font-size:14px;font-weight:600}}"
            f"rect{{fill:{c['box']};stroke:{c['line']};stroke-width:1.2}}"
            f"rect.optional{{fill:none;stroke-dasharray:5 4}}"
            f".arrow{{stroke:{c['accent']};stroke-width:2;fill:none}}"
            f".dashed{{stroke-dasharray:6 4}}"
            f".tree{{stroke:{c['line']};stroke-width:1.5;fill:none}}"
            f".bracket{{stroke:{c['muted']};stroke-width:1.2;fill:none}}"
            f".badge{{fill:{c['accent']}}}"
            f".badge-label{{font-size:12px;font-weight:700;fill:{c['on_accent']}}}"
            f"#head path{{fill:{c['accent']}}}"
        )
        head = (
            '<marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" '
            'markerHeight="5" orient="auto-start-reverse" markerUnits="strokeWidth">'
            '<path d="M0,0 L10,5 L0,10 z"/></marker>'
        )
        body = "\n".join(self.parts)
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{self.height}" '
            f'viewBox="0 0 {WIDTH} {self.height}" id="{name}" role="img" '
            f'aria-labelledby="{name}-title {name}-desc">\n'
            f'<title id="{name}-title">{escape(self.title)}</title>\n'
            f'<desc id="{name}-desc">{escape(self.desc)}</desc>\n'
            f'<defs><style>{style}</style>{head}</defs>\n'
            f'{body}\n</svg>\n'
        )


GAP_HEIGHT = 18  # the height of a "…" row: a gap in the chain, not a box


def row_height(label):
    return GAP_HEIGHT if label == "…" else BOX_HEIGHT


def column(drawing, x, width, bottom, rows, gaps):
    """Boxes stacked from `bottom` upwards with an arrow from each to the one above.

    `rows` holds (label, dashed) pairs, the lowest first; a label of "…" stands for steps left
    out and is drawn as an ellipsis. `gaps` is the space above each row but the last, or one
    number for all. Returns the top edge of each row, in the order given.
    """
    if not isinstance(gaps, list):
        gaps = [gaps] * (len(rows) - 1)
    tops = []
    y = bottom
    for index, (label, dashed) in enumerate(rows):
        y -= row_height(label)
        tops.append(y)
        if label == "…":
            drawing.add(f'<text x="{x + width / 2:g}" y="{y + 13:g}" text-anchor="middle" '
                        f'class="heading">…</text>')
        else:
            drawing.box(x, y, width, label, dashed=dashed)
        if index < len(gaps):
            y -= gaps[index]
    centre = x + width / 2
    for below, above, (label, _) in zip(tops, tops[1:], rows[1:]):
        drawing.arrow(centre, below - 2, centre, above + row_height(label) + 3)
    return tops


def column_height(rows, gaps):
    if not isinstance(gaps, list):
        gaps = [gaps] * (len(rows) - 1)
    return sum(row_height(label) for label, _ in rows) + sum(gaps)


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


def noted_chain(palette, title, desc, rows, gaps, notes):
    """A drawing of one column of `rows` (see `column`), with `notes` beside the rows they name.

    Returns the drawing, the top of each row, and the left edge and width of the notes, for
    anything the caller adds.
    """
    top = 16
    height = top + column_height(rows, gaps) + 16
    d = Drawing(height, title, desc, palette)
    x, width = 20, 240
    tops = column(d, x, width, height - 16, rows, gaps)
    note_x = x + width + 26
    note_width = WIDTH - note_x - 20
    for (label, _), row_top in zip(rows, tops):
        if label in notes:
            d.side_note(note_x, row_top, notes[label], note_width,
                        box_height=row_height(label))
    return d, tops, note_x, note_width


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
    "the hosting view, the hosting controller, its parent controllers, and on up UIKit's chain "
    "to the window. A UIKit view shown in SwiftUI and connected joins at the SwiftUI handler "
    "around it. Broadcasts from UIKit come down the same way, into the SwiftUI handlers."
)


def swiftui_chain(palette):
    rows = [
        ("ProductRow", True), ("onResponderEvent (List)", False),
        ("onResponderEvent (screen)", False), ("responderEventsBridge()", False),
        ("anchor view", False), ("UIHostingController", False), ("…", False),
        ("UIWindow", False),
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
        "…": "Parent controllers, as in any UIKit chain.",
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
