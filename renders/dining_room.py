"""
A residence's dining room set for a private chef's dinner at sunset, for the copy of the
residences team's in-residence services ("a private chef for the evening, fresh flowers").

Where: the west corner residence of the Ocean House's eighth floor. Dinner as the sun sets over
the sea asks for a room that looks west and south at once. The sea is south and the sun sets in
the west: the Beach House's rooms look south between solid end walls and would see it only
askance, and the hotel's sea view is across the pools. The Ocean House's glazing wraps its west
corner above the podium (the massing's open ends), so a corner residence there has glass on
both sides and the sun at the end of its table (at 253°, south of west, the horizon is sea),
the resort's gardens, pools and the Beach House low below it. Eight floors up, the sea fills
the view under the horizon where from the ground the gardens and palms would.

The world's eighth floor is taken out and built again east of the residence; the room stands
in its place: oak underfoot, plaster walls, the residences' sliding glass to the south terrace
and fixed glass to the west, a long oak table laid for eight under a linear bronze pendant,
candles lit, white flowers low along the middle, an olive by the corner.
"""

import math
import random

import bmesh
import bpy
from mathutils import Matrix

from materials import _principled
from pavilions import _flame, _wine_glass
from penthouse import _dining_chair, _turned
from private_club import _fixed_glass, _point
from residence import _cylinder, _fill, _glass_wall, _materials, _olive, _portal, _soft, _vessel
from resort_world import FLOOR, GROUND, box, mesh_object, terraced_floor

LEVEL = 7  # the eighth floor
Z = GROUND + FLOOR * LEVEL
FLOOR_Z = Z + 0.4
CEILING = 3.0
# The Ocean House's floors: x 85-135, glazing line y 80.1, the terrace's edge 76.25; the west
# residence is the first of three bays.
BAY = (85.0, 85.0 + 50.0 / 3)
WEST_X = 85.1
GLASS_Y = 80.1
EAST_X, BACK_Y = 98.0, 90.0
TABLE = (90.4, 85.2)
TABLE_LENGTH = 3.9


def _rebuild_floor(r, m):
    """Takes the world's eighth floor out and builds it again from the west residence's east
    wall on; under the residence, its slab, the terrace's limestone, balustrade and soffit."""
    name = f"Ocean House L{LEVEL + 1}"
    for obj in [o for o in bpy.data.objects if o.name.startswith(f"{name} ")]:
        bpy.data.objects.remove(obj)
    terraced_floor(f"{name} east", BAY[1], 135.0, 78.0, 20.0, Z, m, terrace=3.6, fins=2, open_ends=(False, True))
    x0, x1 = BAY[0] - 0.3, BAY[1]
    cx = (x0 + x1) / 2
    # A little thinner than the world's slab: the room's oak and the terrace's stone lie on it.
    box(f"{name} slab", (cx, 86.2, Z), (x1 - x0, 23.6, 0.38), m["stucco"], 0)
    box(f"{name} terrace", (cx, 78.2, FLOOR_Z - 0.02), (x1 - x0, 3.9, 0.02), r["limestone"], 0)
    box(f"{name} soffit", (cx, 76.4, Z + FLOOR - 0.45), (x1 - x0, 3.8, 0.05), m["soffit"], 0)
    box(f"{name} balustrade", (cx, 76.25, FLOOR_Z), (x1 - x0 - 0.2, 0.03, 1.08), m["glass"], 0).visible_shadow = False
    box(f"{name} handrail", (cx, 76.25, FLOOR_Z + 1.06), (x1 - x0 - 0.2, 0.06, 0.03), r["bronze"], 0)
    # The fin at the terrace's west end, as the world's open end has it.
    box(f"{name} fin", (BAY[0], 77.8, FLOOR_Z), (0.45, 3.2, FLOOR - 0.8), m["stucco"], 0.05)


def _room(r):
    """Oak underfoot, a plaster ceiling and walls, sliding glass to the terrace, fixed glass west."""
    cx, cy = (WEST_X + EAST_X) / 2, (GLASS_Y + BACK_Y) / 2
    box("Dining floor", (cx, cy, FLOOR_Z - 0.02), (EAST_X - WEST_X, BACK_Y - GLASS_Y, 0.02), r["oak"], 0)
    box("Dining ceiling", (cx, cy, FLOOR_Z + CEILING), (EAST_X - WEST_X + 0.4, BACK_Y - GLASS_Y + 0.4, 0.2), r["plaster"], 0)
    box("Dining back wall", (cx, BACK_Y + 0.1, FLOOR_Z), (EAST_X - WEST_X, 0.2, CEILING), r["plaster"], 0)
    box("Dining east wall", (EAST_X + 0.1, cy, FLOOR_Z), (0.2, BACK_Y - GLASS_Y, CEILING), r["plaster"], 0)
    _glass_wall(r, "Dining", WEST_X, EAST_X, y=GLASS_Y, floor_z=FLOOR_Z, height=CEILING - 0.02)
    _portal(WEST_X, EAST_X, y=GLASS_Y + 0.3, floor_z=FLOOR_Z, height=CEILING)
    # The west glass and its portal, built along x and turned to run along the west wall.
    length = BACK_Y - GLASS_Y
    _turned(lambda: _fixed_glass(r, "Dining west", -length / 2, length / 2, 0.0, FLOOR_Z, CEILING, 4), (WEST_X, (GLASS_Y + BACK_Y) / 2), -90)
    _turned(lambda: _portal(-length / 2, length / 2, y=0.3, floor_z=FLOOR_Z, height=CEILING), (WEST_X, (GLASS_Y + BACK_Y) / 2), -90)


def _table(r):
    """The long oak table on two oak trestles, eight upholstered chairs, the places laid."""
    tx, ty = TABLE
    top = FLOOR_Z + 0.75
    box("Dining table top", (tx, ty, top - 0.05), (TABLE_LENGTH, 1.1, 0.05), r["cabinetry"], 0.008)
    for px in (tx - TABLE_LENGTH / 2 + 0.5, tx + TABLE_LENGTH / 2 - 0.5):
        box("Dining table trestle", (px, ty, FLOOR_Z), (0.12, 0.8, 0.7), r["cabinetry"], 0.01)
        box("Dining table foot", (px, ty, FLOOR_Z), (0.16, 0.95, 0.05), r["cabinetry"], 0.01)
    box("Dining table rail", (tx, ty, FLOOR_Z + 0.5), (TABLE_LENGTH - 1.0, 0.08, 0.06), r["cabinetry"], 0.005)
    chairs = dict(r, walnut=r["cabinetry"], linen=r["upholstery"])
    places = [(tx - 1.35 + 0.9 * k, side) for k in range(4) for side in (-1, 1)]
    for px, side in places:
        # Chairs are built facing south; side -1 is the terrace's side.
        _dining_chair(chairs, px, ty + side * 0.8, math.pi if side < 0 else 0.0, floor_z=FLOOR_Z)
        py = ty + side * 0.36
        _cylinder("Charger", (px, py, top), 0.16, 0.012, r["bronze"], 48)
        _cylinder("Plate", (px, py, top + 0.012), 0.13, 0.012, r["ceramic"], 48)
        _soft(box("Napkin", (px, py, top + 0.024), (0.1, 0.2, 0.02), r["sheet"], 0.005), 0.006)
        for dx in (-0.2, 0.2):
            box("Cutlery", (px + dx, py, top), (0.018, 0.2, 0.004), r["bronze"], 0)
        _wine_glass(r["globe"], px + 0.18, py - side * 0.2, top)
        _vessel("Water glass", (px + 0.06, py - side * 0.22, top), ((0.03, 0), (0.034, 0.1)), r["globe"])
    return top


def _candles(r, top):
    """Taper candles in bronze holders down the middle, lit, and three low bowls of white
    flowers between them."""
    tx, ty = TABLE
    flame = _flame("Candle flame", (1.0, 0.6, 0.28), 20.0)
    for k in range(5):
        cx = tx - 1.5 + 0.75 * k
        _vessel("Candle holder", (cx, ty, top), ((0.045, 0), (0.04, 0.015), (0.012, 0.03), (0.012, 0.1), (0.025, 0.11)), r["bronze"])
        _cylinder("Candle", (cx, ty, top + 0.11), 0.011, 0.26, r["ceramic"], 16)
        wick = _vessel("Flame", (cx, ty, top + 0.375), ((0.0, 0), (0.008, 0.012), (0.006, 0.03), (0.0, 0.045)), flame)
        wick.visible_shadow = False
        if k % 2 == 0:
            _point("Candle", (cx, ty, top + 0.4), 4.0, 0.02, (1.0, 0.62, 0.32))
    for k, cx in enumerate((tx - 1.125, tx + 0.375, tx + 1.125)):
        _flowers(r, cx, ty, top, k)


def _flowers(r, x, y, z, seed):
    """A low white arrangement in a ceramic bowl: roses and their leaves."""
    _vessel("Flower bowl", (x, y, z), ((0.05, 0), (0.1, 0.03), (0.12, 0.08), (0.11, 0.09)), r["clay"])
    rng = random.Random(seed)
    blooms, leaves = bmesh.new(), bmesh.new()
    for _ in range(9):
        a, reach = rng.uniform(0, 2 * math.pi), rng.uniform(0.0, 0.13)
        at = Matrix.Translation((x + reach * math.cos(a), y + reach * math.sin(a) * 0.8, z + 0.12 + rng.uniform(0, 0.05)))
        bmesh.ops.create_icosphere(blooms, subdivisions=2, radius=rng.uniform(0.035, 0.05), matrix=at)
    for _ in range(14):
        a, reach = rng.uniform(0, 2 * math.pi), rng.uniform(0.08, 0.18)
        at = Matrix.Translation((x + reach * math.cos(a), y + reach * math.sin(a) * 0.8, z + 0.09)) @ Matrix.Diagonal((1.0, 0.45, 0.25, 1.0))
        bmesh.ops.create_icosphere(leaves, subdivisions=1, radius=0.05, matrix=at)
    mesh_object("Blooms", blooms, r["bloom"], smooth=True)
    mesh_object("Flower leaves", leaves, r["leaf"], smooth=True)


def _pendant(r):
    """A linear pendant over the table: a slim bronze bar on two rods, lit along its underside."""
    tx, ty = TABLE
    z = FLOOR_Z + 1.7
    length = TABLE_LENGTH - 1.2
    box("Pendant bar", (tx, ty, z), (length, 0.07, 0.05), r["bronze"], 0.005)
    box("Pendant diffuser", (tx, ty, z - 0.006), (length - 0.04, 0.05, 0.006), r["lit"], 0).visible_shadow = False
    for dx in (-length / 2 + 0.3, length / 2 - 0.3):
        box("Pendant rod", (tx + dx, ty, z + 0.05), (0.008, 0.008, CEILING - 1.75), r["bronze"], 0)
    light = bpy.data.lights.new("Pendant", "AREA")
    light.shape = "RECTANGLE"
    light.size, light.size_y = length, 0.05
    light.energy = 60.0
    light.color = (1.0, 0.8, 0.56)
    lamp = bpy.data.objects.new("Pendant", light)
    bpy.context.collection.objects.link(lamp)
    lamp.location = (tx, ty, z - 0.02)
    lamp.visible_camera = False


def _back_wall(r):
    """A long walnut sideboard on the back wall under a large canvas; a carafe and glasses."""
    sx = TABLE[0]
    box("Sideboard", (sx, BACK_Y - 0.25, FLOOR_Z + 0.12), (3.2, 0.48, 0.66), r["walnut"], 0.01)
    box("Sideboard plinth", (sx, BACK_Y - 0.23, FLOOR_Z), (3.0, 0.4, 0.12), r["bronze"], 0)
    box("Dining painting", (sx, BACK_Y - 0.02, FLOOR_Z + 1.15), (2.4, 0.04, 1.5), r["art"], 0.005)
    _vessel("Sideboard jar", (sx - 1.1, BACK_Y - 0.25, FLOOR_Z + 0.78), ((0.08, 0), (0.15, 0.14), (0.13, 0.3), (0.06, 0.4)), r["clay"])
    _vessel("Carafe", (sx + 0.9, BACK_Y - 0.25, FLOOR_Z + 0.78), ((0.06, 0), (0.08, 0.1), (0.05, 0.2), (0.03, 0.28), (0.035, 0.3)), r["globe"])
    for k in range(3):
        _wine_glass(r["globe"], sx + 1.15 + 0.1 * k, BACK_Y - 0.3, FLOOR_Z + 0.78)


def build_dining_room(m):
    r = _materials()
    r["bloom"] = _principled("White roses", (0.9, 0.88, 0.84), roughness=0.8, Sheen=0.5)
    r["lit"] = _flame("Pendant diffuser", (1.0, 0.8, 0.56), 3.0)
    r["upholstery"] = _principled("Chair linen", (0.5, 0.42, 0.33), roughness=0.95, Sheen=0.6)
    _rebuild_floor(r, m)
    _room(r)
    top = _table(r)
    _candles(r, top)
    _pendant(r)
    _back_wall(r)
    _olive(r, WEST_X + 0.9, BACK_Y - 1.0, 0.3, 0.55, floor_z=FLOOR_Z)
    # The light the east wall and the ceiling return, behind the camera, facing west.
    _fill("Fill", (EAST_X - 0.3, (GLASS_Y + BACK_Y) / 2, FLOOR_Z + CEILING / 2), 7.0, 50.0, turn=-90)
