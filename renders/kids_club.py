"""
The kids club (G) furnished for its picture, on the world's footprint at the back of the beach in
place of its block: one bright room of pale oak and plaster under a teak-slatted ceiling, its
glass wall slid open to a deck, the sand and the sea. A low round table with soft stools, a
linen play tent with cushions, low cubbies of baskets and books along the back wall, and an
aquarium of reef fish and coral for the marine biology the copy promises.
"""

import math
import random

import bmesh
import bpy
from mathutils import Matrix, Vector

from materials import _principled, _varied
from residence import _cylinder, _fill, _glass_wall, _materials, _olive, _portal, _rod, _soft, _vessel
from resort_world import GROUND, box, clear_planting, mesh_object

X0, X1, Y0, Y1 = 61.0, 75.0, 41.0, 51.0
FLOOR_Z = GROUND + 0.15
CEILING = 3.2
GLASS_Y = Y0 + 0.3
TABLE = (66.6, 45.4)


def _club_materials():
    r = _materials()
    r.update(
        canvas=_principled("Tent linen", (0.86, 0.82, 0.74), roughness=0.95, Sheen=0.5, **{"Subsurface": 0.1}),
        rattan=_varied(_principled("Basket", (0.56, 0.42, 0.26), roughness=0.85), 40.0, 0.3, (0.46, 0.33, 0.19)),
        aquarium=_principled("Aquarium water", (0.8, 0.95, 0.95), roughness=0.02, IOR=1.33, **{"Transmission": 1.0}),
        sand=_principled("Aquarium sand", (0.8, 0.74, 0.6), roughness=0.9),
        coral=_principled("Coral", (0.85, 0.45, 0.35), roughness=0.8),
        fish=_principled("Fish", (0.9, 0.55, 0.1), roughness=0.4),
        deck=_principled("Deck", (0.5, 0.37, 0.24), roughness=0.6),
        painted=_principled("Painted wood", (0.62, 0.2, 0.14), roughness=0.45),
    )
    for name, colour in (("sage", (0.36, 0.44, 0.32)), ("sand", (0.74, 0.62, 0.45)), ("blush", (0.74, 0.5, 0.42)), ("sky", (0.42, 0.56, 0.62))):
        r[f"felt {name}"] = _principled(f"Felt {name}", colour, roughness=1.0, Sheen=0.8)
    r["books"] = [_principled(f"Book {k}", colour, roughness=0.7) for k, colour in enumerate(((0.55, 0.2, 0.12), (0.2, 0.32, 0.45), (0.8, 0.7, 0.45), (0.3, 0.42, 0.3), (0.85, 0.82, 0.75)))]
    return r


def _shell(r, m):
    """Floor, walls, ceiling and roof, a deep overhang over the deck, and the deck on the sand."""
    cx, cy = (X0 + X1) / 2, (Y0 + Y1) / 2
    box("Kids club floor", (cx, cy, FLOOR_Z - 0.3), (X1 - X0, Y1 - Y0, 0.3), r["oak"], 0)
    box("Kids club ceiling", (cx, cy - 1.2, FLOOR_Z + CEILING), (X1 - X0, Y1 - Y0 + 2.4, 0.1), r["plaster"], 0)
    box("Kids club roof", (cx, cy - 1.3, FLOOR_Z + CEILING + 0.1), (X1 - X0 + 0.6, Y1 - Y0 + 3.2, 0.4), m["stucco"], 0.04)
    box("Kids club planted roof", (cx, cy - 1.3, FLOOR_Z + CEILING + 0.5), (X1 - X0 - 0.6, Y1 - Y0 + 2.0, 0.12), m["sedum"], 0.04)
    x = X0 + 0.3
    while x < X1 - 0.3:
        box("Kids club ceiling slat", (x, cy - 1.2, FLOOR_Z + CEILING - 0.06), (0.05, Y1 - Y0 + 2.2, 0.06), r["teak"], 0)
        x += 0.12
    for wall_x in (X0, X1):
        box("Kids club side wall", (wall_x, cy - 1.2, FLOOR_Z - 0.3), (0.3, Y1 - Y0 + 2.4, CEILING + 0.4), m["stucco"], 0.02)
    box("Kids club back wall", (cx, Y1, FLOOR_Z), (X1 - X0, 0.3, CEILING), r["plaster"], 0)
    box("Kids club deck", (cx, Y0 - 1.2, FLOOR_Z - 0.3), (X1 - X0 - 0.3, 2.4, 0.28), r["deck"], 0.01)


def _table(r):
    """A low round oak table for drawing and cooking classes, soft felt stools around it, and a
    jar of crayons and paper on top."""
    x, y = TABLE
    _cylinder("Play table", (x, y, FLOOR_Z + 0.44), 0.62, 0.04, r["cabinetry"], 64)
    _cylinder("Play table base", (x, y, FLOOR_Z), 0.22, 0.44, r["cabinetry"], 48)
    colours = ("sage", "sand", "blush", "sky", "sand")
    for k, colour in enumerate(colours):
        a = math.radians(90 + k * 72)
        stool = _cylinder("Stool", (x + 0.92 * math.cos(a), y + 0.92 * math.sin(a), FLOOR_Z), 0.17, 0.3, r[f"felt {colour}"], 40)
        stool.modifiers["bevel"].width = 0.04
    for k, (px, py) in enumerate(((-0.2, 0.1), (0.15, -0.15), (0.25, 0.2))):
        box("Paper", (x + px, y + py, FLOOR_Z + 0.48), (0.3, 0.21, 0.002), r["sheet"], 0, turn=(0, 0, math.radians(20 * k - 15)))
    _vessel("Crayon jar", (x, y, FLOOR_Z + 0.48), ((0.05, 0), (0.05, 0.1), (0.045, 0.1)), r["ceramic"])


def _tent(r):
    """A linen play tent on five poles, its door turned to the room, cushions inside."""
    x, y, height, radius = 71.6, 43.0, 2.1, 0.95
    bm = bmesh.new()
    sides, door = 20, 3  # leave three of the twenty panels open as the door, facing the room
    base = [(x + radius * math.cos(2 * math.pi * k / sides + 2.4), y + radius * math.sin(2 * math.pi * k / sides + 2.0)) for k in range(sides + 1)]
    apex = bm.verts.new((x, y, FLOOR_Z + height - 0.15))
    ring = [bm.verts.new((bx, by, FLOOR_Z)) for bx, by in base]
    for k in range(door, sides):
        bm.faces.new((ring[k], ring[k + 1], apex))
    mesh_object("Tent", bm, r["canvas"], smooth=True)
    apex_z = FLOOR_Z + height
    for k in range(5):
        a = 2 * math.pi * k / 5 + 0.3
        foot = Vector((x + (radius + 0.05) * math.cos(a), y + (radius + 0.05) * math.sin(a), FLOOR_Z))
        # Each pole runs from its foot past the apex, where the five cross.
        _rod("Tent pole", foot, foot + (Vector((x, y, apex_z)) - foot) * 1.15, 0.018, r["teak"])
    for k, colour in enumerate(("sky", "sand")):
        turn = (0, 0, math.radians(15 + 30 * k))
        _soft(box("Floor cushion", (x - 0.15 + 0.3 * k, y - 0.1 + 0.2 * k, FLOOR_Z), (0.6, 0.6, 0.14), r[f"felt {colour}"], 0.05, turn), 0.06)


def _cubbies(r):
    """Low oak cubbies along the east wall: woven baskets and rows of picture books, shell dishes
    on top."""
    y0, y1, depth, height, cell = 45.6, 50.6, 0.4, 0.84, 0.42
    x = X1 - 0.15 - depth / 2
    box("Cubbies", (x, (y0 + y1) / 2, FLOOR_Z), (depth, y1 - y0, 0.04), r["cabinetry"], 0.005)
    for k in range(3):
        box("Cubby shelf", (x, (y0 + y1) / 2, FLOOR_Z + k * cell), (depth, y1 - y0, 0.025), r["cabinetry"], 0.005)
    rows = int((y1 - y0) / cell)
    width = (y1 - y0) / rows
    for k in range(rows + 1):
        box("Cubby side", (x, y0 + k * width, FLOOR_Z), (depth, 0.025, height), r["cabinetry"], 0.003)
    rng = random.Random(4)
    for row in range(rows):
        for level in range(2):
            cy, z = y0 + (row + 0.5) * width, FLOOR_Z + level * cell + 0.025
            if (row + level) % 3 == 0:
                _soft(box("Basket", (x - 0.02, cy, z), (depth - 0.06, width - 0.08, cell - 0.1), r["rattan"], 0.02), 0.03)
            else:
                by = cy - width / 2 + 0.05
                while by < cy + width / 2 - 0.06:
                    thick = rng.uniform(0.015, 0.03)
                    box("Book", (x - 0.03, by + thick / 2, z), (rng.uniform(0.17, 0.24), thick, rng.uniform(0.22, 0.33)), rng.choice(r["books"]), 0.002)
                    by += thick + 0.003
    for py in (46.4, 48.1, 49.8):
        _vessel("Shell dish", (x, py, FLOOR_Z + height + 0.02), ((0.08, 0), (0.12, 0.03), (0.005, 0.005)), r["ceramic"])


def _aquarium(r):
    """A low aquarium on an oak cabinet before the glass, the sea behind it: sand, coral and a few
    reef fish."""
    x, y = 68.4, 42.5
    box("Aquarium cabinet", (x, y, FLOOR_Z), (1.6, 0.55, 0.6), r["cabinetry"], 0.01)
    z = FLOOR_Z + 0.6
    box("Aquarium glass", (x, y, z), (1.5, 0.5, 0.55), r["clear"], 0.004).visible_shadow = False
    box("Aquarium water", (x, y, z + 0.02), (1.46, 0.46, 0.47), r["aquarium"], 0).visible_shadow = False
    box("Aquarium sand", (x, y, z + 0.01), (1.46, 0.46, 0.05), r["sand"], 0)
    rng = random.Random(9)
    bm = bmesh.new()
    for _ in range(6):
        at = Matrix.Translation((x + rng.uniform(-0.6, 0.6), y + rng.uniform(-0.12, 0.12), z + 0.07))
        bmesh.ops.create_icosphere(bm, subdivisions=2, radius=rng.uniform(0.04, 0.08), matrix=at)
    mesh_object("Aquarium coral", bm, r["coral"], smooth=True)
    bm = bmesh.new()
    for _ in range(5):
        at = Matrix.Translation((x + rng.uniform(-0.55, 0.55), y + rng.uniform(-0.1, 0.1), z + rng.uniform(0.2, 0.4))) @ Matrix.Diagonal((1.0, 0.4, 0.6, 1.0))
        bmesh.ops.create_uvsphere(bm, u_segments=12, v_segments=8, radius=0.035, matrix=at)
    mesh_object("Aquarium fish", bm, r["fish"], smooth=True)
    box("Aquarium lid", (x, y, z + 0.55), (1.52, 0.52, 0.03), r["cabinetry"], 0.005)


def _easel(r):
    """An easel by the glass with a child's painting of a reef fish on it."""
    x, y = 64.6, 42.5
    for dx, dy in ((-0.3, -0.15), (0.3, -0.15), (0.0, 0.35)):
        _rod("Easel leg", Vector((x + dx, y + dy, FLOOR_Z)), Vector((x, y + 0.05, FLOOR_Z + 1.45)), 0.015, r["cabinetry"])
    box("Easel board", (x, y - 0.06, FLOOR_Z + 0.75), (0.7, 0.02, 0.55), r["art"], 0.004, (math.radians(-10), 0, math.radians(200)))


def _toys(r):
    """What a morning's play leaves out: a painted wooden sailboat on the table, a tower of
    blocks on the rug with two more knocked from it, and a picture book left beside them."""
    x, y = TABLE
    z = FLOOR_Z + 0.48
    heading = math.radians(-25)
    _soft(box("Toy boat hull", (x + 0.3, y - 0.22, z), (0.3, 0.09, 0.07), r["painted"], 0.03, (0, 0, heading)), 0.03)
    along = Vector((math.cos(heading), math.sin(heading), 0.0))
    foot = Vector((x + 0.3, y - 0.22, z + 0.06))
    _rod("Toy boat mast", foot, foot + Vector((0, 0, 0.3)), 0.006, r["cabinetry"])
    bm = bmesh.new()
    corners = (foot + Vector((0, 0, 0.04)), foot + Vector((0, 0, 0.29)), foot + Vector((0, 0, 0.04)) - along * 0.17)
    bm.faces.new([bm.verts.new(c + along * 0.01) for c in corners])
    mesh_object("Toy boat sail", bm, r["canvas"])
    bx, by = x + 0.76, y + 1.05
    colours = (r["cabinetry"], r["felt sky"], r["painted"], r["felt sand"])
    for k, material in enumerate(colours):
        box("Block", (bx, by, FLOOR_Z + 0.015 + k * 0.07), (0.07, 0.07, 0.07), material, 0.006, (0, 0, math.radians(11 * k - 8)))
    for k, (dx, dy, turn) in enumerate(((0.22, -0.08, 30), (-0.14, 0.2, 62))):
        box("Block", (bx + dx, by + dy, FLOOR_Z + 0.015), (0.07, 0.07, 0.07), colours[k + 1], 0.006, (0, 0, math.radians(turn)))
    box("Picture book", (x - 0.1, y + 1.3, FLOOR_Z + 0.015), (0.34, 0.24, 0.02), r["books"][1], 0.004, (0, 0, math.radians(-20)))


def build_kids_club(m):
    r = _club_materials()
    bpy.data.objects.remove(bpy.data.objects["Kids club"])
    clear_planting("Palm", lambda x, y: X0 - 1 < x < X1 + 1 and Y0 - 3 < y < Y1 + 1)
    _shell(r, m)
    _glass_wall(r, "Kids club", X0 + 0.15, X1 - 0.15, y=GLASS_Y, floor_z=FLOOR_Z, height=CEILING - 0.02)
    _portal(X0 + 0.15, X1 - 0.15, y=Y0 - 2.2, floor_z=FLOOR_Z, height=CEILING)
    _cylinder("Rug", (*TABLE, FLOOR_Z), 1.9, 0.015, r["wool"], 96)
    _table(r)
    _tent(r)
    _cubbies(r)
    _aquarium(r)
    _olive(r, 73.8, 42.4, 0.28, 0.5, floor_z=FLOOR_Z)
    _easel(r)
    _toys(r)
    for dx in (-0.6, 0.6):
        _cylinder("Pendant shade", (TABLE[0] + dx, TABLE[1], FLOOR_Z + 2.2), 0.24, 0.28, r["shade"], 48)
        box("Pendant cord", (TABLE[0] + dx, TABLE[1], FLOOR_Z + 2.48), (0.006, 0.006, CEILING - 2.48), r["bronze"], 0)
    _fill("Fill", (68.0, Y1 - 0.4, FLOOR_Z + CEILING / 2), 8.0, 120.0)
