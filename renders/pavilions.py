"""
The resort's pavilions on the sand, dressed for their own pictures. The world builds their
massing (resort_world.pavilions); each dressing takes those blocks out and builds the furnished
pavilion on the same footprint.

- The sunset terrace (H) at the west end of the beach: a teak deck a step above the sand, a
  pergola of teak slats over its landward half, a bar of coral stone with a teak top and stools,
  low teak sofas and lanterns facing the sea, palms leaning over the sand.
- The beach club (E) in front of the pools: a teak deck under a deep timber roof on slim posts,
  tables laid in white linen for lunch, a bar along the back, the umbrellas and the sea beyond.
"""

import math
import random

import bmesh
import bpy

from materials import _cane, _principled, _varied
from residence import _cane_chair, _curtain, _cylinder, _fill, _grasses, _planks, _sheer, _soft, _vessel
from resort_world import BEACH_CLUB_Z, GROUND, backshore, beach_height, box, leaning_palm, mesh_object

# The sunset deck's footprint in the world (x west to east, y seaward edge to the back) and its top.
X0, X1, Y0, Y1 = -178.0, -152.0, 32.0, 48.0
DECK_Z = GROUND + 0.25
# The pergola covers the deck's landward half.
PERGOLA_Y = 40.5
PERGOLA_Z = DECK_Z + 2.9


def _materials():
    deck = _varied(_principled("Teak deck", (0.42, 0.28, 0.17), roughness=0.5, Specular=0.3), 0.8, 0.25, (0.5, 0.34, 0.21))
    _planks(deck)
    # The sunset deck is seen at a slant into a low sun: rougher, so it keeps the teak's colour
    # instead of the sky's sheen, and each board of its own shade so that it reads as boards.
    sunset_deck = _varied(_principled("Sunset teak deck", (0.42, 0.28, 0.17), roughness=0.65, Specular=0.25), 0.8, 0.25, (0.5, 0.34, 0.21))
    _planks(sunset_deck, tones=((1.0, 1.0, 1.0), (0.8, 0.74, 0.68)))
    # Under the beach club's roof the boards are limed: pale, so the shade stays light, each of
    # its own shade so that they read as boards in the shade, not as one brown field.
    limed = _varied(_principled("Limed oak deck", (0.76, 0.72, 0.64), roughness=0.6, Specular=0.3), 0.8, 0.15, (0.8, 0.76, 0.68))
    _planks(limed, tones=((1.0, 1.0, 1.0), (0.78, 0.75, 0.7)))
    return {
        "deck": deck,
        "sunset deck": sunset_deck,
        "limed": limed,
        "teak": _principled("Teak", (0.5, 0.35, 0.21), roughness=0.5),
        "cushion": _principled("Outdoor canvas", (0.9, 0.87, 0.8), roughness=0.95, Sheen=0.5),
        "stone": _varied(_principled("Bar stone", (0.74, 0.68, 0.58), roughness=0.85), 6.0, 0.3, (0.68, 0.61, 0.5)),
        "bronze": _principled("Lantern bronze", (0.2, 0.14, 0.09), roughness=0.35, Metallic=1.0),
        "glass": _principled("Lantern glass", (0.97, 0.95, 0.9), roughness=0.05, IOR=1.45, **{"Transmission": 1.0}),
        "bottle": _principled("Bottle", (0.55, 0.35, 0.12), roughness=0.05, IOR=1.45, **{"Transmission": 0.9}),
        "flame": _flame(),
        "ceramic": _principled("Tumbler", (0.9, 0.88, 0.84), roughness=0.3),
        "cloth": _principled("Table linen", (0.92, 0.91, 0.88), roughness=0.9, Sheen=0.4),
        "wineglass": _principled("Glass", (0.97, 0.97, 0.97), roughness=0.02, IOR=1.45, **{"Transmission": 1.0}),
        "leaf": _principled("Leaves", (0.1, 0.16, 0.06), roughness=0.7),
        "cane": _cane("Cane", None),
        "rattan": _cane("Rattan", (64, 16)),
        "clay mat": _principled("Clay mat", (0.56, 0.36, 0.27), roughness=0.9, Sheen=0.3),
        "sage mat": _principled("Sage mat", (0.42, 0.46, 0.38), roughness=0.9, Sheen=0.3),
        "cork": _varied(_principled("Cork", (0.62, 0.45, 0.3), roughness=0.95), 60.0, 0.4, (0.5, 0.34, 0.2)),
        "towel": _principled("Towel", (0.93, 0.9, 0.84), roughness=1.0, Sheen=0.8),
        "sheer": _sheer(),
    }


def _flame(name="Candle", colour=(1.0, 0.62, 0.3), strength=12.0):
    """A candle's flame, or a lamp's lit glass or shade: seen, and not sampled as a light."""
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes = material.node_tree.nodes
    emission = nodes.new("ShaderNodeEmission")
    emission.inputs["Color"].default_value = (*colour, 1)
    emission.inputs["Strength"].default_value = strength
    material.node_tree.links.new(emission.outputs["Emission"], nodes["Material Output"].inputs["Surface"])
    # A candle is seen, not lit by: sampled as a light, dozens of tiny flames only add grain.
    material.cycles.sample_as_light = False
    return material


def _deck(t):
    box("Sunset deck", ((X0 + X1) / 2, (Y0 + Y1) / 2, DECK_Z - 0.35), (X1 - X0, Y1 - Y0, 0.35), t["sunset deck"], 0.01)
    # A broad step down to the sand along the seaward edge.
    box("Sunset deck step", ((X0 + X1) / 2, Y0 - 0.45, DECK_Z - 0.55), (X1 - X0, 0.9, 0.33), t["sunset deck"], 0.01)


def _pergola(t, posts, beams, slats, deck_z, top_z):
    """Teak posts at `posts` (x) along each beam (y in `beams`), slats across the beams from
    `slats`' first y to its last, and a fascia over their seaward ends: low sun lays their
    stripes on the deck."""
    x0, x1 = min(posts) - 0.4, max(posts) + 0.4
    for px in posts:
        for py in beams:
            box("Pergola post", (px, py, deck_z), (0.2, 0.2, top_z - deck_z), t["teak"], 0.01)
    for py in beams:
        box("Pergola beam", ((x0 + x1) / 2, py, top_z), (x1 - x0 + 0.6, 0.16, 0.32), t["teak"], 0.01)
    x = x0 - 0.2
    while x < x1 + 0.2:
        box("Pergola slat", (x, (slats[0] + slats[1]) / 2, top_z + 0.32), (0.06, slats[1] - slats[0] + 0.2, 0.16), t["teak"], 0.005)
        x += 0.32
    # A fascia board over the slats' seaward ends: one clean edge against the sky.
    box("Pergola fascia", ((x0 + x1) / 2, slats[0] - 0.12, top_z + 0.3), (x1 - x0 + 0.6, 0.05, 0.22), t["teak"], 0.005)


def _counter(t, cx, cy, z, length, stools, stool=None):
    """A bar counter along x: coral stone under a teak top, stools on its seaward side, by default
    teak ones with cane backs, the beach club's armchairs lifted (a bronze disc on a pole read as
    plain); `stool(x, y)` builds another kind at each place."""
    box("Bar counter", (cx, cy, z), (length, 0.7, 1.06), t["stone"], 0.02)
    box("Bar top", (cx, cy - 0.08, z + 1.06), (length + 0.2, 0.95, 0.06), t["teak"], 0.01)
    for k in range(stools):
        sx = cx - length / 2 + 0.9 + k * (length - 1.8) / (stools - 1)
        if stool:
            stool(sx, cy - 0.95)
        else:
            _cane_chair(sx, cy - 0.95, z, math.pi, t["teak"], t["cane"], t["cushion"], lift=0.33)


def _bottle(t, x, y, z, k):
    """One of a row of bottles; `k` varies their heights."""
    height = 0.28 + 0.06 * (k % 3)
    _vessel("Bottle", (x, y, z), ((0.04, 0), (0.04, height * 0.65), (0.015, height * 0.8), (0.015, height)), t["bottle"])


def _bar(t):
    """Under the pergola at the west end: a coral-stone counter with a teak top, stools on its
    seaward side, and a low back bar of bottles against the back beam's posts."""
    cx, cy, length = X0 + 5.6, Y1 - 2.6, 9.0
    _counter(t, cx, cy, DECK_Z, length, 6)
    box("Back bar", (cx, Y1 - 0.75, DECK_Z), (length, 0.45, 0.95), t["teak"], 0.01)
    for k in range(14):
        _bottle(t, cx - length / 2 + 0.5 + k * 0.6 + (0.12 if k % 2 else 0), Y1 - 0.75, DECK_Z + 0.95, k)
    for k in range(3):
        _vessel("Tumbler", (cx - 2.0 + k * 1.6, cy - 0.25, DECK_Z + 1.12), ((0.035, 0), (0.04, 0.1)), t["ceramic"])
    _lantern(t, cx + 3.8, cy - 0.1, DECK_Z + 1.12, 0.5)


def _sofa(t, x, y, heading, seats=3):
    """A low outdoor sofa, built facing south (-y): a slim teak frame raised on legs, open
    beneath, a back slatted across and open arms (solid teak panels read as blocks of foam),
    thick canvas cushions."""
    width = 0.82 * seats + 0.3
    parts = [box("Sofa rail", (0, 0, 0.14), (width, 0.95, 0.2), t["teak"], 0.012)]
    for lx in (-width / 2 + 0.05, 0.0, width / 2 - 0.05):
        for ly in (-0.42, 0.42):
            parts.append(box("Sofa leg", (lx, ly, 0), (0.07, 0.07, 0.14), t["teak"], 0.005))
    # Broad slats laid across the back between two posts: upright ones, seen between the
    # cushions' rounded corners, read as a picket fence.
    for side in (-1, 1):
        parts.append(box("Sofa back post", (side * (width / 2 - 0.04), 0.44, 0.34), (0.07, 0.07, 0.38), t["teak"], 0.005))
    for z in (0.37, 0.49, 0.61):
        parts.append(box("Sofa back slat", (0, 0.44, z), (width - 0.1, 0.04, 0.08), t["teak"], 0.005))
    parts.append(box("Sofa back rail", (0, 0.44, 0.72), (width, 0.07, 0.06), t["teak"], 0.01))
    for side in (-1, 1):
        ax = side * (width / 2 - 0.04)
        parts.append(box("Sofa arm", (ax, 0, 0.58), (0.08, 0.95, 0.045), t["teak"], 0.01))
        parts.append(box("Sofa arm post", (ax, -0.42, 0.34), (0.06, 0.06, 0.24), t["teak"], 0.005))
    for s in range(seats):
        sx = -width / 2 + 0.15 + 0.82 * (s + 0.5)
        parts.append(_soft(box("Sofa seat", (sx, -0.05, 0.34), (0.8, 0.8, 0.16), t["cushion"], 0.04), 0.06))
        back = _soft(box("Sofa cushion", (sx, 0.27, 0.48), (0.76, 0.18, 0.5), t["cushion"], 0.04), 0.08)
        back.rotation_euler = (math.radians(-10), 0, 0)
        parts.append(back)
    for part in parts:
        part.location = (x, y, DECK_Z)
        part.rotation_euler = (part.rotation_euler[0], 0, heading)


def _lantern(t, x, y, z, height):
    """A bronze-framed glass lantern with a candle: at sunset its flame is just beginning to show."""
    box("Lantern base", (x, y, z), (height * 0.5, height * 0.5, 0.03), t["bronze"], 0.004)
    box("Lantern glass", (x, y, z + 0.03), (height * 0.42, height * 0.42, height * 0.8), t["glass"], 0.004).visible_shadow = False
    box("Lantern cap", (x, y, z + height * 0.83), (height * 0.5, height * 0.5, 0.04), t["bronze"], 0.004)
    _cylinder("Candle", (x, y, z + 0.03), height * 0.09, height * 0.35, t["flame"], 16)


def _lounge(t):
    """Two groups of sofas around low teak tables, facing the sea and the sun going down."""
    for gx in (X0 + 8.0, X1 - 6.5):
        _sofa(t, gx, 36.6, math.radians(-15))
        _sofa(t, gx - 2.6, 34.4, math.radians(-100), seats=2)
        box("Low table", (gx - 0.4, 34.6, DECK_Z + 0.28), (1.3, 1.1, 0.06), t["teak"], 0.01)
        for dx in (-0.58, 0.58):
            for dy in (-0.48, 0.48):
                box("Low table leg", (gx - 0.4 + dx, 34.6 + dy, DECK_Z), (0.07, 0.07, 0.28), t["teak"], 0.005)
        _lantern(t, gx - 0.6, 34.5, DECK_Z + 0.34, 0.36)
        _vessel("Tumbler", (gx - 0.1, 34.8, DECK_Z + 0.34), ((0.035, 0), (0.04, 0.1)), t["ceramic"])
    for lx in (X0 + 2.4, X1 - 1.5, (X0 + X1) / 2 + 1.0):
        _lantern(t, lx, Y0 + 0.8, DECK_Z, 0.6)


def _palms(m):
    """Palms leaning out over the sand towards the sea, framing the sun as it goes down."""
    for seed, x, y, turn, scale in ((5, -181.0, 27.0, -105, 1.05), (3, -166.5, 24.0, -80, 0.95), (9, -149.0, 29.0, -70, 1.1)):
        leaning_palm(m, "Sunset palm", seed, x, y, GROUND - 0.6, turn, scale)


# The beach club's deck and roof (resort_world.pavilions' footprint and floor).
CLUB_X0, CLUB_X1, CLUB_Y0, CLUB_Y1 = 15.0, 45.0, 27.0, 41.0
CLUB_Z = BEACH_CLUB_Z
ROOF_Z = CLUB_Z + 3.1


def _club_shell(m, t):
    """The deck, posts along the front and back (the view stays open), and a deep roof with a
    slatted teak ceiling, planted on top."""
    cx, cy = (CLUB_X0 + CLUB_X1) / 2, (CLUB_Y0 + CLUB_Y1) / 2
    box("Club deck", (cx, cy, CLUB_Z - 0.4), (CLUB_X1 - CLUB_X0, CLUB_Y1 - CLUB_Y0, 0.4), t["limed"], 0.01)
    box("Club step", (cx, CLUB_Y0 - 0.45, CLUB_Z - 0.62), (CLUB_X1 - CLUB_X0 - 4, 0.9, 0.3), t["limed"], 0.01)
    for px in (16.5, 24.0, 31.5, 39.0, 44.0):
        for py in (CLUB_Y0 + 1.5, CLUB_Y1 - 0.4):
            box("Club post", (px, py, CLUB_Z), (0.22, 0.22, ROOF_Z - CLUB_Z), t["teak"], 0.01)
    box("Club roof", (cx, cy + 0.2, ROOF_Z), (CLUB_X1 - CLUB_X0 + 2.0, CLUB_Y1 - CLUB_Y0 + 1.2, 0.45), t["stone"], 0.03)
    # Planted on top, like the club house's: from the air the roof reads as garden, not a slab.
    box("Club planted roof", (cx, cy + 0.2, ROOF_Z + 0.45), (CLUB_X1 - CLUB_X0 + 0.8, CLUB_Y1 - CLUB_Y0, 0.12), m["sedum"], 0.04)
    box("Club fascia", (cx, CLUB_Y0 - 0.4, ROOF_Z - 0.05), (CLUB_X1 - CLUB_X0 + 2.0, 0.12, 0.55), t["teak"], 0.01)
    x = CLUB_X0 - 0.8
    while x < CLUB_X1 + 0.8:
        box("Club ceiling slat", (x, cy + 0.2, ROOF_Z - 0.12), (0.07, CLUB_Y1 - CLUB_Y0 + 1.0, 0.12), t["teak"], 0.005)
        x += 0.22


def _wine_glass(material, x, y, z):
    """A stemmed wine glass standing at (x, y) on a table top at z."""
    _vessel("Wine glass", (x, y, z), ((0.03, 0), (0.005, 0.01), (0.005, 0.1), (0.035, 0.13), (0.04, 0.18), (0.032, 0.22)), material)


def _tablecloth(material, x, y, top, size, drop):
    """White linen over a square table: flat on the top, falling `drop` at the sides in soft
    folds that deepen towards the hem, the corners hanging lowest and rounding as they fall."""
    bm = bmesh.new()
    folds, around, rings = 28, 224, 10
    phase = (x * 7.1 + y * 3.3) % (2 * math.pi)
    rows = []
    for j in range(rings + 1):
        s = j / rings
        half = size / 2 + 0.012 + 0.02 * s
        power = 2.0 / (14.0 - 9.0 * s)  # a superellipse: square at the top, rounded at the hem
        row = []
        for i in range(around):
            a = 2 * math.pi * i / around
            c, n = math.cos(a), math.sin(a)
            corner = abs(math.sin(2 * a)) ** 4
            reach = half + 0.018 * s ** 1.5 * math.sin(folds * a + phase)
            px = x + reach * math.copysign(abs(c) ** power, c)
            py = y + reach * math.copysign(abs(n) ** power, n)
            row.append(bm.verts.new((px, py, top - drop * s - 0.07 * s * s * corner)))
        rows.append(row)
    centre = bm.verts.new((x, y, top))
    for i in range(around):
        k = (i + 1) % around
        bm.faces.new((centre, rows[0][i], rows[0][k]))
        for j in range(rings):
            bm.faces.new((rows[j][i], rows[j + 1][i], rows[j + 1][k], rows[j][k]))
    mesh_object("Tablecloth", bm, material, smooth=True)


def _club_table(t, x, y, seats):
    """A square teak table for two or four under white linen, laid for lunch."""
    size = 0.9 if seats == 4 else 0.75
    top = CLUB_Z + 0.77
    # Inside the cloth's rounded corners, so none shows through.
    box("Table top", (x, y, top - 0.035), (size - 0.06, size - 0.06, 0.03), t["teak"], 0.006)
    for dx in (-1, 1):
        for dy in (-1, 1):
            box("Table leg", (x + dx * (size / 2 - 0.06), y + dy * (size / 2 - 0.06), CLUB_Z), (0.05, 0.05, 0.73), t["teak"], 0.006)
    _tablecloth(t["cloth"], x, y, top, size, 0.3)
    places = ((0, -1), (0, 1)) + (((-1, 0), (1, 0)) if seats == 4 else ())
    for dx, dy in places:
        _cane_chair(x + dx * (size / 2 + 0.32), y + dy * (size / 2 + 0.32), CLUB_Z, math.atan2(dx, -dy) + math.pi, t["teak"], t["cane"], t["cushion"])
        px, py = x + dx * size * 0.3, y + dy * size * 0.3
        _cylinder("Plate", (px, py, CLUB_Z + 0.77), 0.14, 0.015, t["ceramic"], 32)
        _wine_glass(t["wineglass"], px + 0.16, py - 0.1 * dy, CLUB_Z + 0.77)
    _vessel("Carafe", (x - 0.1, y + 0.05, CLUB_Z + 0.77), ((0.05, 0), (0.07, 0.1), (0.04, 0.2), (0.025, 0.26)), t["wineglass"])
    _vessel("Bud vase", (x + 0.05, y - 0.05, CLUB_Z + 0.77), ((0.03, 0), (0.045, 0.06), (0.015, 0.13)), t["ceramic"])


def _club_bar(t):
    """A long bar along the back: coral stone, a teak top, rattan pendants over it."""
    cx, cy, length = 30.0, CLUB_Y1 - 1.4, 12.0
    _counter(t, cx, cy, CLUB_Z, length, 7)
    for k in range(12):
        _bottle(t, cx - length / 2 + 0.6 + k * 0.95, cy + 0.1, CLUB_Z + 1.12, k)


def _pendant(t, x, y):
    """A woven rattan bell pendant on a long cord, unlit at lunch: the sky shows through its weave."""
    _vessel("Pendant", (x, y, ROOF_Z - 1.55), ((0.03, 0.44), (0.13, 0.41), (0.24, 0.32), (0.32, 0.17), (0.36, 0.04), (0.38, 0.0)), t["rattan"])
    box("Pendant cord", (x, y, ROOF_Z - 1.15), (0.01, 0.01, 1.05), t["bronze"], 0)


def _planter_palm(t, x, y):
    """A potted areca palm: a clay planter and a fountain of thin fronds."""
    _vessel("Planter", (x, y, CLUB_Z), ((0.3, 0), (0.36, 0.6), (0.37, 0.62)), t["stone"])
    rng = random.Random(int(x * 13 + y))
    bm = bmesh.new()
    for _ in range(22):
        heading = rng.uniform(0, 2 * math.pi)
        length = rng.uniform(1.0, 1.6)
        rise = rng.uniform(0.9, 1.6)
        prev = None
        for k in range(9):
            u = k / 8
            px = x + math.cos(heading) * length * u
            py = y + math.sin(heading) * length * u
            pz = CLUB_Z + 0.6 + rise * math.sin(u * math.pi * 0.75) + 0.4 * u
            width = 0.12 * math.sin(math.pi * min(1.0, u * 1.1)) + 0.01
            side = (-math.sin(heading) * width, math.cos(heading) * width)
            pair = (bm.verts.new((px - side[0], py - side[1], pz)), bm.verts.new((px + side[0], py + side[1], pz)))
            if prev:
                bm.faces.new((prev[0], prev[1], pair[1], pair[0]))
            prev = pair
    mesh_object("Areca", bm, t["leaf"])


def build_beach_club(m):
    for obj in [o for o in bpy.data.objects if o.name.startswith(("Beach club deck", "Beach club roof", "Beach club post"))]:
        bpy.data.objects.remove(obj)
    t = _materials()
    _club_shell(m, t)
    # Two rows of tables under the roof: fours along the front, twos behind.
    for tx in (19.0, 24.5, 30.0, 35.5, 41.0):
        _club_table(t, tx, CLUB_Y0 + 3.4, 4)
    for tx in (21.5, 27.0, 33.0, 38.5):
        _club_table(t, tx, CLUB_Y0 + 7.0, 2)
    _club_bar(t)
    for px in (19.0, 24.5, 30.0, 35.5, 41.0):
        _pendant(t, px, CLUB_Y0 + 3.4)
    # The light the pale deck and the bar return under the roof, as a soft panel at the back.
    _fill("Club fill", (30.0, CLUB_Y1 - 0.3, CLUB_Z + 1.6), 14.0, 700.0)
    for px, py in ((CLUB_X0 + 0.8, CLUB_Y0 + 1.2), (CLUB_X1 - 0.8, CLUB_Y0 + 1.2)):
        _planter_palm(t, px, py)


def build_sunset_terrace(m):
    for name in ("Sunset terrace", "Sunset bar"):
        bpy.data.objects.remove(bpy.data.objects[name])
    t = _materials()
    _deck(t)
    _pergola(t, (X0 + 0.4, X0 + 6.8, X0 + 13.0, X1 - 6.8, X1 - 0.4), (PERGOLA_Y, Y1 - 0.3), (PERGOLA_Y, Y1), DECK_Z, PERGOLA_Z)
    _bar(t)
    _lounge(t)
    _palms(m)


# The spa's yoga pavilion on the sand east of the Ocean House (resort_world.pavilions' footprint):
# a teak deck under a slatted pergola, open on every side, linen drapes at its posts.
YOGA_X0, YOGA_X1, YOGA_Y0, YOGA_Y1 = 236.0, 248.0, 37.0, 45.0
YOGA_Z = beach_height(242.0, 40.0) + 0.45
YOGA_TOP = YOGA_Z + 2.8


def _mat(t, x, y, colour):
    """A yoga mat laid towards the sea, a cork block and a rolled towel at its head."""
    _soft(box("Yoga mat", (x, y, YOGA_Z), (0.64, 1.86, 0.008), t[colour], 0.004), 0.004, 2)
    box("Cork block", (x + 0.18, y + 0.78, YOGA_Z + 0.008), (0.23, 0.15, 0.1), t["cork"], 0.012)
    towel = _cylinder("Rolled towel", (x - 0.12, y + 0.8, YOGA_Z + 0.008), 0.07, 0.42, t["towel"], 24)
    towel.rotation_euler = (0, math.radians(90), 0)
    towel.location = (x - 0.33, y + 0.8, YOGA_Z + 0.078)


def build_yoga_pavilion(m):
    for obj in [o for o in bpy.data.objects if o.name.startswith("Yoga pavilion")]:
        bpy.data.objects.remove(obj)
    t = _materials()
    cx, cy = (YOGA_X0 + YOGA_X1) / 2, (YOGA_Y0 + YOGA_Y1) / 2
    box("Yoga deck", (cx, cy, YOGA_Z - 0.45), (YOGA_X1 - YOGA_X0, YOGA_Y1 - YOGA_Y0, 0.45), t["deck"], 0.01)
    box("Yoga step", (cx, YOGA_Y0 - 0.45, YOGA_Z - 0.62), (YOGA_X1 - YOGA_X0 - 2.0, 0.9, 0.3), t["deck"], 0.01)
    posts = (YOGA_X0 + 0.4, cx, YOGA_X1 - 0.4)
    beams = (YOGA_Y0 + 0.5, YOGA_Y1 - 0.5)
    _pergola(t, posts, beams, beams, YOGA_Z, YOGA_TOP)
    # Sheers gathered either side of each seaward post, their hems lifted inland by the breeze.
    for k, px in enumerate(posts):
        for side in (-1, 1):
            if (k == 0 and side < 0) or (k == 2 and side > 0):
                continue
            xa, xb = sorted((px + side * 0.15, px + side * 0.95))
            _curtain("Yoga drape", xa, xb, 0.12 + 0.05 * k, t["sheer"], hang=(beams[0] + 0.12, YOGA_TOP - 0.05, YOGA_Z + 0.03))
    for x, colour in ((cx - 0.1, "clay mat"), (cx + 1.0, "sage mat")):
        _mat(t, x, cy - 0.3, colour)
    # Beside the mats' heads a teak tray (a carafe of water, two glasses) and a bronze singing bowl.
    tx, ty = cx - 1.2, cy + 0.7
    box("Tray", (tx, ty, YOGA_Z), (0.45, 0.6, 0.04), t["teak"], 0.01)
    _vessel("Carafe", (tx, ty + 0.12, YOGA_Z + 0.04), ((0.05, 0), (0.07, 0.1), (0.04, 0.2), (0.025, 0.26)), t["wineglass"])
    for dy in (-0.05, -0.18):
        _vessel("Glass", (tx + 0.08, ty + dy, YOGA_Z + 0.04), ((0.03, 0), (0.035, 0.1)), t["wineglass"])
    _vessel("Singing bowl", (cx + 1.75, cy + 0.75, YOGA_Z), ((0.05, 0), (0.1, 0.03), (0.12, 0.08), (0.11, 0.09)), t["bronze"])
    for gx in (YOGA_X0 + 0.6, YOGA_X1 - 0.6):
        _vessel("Planter", (gx, YOGA_Y1 - 0.6, YOGA_Z), ((0.3, 0), (0.36, 0.5), (0.37, 0.52)), t["stone"])
        _grasses("Planter grasses", (gx, YOGA_Y1 - 0.6, YOGA_Z + 0.5), (0.55, 0.55), t["leaf"], int(gx))
    backshore(m, 200.0, 275.0, 52.0)
    for seed, x, y, turn, scale in ((7, 238.5, 30.5, -100, 1.0),):
        leaning_palm(m, "Yoga palm", seed, x, y, beach_height(x, y) - 0.2, turn, scale)
