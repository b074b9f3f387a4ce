"""
The beach east of the resort, dressed for the picture of it at first light: the world's sand is
a smooth slope seen from the air, so near the camera it is rebuilt finely, with wind-blown relief,
a line of footprints and the darker wet sand the last wave left. A pair of loungers by a furled
umbrella, and palms leaning out over the sand from the wild coast behind.
"""

import math
import random

import bpy

from materials import _bump, _object_noise, sand_material
from resort_world import SHORE_SPAN, beach_height, box, cone, leaning_palm, lounger, shoreline, terrain

# The stretch rebuilt finely: on the Beach terrain's 4 m grid, so its edges meet the rest.
X0, X1 = 336.0, 392.0
Y0, Y1 = -12.0, 40.0
# Where the loungers stand, well up the dry sand.
LOUNGERS = (356.0, 12.6)


def _relief(x, y):
    """A few centimetres of wind-blown relief over the world's slope, fading to nothing at the patch's
    edges and under the water; footprints walk along the beach below the loungers."""
    fade = min(1.0, (x - X0) / 8.0, (X1 - x) / 8.0, (Y1 - y) / 8.0)
    rise = y - shoreline(x)
    if fade <= 0 or rise <= 0:
        return 0.0
    # Long, low wind ripples across the beach, never domes: raking light turns a dome into a spot.
    dunes = (
        0.022 * math.sin(x * 0.22 + y * 1.4)
        + 0.012 * math.sin(x * 0.5 + y * 2.9 + 1.7)
        + 0.008 * math.sin(x * 0.9 + y * 5.3 + 0.4)
    )
    # The last wave's edge: a low ridge of sand a little above the waterline.
    berm = 0.06 * math.exp(-(((rise - 1.6) / 0.5) ** 2))
    step = 0.0
    for k in range(-6, 8):
        fx = 352.0 + k * 0.78
        fy = 9.0 + 0.5 * math.sin(k * 0.6) + (0.16 if k % 2 else -0.16)
        d = ((x - fx) / 0.14) ** 2 + ((y - fy) / 0.06) ** 2
        step -= 0.035 * math.exp(-d)
    return fade * (dunes * min(1.0, rise / 3.0) + berm + step)


def _grained_sand():
    """The world's sand (wet near the sea) with its grains, for a camera close to it."""
    material = sand_material()
    grains = _object_noise(material, 40.0, 4.0)
    return _bump(material, grains.outputs["Fac"], 0.12, 0.01)


def rebuild_beach(m, x0, x1, relief, material=None):
    """The Beach terrain in three pieces: the world's slope either side, and from x0 to x1 (on its
    4 m grid, so the edges meet) a fine stretch with relief(x, y) over the slope, in grained sand
    unless given a material."""
    bpy.data.objects.remove(bpy.data.objects["Beach"])
    terrain("Beach west", -SHORE_SPAN, x0, Y0, Y1, beach_height, m["sand"], step=4.0)
    terrain("Beach east", x1, SHORE_SPAN, Y0, Y1, beach_height, m["sand"], step=4.0)
    terrain("Beach near", x0, x1, Y0, Y1, lambda x, y: beach_height(x, y) + relief(x, y), material or _grained_sand(), step=0.1)


def _furled_umbrella(x, y, m):
    """A beach umbrella closed on its pole, its canvas gathered in a slim cone."""
    z = beach_height(x, y)
    box("Furled pole", (x, y, z - 0.3), (0.05, 0.05, 2.9), m["timber"], 0)
    cone("Furled canvas", (x, y, z + 1.75), 0.13, 0.03, 1.3, 10, m["canvas"], cap=True)


def _palms(m):
    """Palms from the wild coast leaning out over the sand towards the sea and the low sun."""
    rng = random.Random(11)
    for seed, x, y, turn, scale in (
        (4, 366.0, 20.0, -80, 1.1),
        (8, 381.0, 22.0, -100, 1.0),
        (6, 399.0, 24.5, -75, 0.95),
        (12, 421.0, 23.0, -95, 1.05),
        (2, 446.0, 26.0, -85, 0.9),
        (14, 474.0, 24.0, -90, 1.0),
    ):
        leaning_palm(m, "Dawn palm", seed, x, y, beach_height(x, y) - 0.2, turn + rng.uniform(-8, 8), scale)


def build_beach_dawn(m):
    rebuild_beach(m, X0, X1, _relief)
    x, y = LOUNGERS
    for dx in (-0.75, 0.75):
        lounger(x + dx, y, beach_height(x + dx, y), m)
    _furled_umbrella(x + 1.9, y + 1.2, m)
    _palms(m)
