"""
The spa's relaxation pool in the early afternoon, built in the nearest of the spa's three
pavilions to the sea (resort_world.SPA) in place of its block: one long room of warm coursed
limestone under a teak-slatted ceiling, a still pool of dark stone down its middle, and at its far
end a wide window onto a walled garden of palms and grasses. The sun comes in along a slot in the
roof over the north wall and grazes the stone above the teak loungers made up with white towels
along it, tables of iced water between them; lanterns on a bench along the south wall.
"""

import math
import random

import bpy

from materials import _bump, _object_coords, _object_noise, _principled, _varied, multiply
from pavilions import _flame, _lantern
from poolside import _open_ground, _travertine
from residence import _courses, _cylinder, _fill, _grasses, _portal, _soft, _vessel
from resort_world import GROUND, SPA, box, clear_planting, leaning_palm

# The pavilion's walls (the world's block) and the room inside them.
CX, CY = SPA[1]
WALL = 0.35
X0, X1, Y0, Y1 = CX - 6.0 + WALL, CX + 6.0 - WALL, CY - 5.0 + WALL, CY + 5.0 - WALL
FLOOR_Z = GROUND + 0.15
CEILING = 3.7
# The pool down the room's middle, a little south of it, and its water just under the coping.
POOL = (X0 + 1.5, X1 - 1.1, CY - 2.2, CY + 1.4)
WATER_Z = FLOOR_Z - 0.06
DEPTH = 1.1
# The slot in the roof along the north wall, and the window in the east wall (its y span and head).
SLOT = 1.0
WINDOW = (CY - 3.2, CY + 3.4, CEILING)
# The walled garden beyond the window.
GARDEN_X1 = X1 + 7.5


def _spa_stone():
    """Warm limestone laid in long, low courses, each block a shade apart, its face lightly
    pitted: the walls take the light along the slot as relief."""
    material = _principled("Spa limestone", (0.7, 0.62, 0.5), roughness=0.8, Specular=0.3)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    coords = _object_coords(material)
    # The brick texture stacks its rows along y: turned, they stack up the long walls.
    course = _courses(nodes, 1.1, 0.28, 0.004, 0.43)
    course.inputs["Color1"].default_value = (0.74, 0.66, 0.54, 1)
    course.inputs["Color2"].default_value = (0.64, 0.56, 0.44, 1)
    course.inputs["Mortar"].default_value = (0.5, 0.44, 0.36, 1)
    course.inputs["Bias"].default_value = 0.1
    swap = nodes.new("ShaderNodeMapping")
    swap.inputs["Rotation"].default_value = (math.radians(90), 0, 0)
    links.new(coords, swap.inputs["Vector"])
    links.new(swap.outputs["Vector"], course.inputs["Vector"])
    pits = _object_noise(material, 40.0, 10.0)
    pitted = multiply(nodes, links, course.outputs["Color"], pits.outputs["Color"], 0.25)
    links.new(pitted, bsdf.inputs["Base Color"])
    relief = nodes.new("ShaderNodeMath")
    relief.operation = "ADD"
    links.new(course.outputs["Fac"], relief.inputs[0])
    links.new(pits.outputs["Fac"], relief.inputs[1])
    _bump(material, relief.outputs[0], 0.25, 0.004)
    return material


def _hedge():
    """A clipped hedge of small leaves: deep green, lit leaf by leaf where the sun catches it."""
    material = _varied(_principled("Hedge", (0.05, 0.11, 0.04), roughness=0.7, Specular=0.25), 25.0, 0.35, (0.12, 0.2, 0.06))
    leaves = material.node_tree.nodes.new("ShaderNodeTexVoronoi")
    leaves.inputs["Scale"].default_value = 45.0
    material.node_tree.links.new(_object_coords(material), leaves.inputs["Vector"])
    return _bump(material, leaves.outputs["Distance"], 0.9, 0.03)


def _uplight(name, x0, x1, y, energy):
    """A hidden strip of warm light in the floor at the foot of a wall, grazing the stone up it."""
    light = bpy.data.lights.new(name, "AREA")
    light.shape = "RECTANGLE"
    light.size, light.size_y = x1 - x0, 0.05
    light.energy = energy
    light.color = (1.0, 0.8, 0.58)
    strip = bpy.data.objects.new(name, light)
    bpy.context.collection.objects.link(strip)
    strip.location = ((x0 + x1) / 2, y, FLOOR_Z + 0.01)
    strip.rotation_euler = (math.radians(180), 0, 0)  # facing up
    strip.visible_camera = False


def _spa_materials():
    water = _principled("Still water", (0.97, 1.0, 1.0), roughness=0.0, IOR=1.33, **{"Transmission": 1.0})
    _bump(water, _object_noise(water, 0.8, 2.0).outputs["Fac"], 0.02, 0.05)
    basin = _varied(_principled("Basalt", (0.045, 0.055, 0.05), roughness=0.35, Specular=0.5), 6.0, 0.3, (0.07, 0.08, 0.072))
    towel = _principled("Towel", (0.92, 0.9, 0.86), roughness=1.0, Sheen=0.8)
    _bump(towel, _object_noise(towel, 300.0, 3.0).outputs["Fac"], 0.3, 0.002)
    return {
        "stone": _spa_stone(),
        "floor": _travertine(),
        "coping": _varied(_principled("Limestone coping", (0.78, 0.73, 0.64), roughness=0.6), 4.0, 0.2, (0.73, 0.68, 0.58)),
        "water": water,
        "basin": basin,
        "teak": _varied(_principled("Teak", (0.46, 0.3, 0.17), roughness=0.45, Specular=0.35), 30.0, 0.2, (0.4, 0.25, 0.14)),
        "ceiling": _principled("Ceiling plaster", (0.62, 0.56, 0.48), roughness=0.95),
        "cushion": _principled("Linen mattress", (0.8, 0.76, 0.69), roughness=1.0, Sheen=0.6),
        "towel": towel,
        "bronze": _principled("Bronze", (0.22, 0.16, 0.1), roughness=0.35, Metallic=1.0),
        "clear": _principled("Window glass", (0.95, 0.97, 0.97), roughness=0.0, IOR=1.05, **{"Transmission": 1.0}),
        "glass": _principled("Glass", (0.97, 0.97, 0.97), roughness=0.02, IOR=1.45, **{"Transmission": 1.0}),
        "drink": _principled("Iced water", (0.93, 0.98, 0.96), roughness=0.02, IOR=1.33, **{"Transmission": 1.0}),
        "ceramic": _principled("Ceramic", (0.86, 0.83, 0.77), roughness=0.35, Specular=0.4),
        "clay": _varied(_principled("Clay", (0.48, 0.32, 0.22), roughness=0.9), 8.0, 0.3, (0.42, 0.27, 0.18)),
        "leaf": _principled("Leaves", (0.1, 0.16, 0.07), roughness=0.7, Specular=0.2),
        "grass": _principled("Grasses", (0.36, 0.36, 0.2), roughness=0.8),
        "hedge": _hedge(),
        "gravel": _varied(_principled("Gravel", (0.7, 0.66, 0.58), roughness=0.95), 60.0, 0.4, (0.6, 0.56, 0.48)),
        "flower": _principled("Frangipani", (0.95, 0.92, 0.84), roughness=0.6, **{"Subsurface": 0.2}),
        "flame": _flame(),
    }


def _shell(t):
    """The pavilion's walls, floor and ceiling: the world's block and roof give way to them."""
    for name in ("Spa pavilion 1", "Spa roof 1"):
        bpy.data.objects.remove(bpy.data.objects[name])
    _open_ground(X0 - 1.0, GARDEN_X1 + 1.0, Y0 - 3.5, Y1 + 3.5)
    top = FLOOR_Z + CEILING
    cx, cy = (X0 + X1) / 2, (Y0 + Y1) / 2
    # The floor, cut round the pool as four slabs.
    px0, px1, py0, py1 = POOL
    for x0, x1, y0, y1 in ((X0, X1, py1, Y1), (X0, X1, Y0, py0), (X0, px0, py0, py1), (px1, X1, py0, py1)):
        box("Spa floor", ((x0 + x1) / 2, (y0 + y1) / 2, FLOOR_Z - 0.3), (x1 - x0, y1 - y0, 0.3), t["floor"], 0)
    # North, south and west walls whole; the east wall round the window.
    box("Spa wall", (cx, Y1 + WALL / 2, GROUND), (X1 - X0 + 2 * WALL, WALL, top + 0.4 - GROUND), t["stone"], 0)
    box("Spa wall", (cx, Y0 - WALL / 2, GROUND), (X1 - X0 + 2 * WALL, WALL, top + 0.4 - GROUND), t["stone"], 0)
    box("Spa wall", (X0 - WALL / 2, cy, GROUND), (WALL, Y1 - Y0, top + 0.4 - GROUND), t["stone"], 0)
    wy0, wy1, head = WINDOW
    for y0, y1 in ((Y0, wy0), (wy1, Y1)):
        box("Spa wall", (X1 + WALL / 2, (y0 + y1) / 2, GROUND), (WALL, y1 - y0, top + 0.4 - GROUND), t["stone"], 0)
    box("Spa lintel", (X1 + WALL / 2, (wy0 + wy1) / 2, FLOOR_Z + head), (WALL, wy1 - wy0, top + 0.4 - FLOOR_Z - head), t["stone"], 0)
    box("Spa sill", (X1 + WALL / 2, (wy0 + wy1) / 2, GROUND), (WALL, wy1 - wy0, FLOOR_Z - GROUND), t["stone"], 0)
    # The roof, open along the north wall: the slot the sun comes in by.
    box("Spa roof", (cx, (Y0 - WALL + Y1 - SLOT) / 2 - 0.2, top + 0.25), (X1 - X0 + 2.6, Y1 - SLOT - Y0 + WALL + 0.4, 0.4), t["teak"], 0.02)
    box("Spa roof", (cx, Y1 + WALL + 0.6, top + 0.25), (X1 - X0 + 2.6, 1.2, 0.4), t["teak"], 0.02)
    box("Spa ceiling", (cx, (Y0 + Y1 - SLOT) / 2, top), (X1 - X0, Y1 - Y0 - SLOT, 0.25), t["ceiling"], 0)
    # Teak slats across the ceiling, east to west.
    y = Y0 + 0.06
    while y < Y1 - SLOT - 0.05:
        box("Spa ceiling slat", (cx, y, top - 0.07), (X1 - X0, 0.05, 0.07), t["teak"], 0)
        y += 0.11
    # The window: one fixed pane in a slim bronze frame, a single mullion off centre.
    pane = box("Spa window", (X1 + 0.1, (wy0 + wy1) / 2, FLOOR_Z), (0.02, wy1 - wy0, head), t["clear"], 0)
    pane.visible_shadow = False
    for fy in (wy0 + 0.03, wy1 - 0.03, wy0 + (wy1 - wy0) * 0.62):
        box("Spa window frame", (X1 + 0.1, fy, FLOOR_Z), (0.1, 0.06, head), t["bronze"], 0)
    for fz in (0.0, head - 0.06):
        box("Spa window frame", (X1 + 0.1, (wy0 + wy1) / 2, FLOOR_Z + fz), (0.1, wy1 - wy0, 0.06), t["bronze"], 0)
    portal = _portal(wy0, wy1, y=0.0, floor_z=FLOOR_Z, height=head)
    portal.location = (X1 + 0.05, (wy0 + wy1) / 2, FLOOR_Z + head / 2)
    portal.rotation_euler = (math.radians(90), 0, math.radians(90))  # facing west, into the room
    slot = _portal(X0, X1, y=0.0, floor_z=0.0, height=SLOT)
    slot.location = (cx, Y1 - SLOT / 2, top)
    slot.rotation_euler = (0, 0, 0)  # facing down, into the room


def _pool(t):
    """The pool sunk into the floor: a basin of dark basalt, the water a few centimetres under a
    limestone coping, a step down at the near end."""
    px0, px1, py0, py1 = POOL
    cx, cy = (px0 + px1) / 2, (py0 + py1) / 2
    floor = FLOOR_Z - DEPTH
    box("Spa pool floor", (cx, cy, floor - 0.1), (px1 - px0, py1 - py0, 0.1), t["basin"], 0)
    for wx, wy, sx, sy in ((cx, py0, px1 - px0, 0.1), (cx, py1, px1 - px0, 0.1), (px0, cy, 0.1, py1 - py0), (px1, cy, 0.1, py1 - py0)):
        box("Spa pool wall", (wx, wy, floor), (sx, sy, DEPTH - 0.02), t["basin"], 0)
    for k in range(3):
        box("Spa pool step", (px0 + 0.2 + 0.3 * k, cy, floor), (0.4, py1 - py0 - 0.1, DEPTH - 0.3 - 0.28 * k), t["basin"], 0)
    # Light reaches the basin through the surface (no caustics): the water casts no shadow.
    box("Spa pool water", (cx, cy, floor), (px1 - px0 - 0.1, py1 - py0 - 0.1, WATER_Z - floor), t["water"], 0).visible_shadow = False
    for wx, wy, sx, sy in ((cx, py0 - 0.15, px1 - px0 + 0.6, 0.3), (cx, py1 + 0.15, px1 - px0 + 0.6, 0.3), (px0 - 0.15, cy, 0.3, py1 - py0), (px1 + 0.15, cy, 0.3, py1 - py0)):
        box("Spa pool coping", (wx, wy, FLOOR_Z - 0.05), (sx, sy, 0.07), t["coping"], 0.008)


def _lounger(t, x, y):
    """A low teak lounger along the north wall, its head to the wall: a linen mattress, its back
    raised, a white towel folded at its foot and a rolled one for the head."""
    box("Lounger frame", (x, y, FLOOR_Z), (0.72, 1.95, 0.3), t["teak"], 0.02)
    for lx in (x - 0.3, x + 0.3):
        for ly in (y - 0.88, y + 0.88):
            box("Lounger leg", (lx, ly, FLOOR_Z), (0.07, 0.07, 0.05), t["teak"], 0.005)
    _soft(box("Lounger mattress", (x, y - 0.25, FLOOR_Z + 0.3), (0.68, 1.4, 0.1), t["cushion"], 0.02), 0.04)
    # Leaning back towards the wall.
    _soft(box("Lounger back", (x, y + 0.5, FLOOR_Z + 0.32), (0.68, 0.09, 0.66), t["cushion"], 0.02, (math.radians(40), 0, 0)), 0.04)
    _soft(box("Folded towel", (x, y - 0.7, FLOOR_Z + 0.4), (0.6, 0.34, 0.06), t["towel"], 0.02), 0.02)
    roll = _cylinder("Rolled towel", (0, 0, 0), 0.08, 0.58, t["towel"], 32)
    roll.rotation_euler = (0, math.radians(90), 0)
    roll.location = (x - 0.29, y + 0.24, FLOOR_Z + 0.55)


def _tray(t, x, y):
    """A low stone table between two loungers: a carafe of iced water, two glasses, a bowl of
    frangipani flowers."""
    _cylinder("Side table", (x, y, FLOOR_Z), 0.24, 0.42, t["coping"])
    z = FLOOR_Z + 0.42
    _vessel("Carafe", (x - 0.07, y + 0.05, z), ((0.045, 0), (0.06, 0.08), (0.05, 0.16), (0.03, 0.2), (0.032, 0.23)), t["glass"])
    _vessel("Carafe water", (x - 0.07, y + 0.05, z + 0.005), ((0.04, 0), (0.055, 0.08), (0.045, 0.14), (0.001, 0.141)), t["drink"])
    for gx, gy in ((0.06, -0.08), (0.1, 0.06)):
        _vessel("Glass", (x + gx, y + gy, z), ((0.032, 0), (0.036, 0.1), (0.034, 0.101), (0.03, 0.005)), t["glass"])
        _vessel("Glass water", (x + gx, y + gy, z + 0.005), ((0.03, 0), (0.033, 0.07), (0.001, 0.071)), t["drink"])


def _frangipani(t, x, y, z, count, spread, seed):
    """Frangipani flowers, five pale petals each, floated on water or laid in a bowl."""
    rng = random.Random(seed)
    for _ in range(count):
        fx, fy = x + rng.uniform(-spread, spread), y + rng.uniform(-spread, spread)
        turn = rng.uniform(0, math.tau)
        for p in range(5):
            a = turn + p * math.tau / 5
            _soft(box("Petal", (fx + 0.02 * math.cos(a), fy + 0.02 * math.sin(a), z), (0.045, 0.024, 0.004), t["flower"], 0.002, (0, math.radians(-12), a)), 0.004)


def _furnishing(t):
    """Four loungers along the north wall with tables between the pairs; on the south side a long
    teak bench with stacked towels and lanterns; stoneware jars in the near corners; frangipani
    floated on the water."""
    ly = Y1 - 1.15
    for lx in (X0 + 3.2, X0 + 4.1, X0 + 6.7, X0 + 7.6):
        _lounger(t, lx, ly)
    for tx in (X0 + 2.2, X0 + 5.4, X0 + 8.7):
        _tray(t, tx, ly - 0.3)
    lanterns = dict(bronze=t["bronze"], glass=t["glass"], flame=t["flame"])
    box("Bench", ((X0 + X1) / 2 + 0.5, Y0 + 0.35, FLOOR_Z), (5.4, 0.45, 0.42), t["teak"], 0.015)
    for k in range(3):
        box("Towels", (X0 + 3.6 + 0.02 * k, Y0 + 0.35, FLOOR_Z + 0.42 + 0.07 * k), (0.42, 0.34, 0.07), t["towel"], 0.02)
    for lx in (X0 + 6.2, X0 + 7.4):
        _lantern(lanterns, lx, Y0 + 0.35, FLOOR_Z + 0.42, 0.42)
    for lx, ly in ((X0 + 0.55, Y0 + 0.55), (X0 + 0.55, Y1 - 0.55)):
        _vessel("Jar", (lx, ly, FLOOR_Z), ((0.16, 0), (0.3, 0.35), (0.28, 0.75), (0.14, 0.95), (0.15, 1.0)), t["clay"])
    _frangipani(t, (POOL[0] + POOL[1]) / 2 + 1.5, (POOL[2] + POOL[3]) / 2, WATER_Z + 0.003, 9, 1.6, 4)
    bowl = (X0 + 5.4, ly - 0.3)
    _vessel("Bowl", (bowl[0] + 0.1, bowl[1] - 0.1, FLOOR_Z + 0.42), ((0.04, 0), (0.1, 0.03), (0.12, 0.06)), t["ceramic"])


def _garden(t, m):
    """The walled garden beyond the window: raked pale gravel, beds of grasses at the foot of the
    wall, three palms rising over it and a clay jar by the glass."""
    wy0, wy1, _ = WINDOW
    gy0, gy1 = Y0 - 3.0, Y1 + 3.0
    clear_planting("Shrub", lambda x, y: X0 - 2 < x < GARDEN_X1 + 2 and gy0 - 2 < y < gy1 + 2)
    clear_planting("Tree", lambda x, y: X1 < x < GARDEN_X1 + 4 and gy0 - 4 < y < gy1 + 4)
    box("Garden gravel", ((X1 + GARDEN_X1) / 2, (gy0 + gy1) / 2, GROUND - 0.05), (GARDEN_X1 - X1, gy1 - gy0, 0.08), t["gravel"], 0)
    for y0, y1 in ((gy0, Y0 - WALL), (Y1 + WALL, gy1)):
        box("Garden wall", ((X1 + GARDEN_X1) / 2 + 0.2, (y0 + y1) / 2, GROUND), (GARDEN_X1 - X1 + 0.4, y1 - y0, 3.6), t["stone"], 0)
    box("Garden wall", (GARDEN_X1 + 0.2, (gy0 + gy1) / 2, GROUND), (0.4, gy1 - gy0, 3.6), t["stone"], 0)
    box("Garden hedge", (GARDEN_X1 - 0.45, (gy0 + gy1) / 2, GROUND), (0.9, gy1 - gy0 - 0.2, 3.0), t["hedge"], 0.25)
    box("Garden bed", (GARDEN_X1 - 1.6, (gy0 + gy1) / 2, GROUND), (1.4, gy1 - gy0 - 2.0, 0.25), t["stone"], 0.02)
    for k, gy in enumerate((wy0 + 0.3, (wy0 + wy1) / 2, wy1 - 0.3)):
        _grasses(f"Garden grasses {k}", (GARDEN_X1 - 1.6, gy, GROUND + 0.22), (1.3, 2.2), t["grass"], 11 + k)
    for seed, gx, gy, turn, scale in ((3, GARDEN_X1 - 1.2, wy0 + 1.2, 200, 0.5), (7, GARDEN_X1 - 0.9, wy1 - 1.6, 160, 0.62), (12, X1 + 2.6, wy1 + 0.6, 230, 0.45)):
        leaning_palm(m, "Garden palm", seed, gx, gy, GROUND, turn, scale)
    _vessel("Garden jar", (X1 + 1.6, wy0 + 1.0, GROUND), ((0.22, 0), (0.42, 0.5), (0.38, 1.05), (0.2, 1.3), (0.22, 1.36)), t["clay"])


def build_spa(m):
    t = _spa_materials()
    _shell(t)
    _pool(t)
    _furnishing(t)
    _garden(t, m)
    for y in (Y0 + 0.12, Y1 - 0.12):
        _uplight("Uplight", X0 + 0.3, X1 - 0.3, y, 60.0)
    # The stone's own warmth returned to the room, found directly rather than by bounces.
    _fill("Fill", (X0 + 0.4, (Y0 + Y1) / 2, FLOOR_Z + 1.6), Y1 - Y0 - 1.0, 120.0, turn=90)
