"""
Penthouse 1003's great room, in the middle of the Ocean House's tenth floor, the full-floor
penthouse the art direction names: a sectional facing the open glass, the terrace and its
plunge pool, a walnut dining table under two bronze rings, oak shelving, smoked oak underfoot,
and the sea from 35 m up.

The room is furnished with residence.py's pieces, which stand in the Beach House's third-floor
frame (its floor height, glazing line and depth): the great room is built there, on a bay of
that frame, and then the whole of it is moved by one offset onto the Ocean House's floor, where
resort_world.ocean_house leaves the bay open.
"""

import math

import bpy

from materials import _principled, _varied
from residence import (
    BACK_Y,
    BAYS,
    CEILING,
    FLOOR_Z,
    GLASS_Y,
    LEVEL,
    Y_FRONT,
    _bathroom,
    _curtain,
    _cylinder,
    _fill,
    _glass_wall,
    _joinery,
    _lounge_chair,
    _materials,
    _olive,
    _planks,
    _portal,
    _shell,
    _sofa,
    _soft,
    _terrace,
    _tiles,
    _vessel,
)
from resort_world import FLOOR, box

# The great room's bay in the residence frame, and where that frame lands on the Ocean House:
# its glazing line is 8 m further inland than the Beach House's third floor, its tenth floor
# seven storeys higher.
FRAME_BAY = (-98.0, -82.0)
OFFSET = (200.0, 8.0, FLOOR * (9 - LEVEL))
# The primary suite east of it, to the floor's east end (118-135 m on the Ocean House). Its bath
# is residence.py's B-304 bath, built 7 m west of where B-304 has it so that it meets the end.
SUITE_BAY = (FRAME_BAY[1], -65.0)
BATH_SHIFT = SUITE_BAY[1] - BAYS["B-304"][1]
OCEAN_BAY = (FRAME_BAY[0] + OFFSET[0], SUITE_BAY[1] + OFFSET[0])


def _placed(since, location, turn=0.0):
    """Moves every top-level object made since `since` (a set of names) by one parent: turned
    by `turn` (degrees) about the frame's origin, then set at `location`."""
    holder = bpy.data.objects.new("Group", None)
    bpy.context.collection.objects.link(holder)
    for obj in bpy.data.objects:
        if obj.name not in since and obj is not holder and obj.parent is None:
            obj.parent = holder
    holder.rotation_euler = (0, 0, math.radians(turn))
    holder.location = location


def _turned(build, pivot, turn):
    """Builds a piece with `build()` about the origin, then sets it at `pivot` (x, y) turned by
    `turn` degrees: the residence's sofa faces east, the great room's faces the sea."""
    since = {obj.name for obj in bpy.data.objects}
    build()
    _placed(since, (pivot[0], pivot[1], 0.0), turn)


def _dining_chair(r, x, y, heading, floor_z=FLOOR_Z):
    """An upholstered dining chair: a linen seat and back on slim walnut legs. Built
    facing south (-y), turned by `heading` radians."""
    parts = []
    for dx in (-0.2, 0.2):
        for dy in (-0.2, 0.2):
            parts.append(box("Dining chair leg", (dx, dy, 0), (0.035, 0.035, 0.44), r["walnut"], 0.004))
    parts.append(_soft(box("Dining chair seat", (0, 0, 0.44), (0.5, 0.5, 0.09), r["linen"], 0.03), 0.035))
    parts.append(_soft(box("Dining chair back", (0, 0.23, 0.5), (0.5, 0.08, 0.36), r["linen"], 0.03), 0.035))
    # Each part is built about the chair's own origin, then the whole chair is set in place.
    for part in parts:
        part.rotation_euler = (0, 0, heading)
        part.location = (x, y, floor_z)


def _ring(name, center, radius, material):
    """A bronze ring pendant hung flat on three fine rods."""
    bpy.ops.mesh.primitive_torus_add(major_radius=radius, minor_radius=0.022, major_segments=96, minor_segments=12, location=center)
    ring = bpy.context.active_object
    ring.name = name
    ring.data.materials.append(material)
    for polygon in ring.data.polygons:
        polygon.use_smooth = True
    for k in range(3):
        a = 2 * math.pi * k / 3
        rod_top = FLOOR_Z + CEILING
        box(f"{name} rod", (center[0] + radius * math.cos(a), center[1] + radius * math.sin(a), center[2]), (0.006, 0.006, rod_top - center[2]), material, 0)


def smoked_oak():
    """Wide oak boards, smoked dark: the penthouse's floor."""
    smoked = _varied(_principled("Smoked oak floor", (0.36, 0.27, 0.19), roughness=0.4, Specular=0.4), 0.6, 0.25, (0.42, 0.32, 0.23))
    _planks(smoked)
    return smoked


def _great_room(r):
    x0, x1 = FRAME_BAY
    # Smoked oak underfoot in place of the Beach House's pale boards, and a plain plaster ceiling.
    bpy.data.objects["PH-1003 floor"].data.materials[0] = smoked_oak()
    for obj in [o for o in bpy.data.objects if o.name.startswith("PH-1003 ceiling slat")]:
        bpy.data.objects.remove(obj)

    # The living group, a little east of the middle: a long sectional facing the sea, two lounge
    # chairs across the rug from each other, a round travertine table.
    lx, ly = -89.0, 73.4
    box("Great room rug", (lx + 0.3, ly + 0.2, FLOOR_Z), (6.0, 5.0, 0.02), r["wool"], 0.01)
    _turned(lambda: _sofa(r, 0.0, -2.2, 2.2), (lx, ly + 1.55), -90)
    _cylinder("Great room table", (lx, ly - 0.5, FLOOR_Z + 0.1), 0.75, 0.26, r["travertine"], 64)
    _cylinder("Great room table plinth", (lx, ly - 0.5, FLOOR_Z), 0.5, 0.1, r["travertine"], 64)
    _vessel("Great room bowl", (lx - 0.2, ly - 0.6, FLOOR_Z + 0.36), ((0.06, 0), (0.18, 0.04), (0.22, 0.1), (0.21, 0.11)), r["ceramic"])
    for k, (w, d) in enumerate(((0.32, 0.24), (0.28, 0.21))):
        box("Great room book", (lx + 0.3, ly - 0.35, FLOOR_Z + 0.36 + 0.035 * k), (w, d, 0.032), (r["ink"], r["linen"])[k], 0.003)
    _lounge_chair(r, lx - 2.1, ly - 1.2, math.radians(70))
    _lounge_chair(r, lx + 2.1, ly - 1.2, math.radians(-70))
    # A long walnut console behind the sectional: a ceramic lamp, books, a low bowl.
    cy = ly + 2.45
    box("Console", (lx, cy, FLOOR_Z + 0.06), (2.2, 0.38, 0.6), r["walnut"], 0.01)
    box("Console plinth", (lx, cy, FLOOR_Z), (2.0, 0.28, 0.06), r["bronze"], 0)
    _vessel("Console lamp", (lx + 0.85, cy, FLOOR_Z + 0.66), ((0.08, 0), (0.14, 0.14), (0.12, 0.3), (0.03, 0.42)), r["ceramic"])
    _vessel("Console lamp shade", (lx + 0.85, cy, FLOOR_Z + 1.02), ((0.22, 0), (0.19, 0.3)), r["shade"])
    for k, (w, d) in enumerate(((0.34, 0.26), (0.3, 0.23), (0.27, 0.2))):
        box("Console book", (lx - 0.2, cy, FLOOR_Z + 0.66 + 0.035 * k), (w, d, 0.032), (r["linen"], r["ink"], r["walnut"])[k], 0.003)
    _vessel("Console bowl", (lx - 0.75, cy, FLOOR_Z + 0.66), ((0.05, 0), (0.15, 0.04), (0.18, 0.09), (0.17, 0.1)), r["clay"])

    # Dining at the west end: a walnut table for eight under two bronze rings.
    dx, dy = -94.4, 75.2
    box("Dining table top", (dx, dy, FLOOR_Z + 0.7), (3.2, 1.15, 0.05), r["walnut"], 0.01)
    for px in (dx - 1.1, dx + 1.1):
        box("Dining table pedestal", (px, dy, FLOOR_Z), (0.16, 0.7, 0.7), r["walnut"], 0.01)
    for k in range(4):
        cx = dx - 1.2 + 0.8 * k
        _dining_chair(r, cx, dy - 0.78, math.pi)
        _dining_chair(r, cx, dy + 0.78, 0.0)
    for rx in (dx - 0.8, dx + 0.8):
        _ring("Dining ring", (rx, dy, FLOOR_Z + 1.75), 0.55, r["bronze"])
    _vessel("Dining vase", (dx + 0.2, dy, FLOOR_Z + 0.75), ((0.05, 0), (0.1, 0.12), (0.11, 0.22), (0.05, 0.36), (0.06, 0.4)), r["ceramic"])
    for gx in (dx - 1.2, dx - 0.4, dx + 0.4, dx + 1.2):
        for side in (-1, 1):
            box("Dining plate", (gx, dy + side * 0.34, FLOOR_Z + 0.75), (0.28, 0.28, 0.01), r["ceramic"], 0.004)

    # The walls: a long walnut credenza and a large canvas on the back wall, behind the dining
    # table; oak joinery with a bar niche on the east wall.
    box("Great room credenza", (dx, BACK_Y - 0.4, FLOOR_Z + 0.12), (3.6, 0.48, 0.62), r["walnut"], 0.01)
    box("Great room credenza plinth", (dx, BACK_Y - 0.38, FLOOR_Z), (3.4, 0.4, 0.12), r["bronze"], 0)
    box("Great room painting", (dx, BACK_Y - 0.18, FLOOR_Z + 1.05), (2.6, 0.04, 1.6), r["art"], 0.005)
    _vessel("Credenza jar", (dx - 1.3, BACK_Y - 0.4, FLOOR_Z + 0.74), ((0.08, 0), (0.15, 0.14), (0.13, 0.3), (0.06, 0.4)), r["clay"])
    jx = x1 - 0.45
    _joinery(r, "Great room joinery", jx, 73.6, 80.2, 10)
    box("Bar niche", (jx - 0.29, 76.9, FLOOR_Z + 1.0), (0.02, 1.4, 0.9), r["walnut"], 0)
    box("Bar shelf", (jx - 0.35, 76.9, FLOOR_Z + 1.35), (0.12, 1.36, 0.02), r["marble"], 0)
    for k in range(4):
        _vessel("Bar glass", (jx - 0.36, 76.5 + 0.24 * k, FLOOR_Z + 1.36), ((0.03, 0), (0.035, 0.1)), r["globe"])
    # Open oak shelving across the west wall, behind the dining table's end: books, vessels.
    sy0, sy1 = 73.4, 79.6
    shelf_x = x0 + 0.32
    for k in range(5):
        box("West shelf", (shelf_x, (sy0 + sy1) / 2, FLOOR_Z + 0.45 + 0.5 * k), (0.36, sy1 - sy0, 0.035), r["cabinetry"], 0.004)
    for k in range(5):
        box("West shelf upright", (shelf_x, sy0 + (sy1 - sy0) * k / 4, FLOOR_Z), (0.36, 0.04, 2.5), r["cabinetry"], 0.004)
    box("West shelf base", (shelf_x, (sy0 + sy1) / 2, FLOOR_Z), (0.36, sy1 - sy0, 0.45), r["walnut"], 0.01)
    # Styled as a designer would: rows of books, stacks with a piece on top, pairs of vessels, a
    # low bowl; a few shelves left bare to breathe.
    covers = (r["linen"], r["ink"], r["walnut"], r["clay"], r["sheet"])
    layout = (
        ("books", "pair", "stack", "bowl"),
        ("stack", "books", "pair", "books"),
        ("pair", "stack", "books", None),
        ("books", None, "bowl", "stack"),
    )
    for row, kinds in enumerate(layout):
        bz = FLOOR_Z + 0.485 + 0.5 * row
        for bay, kind in enumerate(kinds):
            by = sy0 + (sy1 - sy0) * (bay + 0.5) / 4
            seed = 5 * row + bay
            if kind == "books":
                for b in range(12):
                    height = 0.22 + 0.025 * ((b * 7 + seed) % 4)
                    box("Shelf book", (shelf_x, by - 0.55 + 0.048 * b, bz), (0.22, 0.042, height), covers[(b + seed) % 5], 0.002)
                _vessel("Shelf vase", (shelf_x, by + 0.35, bz), ((0.04, 0), (0.08, 0.08), (0.07, 0.18), (0.03, 0.26)), r["ceramic"])
            elif kind == "stack":
                for b in range(4):
                    box("Shelf book", (shelf_x, by - 0.25, bz + 0.036 * b), (0.26 - 0.015 * b, 0.34 - 0.02 * b, 0.034), covers[(b + seed) % 5], 0.002)
                _vessel("Shelf piece", (shelf_x, by - 0.25, bz + 0.144), ((0.05, 0), (0.07, 0.05), (0.02, 0.14)), r["bronze"])
                _vessel("Shelf jar", (shelf_x, by + 0.3, bz), ((0.06, 0), (0.11, 0.1), (0.1, 0.2), (0.05, 0.26), (0.055, 0.28)), r["clay"])
            elif kind == "pair":
                _vessel("Shelf vase", (shelf_x, by - 0.18, bz), ((0.05, 0), (0.1, 0.12), (0.09, 0.24), (0.04, 0.34)), r["ceramic"])
                _vessel("Shelf vase", (shelf_x, by + 0.12, bz), ((0.06, 0), (0.12, 0.08), (0.11, 0.16), (0.05, 0.2)), r["clay"])
            elif kind == "bowl":
                _vessel("Shelf bowl", (shelf_x, by, bz), ((0.05, 0), (0.14, 0.03), (0.17, 0.08), (0.16, 0.09)), r["ceramic"])

    # An olive tree in a tall pot in the west corner by the glass.
    _olive(r, x0 + 1.1, GLASS_Y + 1.0, 0.34, 0.6)

    # A plunge pool along the terrace's east end: a limestone coping round the water, its ends
    # between its sides (run to the corners, each corner's faces lay twice and shaded black).
    px0, px1 = -88.2, -83.6
    py, depth, rim = Y_FRONT - 1.65, 2.2, 0.18
    for cx, cy, sx, sy in (
        ((px0 + px1) / 2, py - depth / 2 + rim / 2, px1 - px0, rim),
        ((px0 + px1) / 2, py + depth / 2 - rim / 2, px1 - px0, rim),
        (px0 + rim / 2, py, rim, depth - 2 * rim),
        (px1 - rim / 2, py, rim, depth - 2 * rim),
    ):
        box("Plunge pool coping", (cx, cy, FLOOR_Z), (sx, sy, 0.44), r["limestone"], 0.01)
    # The water as a glossy sea-green surface: under it, a transmissive one would leave the
    # basin dark, lit only by the caustics this renderer leaves out.
    water = _principled("Plunge pool water", (0.1, 0.42, 0.45), roughness=0.04, Specular=0.6)
    box("Plunge pool water", ((px0 + px1) / 2, py, FLOOR_Z), (px1 - px0 - 2 * rim, depth - 2 * rim, 0.4), water, 0)


def _suite_bath(r):
    """The primary bath: B-304's plan, dressed as the penthouse's own: walls of one white marble
    with its grey veins running on (the copy's stone from a single block), a honed grey stone
    floor, walnut vanities, and a plain ceiling like the great room's."""
    stone = dict(r)
    stone["travertine"] = r["marble"]
    stone["tiles"] = _tiles("Grey stone floor", light=(0.6, 0.58, 0.54), dark=(0.58, 0.56, 0.52), joint=(0.48, 0.46, 0.42),
                            size=(1.2, 0.6), roughness=0.3)
    stone["cabinetry"] = r["walnut"]
    since = {obj.name for obj in bpy.data.objects}
    _bathroom(stone)
    _placed(since, (BATH_SHIFT, 0.0, 0.0))
    # A sheer on a ceiling track, gathered in the corner where the glass meets the end wall, its
    # hem lifted by the air through the open panel: the bare corner read as a hard white box.
    east = SUITE_BAY[1] - 0.15
    _curtain("Bath curtain", east - 1.4, east - 0.1, 0.2, r["sheer"])
    _fill("Bath fill", (SUITE_BAY[1] - 4.0, BACK_Y - 0.6, FLOOR_Z + CEILING / 2), 6.0, 110.0)


def build_penthouse(m):
    """Furnishes PH-1003's great room and sets it in the Ocean House's open bay."""
    since = {obj.name for obj in bpy.data.objects}
    r = _materials()
    x0, x1 = FRAME_BAY
    # The penthouse's terraces are one field of honed limestone, like its plunge pool's coping.
    _shell(r, "PH-1003", x0, x1, terrace="limestone")
    _glass_wall(r, "PH-1003", x0, x1)
    _terrace(r, m, "PH-1003", x0, x1)
    _portal(x0, x1)
    _great_room(r)
    _fill("Fill", (-90.0, BACK_Y - 0.4, FLOOR_Z + CEILING / 2), 10.0, 170.0)
    # The great room's east wall is the suite's west wall.
    _shell(r, "PH-1003 suite", *SUITE_BAY, walls=(SUITE_BAY[1],), slats=False, terrace="limestone")
    _glass_wall(r, "PH-1003 suite", *SUITE_BAY)
    _terrace(r, m, "PH-1003 suite", *SUITE_BAY)
    _portal(*SUITE_BAY)
    _suite_bath(r)
    _placed(since, OFFSET)
