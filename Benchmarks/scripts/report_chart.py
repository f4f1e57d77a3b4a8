"""The chart of BENCHMARKS.md: wall time per send against chain depth, log-log, one line per
approach, as an SVG file."""
import math

from report_metrics import APPROACHES, fmt_tick, wall

COLORS = {"ResponderEvents": "#d6336c", "Weak delegates": "#1c7ed6",
          "NotificationCenter": "#2f9e44", "String router": "#f08c00"}


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
