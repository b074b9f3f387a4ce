"""
The garden walk in the morning, dressed for the picture of a commute measured in footsteps: a
path of pale limestone pavers winding through the lawns between the resort's two rows of palms,
from the beach club towards the Beach House's stepped terraces, beds of ornamental grasses along
it, low bronze path lights and a teak bench in the shade.
"""

import math
import random

import bpy

from courts import mown_lawn
from materials import _principled, _varied
from poolside import _travertine
from residence import _cylinder, _grasses
from resort_world import GROUND, across_walk, box, clear_planting

X0, X1 = -38.0, 16.0
WIDTH = 1.7
LAWN_Z = GROUND - 0.3
PATH_Z = LAWN_Z + 0.04


def centre(x):
    """The walk's centreline: it winds gently between the two rows of palms, rising towards the
    Beach House's end."""
    return 53.0 + 1.3 * math.sin((x - X0) / 8.5) + 0.08 * (X1 - x)


def _materials():
    return {
        "lawn": mown_lawn(),
        "pavers": _travertine(),
        "grass": _principled("Ornamental grass", (0.16, 0.2, 0.07), roughness=0.7, Specular=0.2),
        "bed": _varied(_principled("Mulch", (0.09, 0.06, 0.04), roughness=1.0), 6.0, 0.3, (0.12, 0.08, 0.05)),
        "bronze": _principled("Bronze", (0.22, 0.16, 0.1), roughness=0.35, Metallic=1.0),
    }


def _path(t):
    """Pavers 0.6 m deep across the walk, each turned to the curve, with fine joints of lawn."""
    across_walk("Paver", centre, X0, X1, (0.6, WIDTH, 0.06), LAWN_Z - 0.02, t["pavers"], 0.008, 0.63)


def _beds(t):
    """Beds of grasses along both sides, broken where the walk passes a palm."""
    rng = random.Random(12)
    x = X0 + 2.0
    while x < X1 - 1.0:
        for side in (-1, 1):
            if rng.random() < 0.7:
                y = centre(x) + side * (WIDTH / 2 + rng.uniform(1.0, 1.8))
                length = rng.uniform(2.0, 3.4)
                box("Bed", (x, y, LAWN_Z - 0.05), (length, 1.4, 0.08), t["bed"], 0.2)
                # A clump a metre long at a time: the blades stand as thick as a planted bed's.
                for k in range(int(length)):
                    gx = x - length / 2 + 0.5 + k
                    _grasses("Grasses", (gx, y, LAWN_Z + 0.02), (0.9, 1.0), t["grass"], int(gx * 13) + side)
        x += rng.uniform(3.5, 5.5)


def _lights(t):
    """Low bronze path lights every few metres on the walk's south side."""
    x = X0 + 3.0
    while x < X1:
        y = centre(x) - WIDTH / 2 - 0.35
        _cylinder("Path light", (x, y, LAWN_Z), 0.06, 0.5, t["bronze"], 24)
        _cylinder("Path light cap", (x, y, LAWN_Z + 0.5), 0.1, 0.03, t["bronze"], 24)
        x += 6.0


def build_garden_walk(m):
    t = _materials()
    bpy.data.objects["Lawns"].data.materials[0] = t["lawn"]
    # The walk passes between the rows: palms standing on it step aside.
    clear_planting("Palm", lambda x, y: X0 < x < X1 and abs(y - centre(x)) < 2.5)
    # Near the walk the gardens' shrubs, modelled to be seen from the air, give way to the beds.
    clear_planting("Shrub", lambda x, y: X0 - 5 < x < X1 + 12 and abs(y - centre(min(x, X1))) < 9.0)
    _path(t)
    _beds(t)
    _lights(t)
