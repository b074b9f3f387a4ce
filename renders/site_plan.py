"""
The site plan on /overview, drawn from the model: it builds the world and looks straight down on
it, so the plan's buildings, pools, courts and planting are the pictures' own.

    blender -b --factory-startup --python renders/site_plan.py

Writes the drawing (app/components/overview/site-plan.svg) and where the plan's letters and
notes sit on it (app/components/overview/site-plan-layout.ts). The letters and words are set by
the page over the drawing, in the site's own type.
"""

import hashlib
import math
import os
import sys

import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(__file__))

import resort_world  # noqa: E402
from resort_world import FRONTAGE, build_world, shoreline  # noqa: E402

# The ground the plan covers, in the model's metres: the sunset terrace in the west to the yoga
# pavilion in the east, the shallows to the arrival drive. North is up.
WEST, EAST, SOUTH, NORTH = -205.0, 267.0, -40.0, 262.0
WIDTH = 1000
SCALE = WIDTH / (EAST - WEST)
HEIGHT = round((NORTH - SOUTH) * SCALE)

OUT = os.path.join(os.path.dirname(__file__), "..", "app", "components", "overview")

# The plan's places, lettered as /overview's legend, and the objects of the model that are each.
PLACES = {
    "A": ("Beach House L",),
    "B": ("Ocean House",),
    "C": ("Hotel roof",),
    "D": ("Pool deck",),
    "E": ("Beach club",),
    "F": ("Spa ",),
    "G": ("Kids club",),
    "H": ("Sunset ",),
}

# What the plan draws of the model, by object name, lowest layer first: a fill and an outline.
LAYERS = (
    ("lawn", ("Lawns", "Sports lawn"), "#e9eee6", None),
    ("beds", ("Beds ",), "#dde6da", None),
    ("paving", ("Pool deck", "Arrival court"), "#efe8dc", "#c2a77f"),
    ("drive", ("Drive",), "#e2d4bd", None),
    ("decks", ("Beach club deck", "Sunset terrace", "Yoga pavilion deck"), "#dcc7a8", "#8a6a3f"),
    ("pools", ("Lagoon pool", "Lap pool", "Adults' pool", "Family pool", "Plunge pool"), "#bcd8d8", "#3f7482"),
    ("clay", ("Tennis court",), "#d29a7c", "#12323d"),
    ("padel", ("Padel court",), "#7fa6ae", "#12323d"),
    ("pickleball", ("Pickleball court",), "#a9bfae", "#12323d"),
)
# The buildings as seen from above, each floor over the one below: the Beach House's terraces
# step back, floor by floor, as the pictures show them.
BUILDINGS = (
    "Beach House L", "Beach House roof", "Ocean House podium", "Ocean House L", "Ocean House crown",
    "Hotel wing", "Hotel main", "Hotel roof", "Spa pavilion", "Spa roof", "Kids club", "Sunset bar",
    "Club house", "Beach club roof", "Yoga pavilion roof",
)
ROOF_GARDENS = ("Beach House roof garden",)
# A floor's slab carries its terrace; its glass, fins and soffits are under it, seen from above.
UNDER_SLAB = ("glazing", "fin ", "soffit", "balustrade")


def plan_x(x):
    return (x - WEST) * SCALE


def plan_y(y):
    return (NORTH - y) * SCALE


def footprint(obj):
    """The object's extent on the ground, in the model's metres, and the height of its top."""
    corners = [obj.matrix_world @ Vector(corner) for corner in obj.bound_box]
    xs, ys, zs = [c.x for c in corners], [c.y for c in corners], [c.z for c in corners]
    return min(xs), max(xs), min(ys), max(ys), max(zs)


def rect(extent):
    x0, x1, y0, y1 = extent[:4]
    return (
        f'<rect x="{plan_x(x0):.1f}" y="{plan_y(y1):.1f}" '
        f'width="{(x1 - x0) * SCALE:.1f}" height="{(y1 - y0) * SCALE:.1f}"/>'
    )


def named(prefixes, objects):
    return [o for o in objects if o.name.startswith(prefixes) and not any(part in o.name for part in UNDER_SLAB)]


def in_plan(extent):
    x0, x1, y0, y1 = extent[:4]
    return x1 > WEST and x0 < EAST and y1 > SOUTH and y0 < NORTH


def curve(points):
    return "".join(("M" if i == 0 else "L") + f"{plan_x(x):.1f} {plan_y(y):.1f}" for i, (x, y) in enumerate(points))


def ground():
    """The island's forest under everything, the sand from the waterline to the gardens, the sea."""
    xs = [WEST + (EAST - WEST) * i / 48 for i in range(49)]
    water = [(x, shoreline(x)) for x in xs]
    sand = curve(water) + f"L{plan_x(EAST):.1f} {plan_y(40):.1f}L{plan_x(WEST):.1f} {plan_y(40):.1f}Z"
    sea = curve(water) + f"L{plan_x(EAST):.1f} {HEIGHT}L0 {HEIGHT}Z"
    wash = "".join(curve([(x, shoreline(x) - offset) for x in xs]) for offset in (3.0, 9.0))
    return [
        '<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#cfe0df"/><stop offset="1" stop-color="#7fa6ae"/></linearGradient></defs>',
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#dfe7dd"/>',
        f'<path d="{sand}" fill="#efe2c9"/>',
        f'<path d="{sea}" fill="url(#sea)"/>',
        f'<path d="{wash}" fill="none" stroke="#fbf8f2" stroke-opacity="0.6"/>',
    ]


def layers(objects):
    out = []
    for name, prefixes, fill, stroke in LAYERS:
        shapes = [rect(footprint(o)) for o in named(prefixes, objects)]
        outline = f' stroke="{stroke}" stroke-opacity="0.5"' if stroke else ""
        out.append(f'<g id="{name}" fill="{fill}"{outline}>{"".join(shapes)}</g>')
    return out


def planting(objects):
    """Every tree, shrub and palm of the model within the plan, as its crown seen from above."""
    groups = {"forest": [], "shrubs": [], "bloom": [], "palms": []}
    for obj in objects:
        kind = obj.name.split(".")[0]
        if kind not in ("Tree", "Shrub", "Palm"):
            continue
        x0, x1, y0, y1, _ = extent = footprint(obj)
        if not in_plan(extent):
            continue
        cx, cy = plan_x((x0 + x1) / 2), plan_y((y0 + y1) / 2)
        if kind == "Palm":
            groups["palms"].append(f'<use href="#palm" x="{cx:.0f}" y="{cy:.0f}"/>')
            continue
        radius = (x1 - x0) / 2 * SCALE * 0.9
        group = "forest" if kind == "Tree" else "bloom" if obj.data.name == "Shrub 0" else "shrubs"
        groups[group].append(f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{radius:.0f}"/>')
    frond = " ".join(
        f"M0 0L{9 * math.cos(a * math.pi / 4):.1f} {9 * math.sin(a * math.pi / 4):.1f}" for a in range(8)
    )
    return [
        f'<g fill="#d4ded2" stroke="#3f7482" stroke-opacity="0.12">{"".join(groups["forest"])}</g>',
        f'<g fill="#d3dfd2" stroke="#3f7482" stroke-opacity="0.2">{"".join(groups["shrubs"])}</g>',
        f'<g fill="#e3d3d1" stroke="#8a5a5f" stroke-opacity="0.2">{"".join(groups["bloom"])}</g>',
        '<defs><g id="palm"><circle r="8" fill="#d7e5dd" fill-opacity="0.85"/>'
        f'<path d="{frond}" stroke="#3f7482" stroke-opacity="0.32" stroke-width="0.8"/></g></defs>',
        f'<g>{"".join(groups["palms"])}</g>',
    ]


def hull(points):
    """The convex hull of a few points, anticlockwise (Andrew's monotone chain)."""
    points = sorted(set(points))

    def side(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower, upper = [], []
    for chain, ordered in ((lower, points), (upper, reversed(points))):
        for p in ordered:
            while len(chain) >= 2 and side(chain[-2], chain[-1], p) <= 0:
                chain.pop()
            chain.append(p)
    return lower[:-1] + upper[:-1]


# The sun stands high in the south-south-west: a building's shadow falls north-north-east,
# most of its height long, so the plan shows which buildings are low and which tall.
SHADOW = (0.25, 0.8)


def shadow(extent):
    x0, x1, y0, y1, z = extent
    dx, dy = SHADOW[0] * z, SHADOW[1] * z
    corners = [(x, y) for x in (x0, x1) for y in (y0, y1)]
    return f'<path d="{curve(hull(corners + [(x + dx, y + dy) for x, y in corners]))}Z"/>'


def buildings(objects):
    """Each floor, roof and pavilion drawn from the lowest up, an outline round each: what is
    seen from above is the top of each, and a step back is a line. Their shadows fall first."""
    drawn, shadows, seen = [], [], set()
    for obj in sorted(named(BUILDINGS, objects), key=lambda o: footprint(o)[4]):
        extent = footprint(obj)
        key = tuple(round(v, 1) for v in extent[:4])
        if key in seen:  # the hotel's and the Ocean House's floors repeat: one outline each
            continue
        seen.add(key)
        drawn.append(rect(extent))
        shadows.append(shadow(extent))
    gardens = [rect(footprint(o)) for o in named(ROOF_GARDENS, objects)]
    shades = []
    for obj in named(("Umbrella", "Parasol"), objects):
        x0, x1, y0, y1, _ = extent = footprint(obj)
        if in_plan(extent) and obj.name.split(".")[0] in ("Umbrella", "Parasol"):
            shades.append(f'<circle cx="{plan_x((x0 + x1) / 2):.0f}" cy="{plan_y((y0 + y1) / 2):.0f}" r="{(x1 - x0) / 2 * SCALE:.1f}"/>')
    return [
        # One group's opacity: where two shadows overlap they are no darker.
        f'<g fill="#12323d" opacity="0.2">{"".join(shadows)}</g>',
        f'<g fill="#fbf8f2" stroke="#12323d" stroke-width="1.2">{"".join(drawn)}</g>',
        f'<g fill="#cfdccb" stroke="#12323d" stroke-width="0.8">{"".join(gardens)}</g>',
        f'<g fill="#fbf8f2" stroke="#8a6a3f" stroke-opacity="0.6">{"".join(shades)}</g>',
    ]


def beach_length():
    """The beach's frontage as a dimension line on the sand, centred on the gardens."""
    x0, x1, y = 5.0 - FRONTAGE / 2, 5.0 + FRONTAGE / 2, 16.0
    ends = f"M{plan_x(x0):.1f} {plan_y(y) - 6:.1f}v12M{plan_x(x1):.1f} {plan_y(y) - 6:.1f}v12"
    line = f"M{plan_x(x0):.1f} {plan_y(y):.1f}H{plan_x(x1):.1f}"
    return [f'<path d="{line}{ends}" stroke="#8a6a3f" fill="none"/>'], (plan_x(5.0), plan_y(y) + 26)


NORTH_POINT = (-188.0, 236.0)


def north_point():
    x, y = plan_x(NORTH_POINT[0]), plan_y(NORTH_POINT[1])
    return [
        f'<g transform="translate({x:.0f} {y:.0f})" stroke="#12323d" fill="none">'
        '<circle r="22" stroke-opacity="0.4"/><path d="M0 -16L7 8L0 3L-7 8Z" fill="#12323d"/></g>'
    ], (x, y + 40)


def markers(objects):
    """Each letter at the middle of its place's footprint."""
    out = {}
    for letter, prefixes in PLACES.items():
        extents = [footprint(o) for o in named(prefixes, objects)]
        x0, x1 = min(e[0] for e in extents), max(e[1] for e in extents)
        y0, y1 = min(e[2] for e in extents), max(e[3] for e in extents)
        out[letter] = (plan_x((x0 + x1) / 2), plan_y((y0 + y1) / 2))
    return out


def point(xy):
    return f"[{xy[0]:.0f}, {xy[1]:.0f}]"


def model_version():
    """The model and the drawing's code the plan is drawn from: the unit test beside the layout
    recomputes it, so a world changed without drawing the plan again fails CI."""
    digest = hashlib.sha256()
    for source in (resort_world.__file__, __file__):
        with open(source, "rb") as f:
            digest.update(f.read())
    return digest.hexdigest()[:16]


def write():
    build_world()
    bpy.context.view_layer.update()  # the planting's placements reach matrix_world
    objects = list(bpy.data.objects)
    beach, beach_note = beach_length()
    north, north_note = north_point()
    drive = footprint(bpy.data.objects["Drive"])
    body = ground() + layers(objects) + planting(objects) + buildings(objects) + beach + north
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}">'
        "<title>The resort from above, drawn from its model</title>" + "".join(body) + "</svg>\n"
    )
    with open(os.path.join(OUT, "site-plan.svg"), "w") as f:
        f.write(svg)
    letters = "\n".join(f"  {letter}: {point(xy)}," for letter, xy in markers(objects).items())
    arrival = (plan_x(drive[1]) + 12, plan_y(NORTH) + 24)
    sea = (WIDTH / 2, HEIGHT - 18)
    layout = f"""// Generated by `npm run media:site-plan` from the resort's model (renders/site_plan.py): do not edit by hand.
// Model version {model_version()}

/** The drawing's size, and where its notes sit on it, in its own units. */
export const sitePlanLayout = {{
  width: {WIDTH},
  height: {HEIGHT},
  notes: {{
    arrival: {point(arrival)},
    beach: {point(beach_note)},
    north: {point(north_note)},
    sea: {point(sea)},
  }},
}} as const;

/** Where each place's letter sits on the drawing: the middle of its footprint in the model. */
export const sitePlanMarkers: Readonly<Record<string, readonly [number, number]>> = {{
{letters}
}};
"""
    with open(os.path.join(OUT, "site-plan-layout.ts"), "w") as f:
        f.write(layout)


if __name__ == "__main__":
    write()
