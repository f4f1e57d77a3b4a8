"""Boxes, arrows and notes in SVG, for the diagrams that make-diagrams.py draws.

`Drawing` is one SVG document in one palette; `column` and `noted_chain` lay out a chain of
boxes with arrows between them, and notes beside them. Standard library only, like the script.
"""
from xml.sax.saxutils import escape

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
