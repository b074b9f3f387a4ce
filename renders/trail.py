"""
The coastal trail east of the resort, dressed for the picture of it in the morning: a teak
boardwalk winding along the top of the beach from the wild coast to the spa's yoga pavilion,
between mounds of sea grape and the palms, the sea on the other side. A dog's water bowl and a
ball wait by its posts for the residents' dogs, who walk it every morning.
"""

import math
import random

import bmesh
import bpy

from materials import _principled, _varied
from residence import _vessel
from resort_world import across_walk, backshore, beach_height, box, clear_planting, leaning_palm, mesh_object

# The boardwalk along the top of the beach, ending on the sand short of the yoga pavilion (out
# of the yoga shot's frame), and its deck.
X0, X1 = 266.0, 334.0
WIDTH = 1.8
DECK_Z = beach_height(300.0, 40.0) + 0.35


def centre(x):
    """The boardwalk's centreline: it winds gently between the palms and the dunes."""
    return 40.0 - 2.2 * math.sin((x - X0) / 11.0) - 0.02 * (x - X0)


def _materials():
    return {
        "deck": _principled("Boardwalk teak", (0.42, 0.3, 0.19), roughness=0.7),
        "grape": _varied(_principled("Sea grape", (0.08, 0.16, 0.035), roughness=0.45, Specular=0.4), 3.0, 0.3, (0.16, 0.2, 0.05)),
        "bowl": _principled("Bowl glaze", (0.88, 0.86, 0.8), roughness=0.15),
        "water": _principled("Bowl water", (0.9, 0.95, 0.95), roughness=0.02, IOR=1.33, **{"Transmission": 1.0}),
        "ball": _principled("Ball felt", (0.72, 0.8, 0.2), roughness=0.95, Sheen=1.0),
    }


def _boardwalk(t):
    """Boards across the walk, 140 mm with a gap, each turned to the curve; a line of posts along
    its landward edge."""
    across_walk("Boardwalk board", centre, X0, X1, (0.14, WIDTH, 0.04), DECK_Z - 0.04, t["deck"], 0.006, 0.155)
    for k in range(int((X1 - X0) / 2.4)):
        px = X0 + 1.2 + k * 2.4
        py = centre(px) + WIDTH / 2 + 0.05
        box("Boardwalk post", (px, py, beach_height(px, py) - 0.2), (0.1, 0.1, DECK_Z - beach_height(px, py) + 1.1), t["deck"], 0.01)


def _sea_grape(t, x, y, size, seed):
    """A mound of sea grape: round, leathery leaves facing up and out over a low dome."""
    rng = random.Random(seed)
    bm = bmesh.new()
    z0 = beach_height(x, y) - 0.1
    for _ in range(int(420 * size * size)):
        a = rng.uniform(0, 2 * math.pi)
        r = size * math.sqrt(rng.random())
        lx, ly = x + r * math.cos(a), y + r * math.sin(a) * 0.8
        lz = z0 + size * 0.9 * math.sqrt(max(0.0, 1 - (r / size) ** 2)) + rng.uniform(-0.08, 0.08)
        radius = rng.uniform(0.07, 0.12)
        # Each leaf faces up and out, tilted a little at random.
        tilt, turn = rng.uniform(0.3, 1.1), rng.uniform(0, 2 * math.pi)
        u = (math.cos(turn), math.sin(turn), 0.0)
        v = (-math.sin(turn) * math.cos(tilt), math.cos(turn) * math.cos(tilt), math.sin(tilt))
        ring = [
            bm.verts.new((lx + radius * (math.cos(s) * u[0] + math.sin(s) * v[0]),
                          ly + radius * (math.cos(s) * u[1] + math.sin(s) * v[1]),
                          lz + radius * (math.cos(s) * u[2] + math.sin(s) * v[2])))
            for s in (2 * math.pi * k / 8 for k in range(8))
        ]
        bm.faces.new(ring)
    mesh_object("Sea grape", bm, t["grape"])


def _dog_corner(t):
    """By the posts near the start of the walk: a glazed water bowl and a tennis ball."""
    x = 302.6
    y = centre(x) + WIDTH / 2 - 0.35
    _vessel("Dog bowl", (x, y, DECK_Z), ((0.11, 0), (0.15, 0.02), (0.16, 0.07), (0.14, 0.075), (0.12, 0.03), (0.01, 0.03)), t["bowl"])
    _vessel("Bowl water", (x, y, DECK_Z + 0.03), ((0.125, 0), (0.145, 0.03), (0.01, 0.031)), t["water"])
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=24, v_segments=12, radius=0.033)
    mesh_object("Ball", bm, t["ball"], smooth=True).location = (x - 0.32, y + 0.05, DECK_Z + 0.033)


def build_trail(m):
    t = _materials()
    # Near the walk the forest's crowns give way to sand and a bank of sea grape under the palms:
    # at eye level the world's crowns read as the blobs they are.
    clear_planting("Tree", lambda x, y: 240 < x < 350 and y < 75)
    backshore(m, 246.0, 345.0, 62.0)
    _boardwalk(t)
    rng = random.Random(8)
    for _ in range(46):
        x, y = rng.uniform(250, 345), rng.uniform(47, 62)
        _sea_grape(t, x, y, rng.uniform(1.4, 2.6), int(x * 7 + y))
    rng = random.Random(3)
    x = X0 + 3.0
    while x < X1:
        for side, reach in ((1, 2.6), (-1, 2.3)):
            y = centre(x) + side * (WIDTH / 2 + reach * rng.uniform(0.6, 1.3))
            # Nothing low on the sand south of y 34.5: the yoga shot looks out over it.
            if rng.random() < 0.75 and y > 34.5:
                _sea_grape(t, x + rng.uniform(-1, 1), y, rng.uniform(0.8, 1.6), int(x * 10) + side)
        x += rng.uniform(3.0, 5.5)
    # Palms on the landward side, leaning out over the walk towards the sea.
    for seed, px, py, turn, scale in ((13, 296.0, 44.5, -110, 1.0), (15, 283.0, 43.0, -95, 1.1), (17, 271.0, 44.0, -120, 0.95)):
        leaning_palm(m, "Trail palm", seed, px, py, beach_height(px, py) - 0.2, turn, scale)
    _dog_corner(t)
