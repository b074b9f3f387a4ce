"""
The adults' pool in the late morning, dressed for the picture of the hotel's service: the world's
pools are slabs of colour seen from the air, so here the adults' pool and the lap pool beyond it
are sunk into the deck, tiled and filled with clear water under a limestone coping. Loungers made
up with white towels line the pool's landward side under cream parasols, and on a teak table
between two of them a tray has just been set down: iced water with lime, two tumblers, a bowl of
fruit and rolled flannels.
"""

import math

import bmesh
import bpy
from mathutils import Matrix

from materials import _bump, _object_coords, _object_noise, _principled, _varied, multiply
from residence import _cylinder, _vessel
from resort_world import GROUND, box, clear_planting, lounger, mesh_object, parasol, plane

DECK_Z = GROUND + 0.15
WATER_Z = DECK_Z - 0.08
DEPTH = 1.4
# The pools sunk into the deck: the world's name, centre and size.
SUNK = (("Adults' pool", 40.0, 94.0, 20.0, 12.0), ("Lap pool", 40.0, 76.0, 25.0, 6.0))
# The table between the two middle loungers, where the tray stands.
TABLE = (40.0, 102.6)


def _travertine():
    """The pool deck close up: honed travertine in large pavers laid in a stretcher bond with fine
    joints, each paver a little warmer or paler than the next."""
    material = _varied(_principled("Travertine", (0.66, 0.6, 0.5), roughness=0.75), 3.0, 0.25, (0.72, 0.66, 0.56))
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    pavers = nodes.new("ShaderNodeTexBrick")
    pavers.offset = 0.5
    pavers.inputs["Scale"].default_value = 1.0
    pavers.inputs["Brick Width"].default_value = 0.9
    pavers.inputs["Row Height"].default_value = 0.6
    pavers.inputs["Mortar Size"].default_value = 0.006
    pavers.inputs["Color1"].default_value = (1.0, 1.0, 1.0, 1.0)
    pavers.inputs["Color2"].default_value = (0.92, 0.9, 0.86, 1.0)
    pavers.inputs["Mortar"].default_value = (0.7, 0.66, 0.6, 1.0)
    links.new(_object_coords(material), pavers.inputs["Vector"])
    laid = multiply(nodes, links, bsdf.inputs["Base Color"].links[0].from_socket, pavers.outputs["Color"])
    links.new(laid, bsdf.inputs["Base Color"])
    return material


def _materials():
    water = _principled("Pool water", (0.97, 1.0, 1.0), roughness=0.01, IOR=1.33, **{"Transmission": 1.0})
    ripples = _object_noise(water, 1.4, 4.0)
    _bump(water, ripples.outputs["Fac"], 0.08, 0.1)
    tile = _varied(_principled("Pool tile", (0.16, 0.5, 0.58), roughness=0.3, Specular=0.5), 12.0, 0.2, (0.22, 0.56, 0.62))
    return {
        "travertine": _travertine(),
        "water": water,
        "tile": tile,
        "waterline": _principled("Waterline tile", (0.05, 0.22, 0.3), roughness=0.2, Specular=0.6),
        "coping": _varied(_principled("Limestone coping", (0.8, 0.76, 0.67), roughness=0.7), 4.0, 0.2, (0.74, 0.69, 0.6)),
        "teak": _principled("Teak", (0.5, 0.35, 0.21), roughness=0.5),
        "towel": _principled("Towel", (0.93, 0.91, 0.86), roughness=1.0, Sheen=0.8),
        "glass": _sunlit_inside(_principled("Glass", (0.97, 0.97, 0.97), roughness=0.02, IOR=1.45, **{"Transmission": 1.0})),
        "drink": _sunlit_inside(_principled("Iced water", (0.93, 0.98, 0.96), roughness=0.02, IOR=1.33, **{"Transmission": 1.0})),
        "lime": _principled("Lime", (0.2, 0.42, 0.05), roughness=0.45),
        "lime flesh": _principled("Lime flesh", (0.5, 0.62, 0.16), roughness=0.35),
        "mango": _principled("Mango", (0.85, 0.45, 0.08), roughness=0.4),
        "ceramic": _principled("Ceramic", (0.9, 0.88, 0.84), roughness=0.3),
    }


def _sunlit_inside(material):
    """Glass or water that lets most of the sun through to what is in it or under it. Cycles
    renders no refracted caustics here, so a lime in a carafe was black and a glass of water cast
    the shadow of a stone."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    output = nodes["Material Output"]
    surface = output.inputs["Surface"].links[0].from_socket
    clear = nodes.new("ShaderNodeBsdfTransparent")
    clear.inputs["Color"].default_value = (0.85, 0.85, 0.85, 1)
    mix = nodes.new("ShaderNodeMixShader")
    links.new(nodes.new("ShaderNodeLightPath").outputs["Is Shadow Ray"], mix.inputs["Fac"])
    links.new(surface, mix.inputs[1])
    links.new(clear.outputs["BSDF"], mix.inputs[2])
    links.new(mix.outputs["Shader"], output.inputs["Surface"])
    return material


def _sink(m, t, deck, name, cx, cy, sx, sy):
    """One pool sunk into the deck: the deck cut open, a tiled basin with a dark waterline band,
    clear water a few centimetres under a limestone coping."""
    bpy.data.objects.remove(bpy.data.objects[name])
    cutter = box(f"{name} cut", (cx, cy, DECK_Z - 0.5), (sx, sy, 1.0), None, 0)
    cutter.hide_render = True
    cut = deck.modifiers.new(f"{name} cut", "BOOLEAN")
    cut.operation = "DIFFERENCE"
    cut.object = cutter
    floor = DECK_Z - DEPTH
    box(f"{name} floor", (cx, cy, floor - 0.1), (sx, sy, 0.1), t["tile"], 0)
    for wx, wy, wsx, wsy in ((cx, cy - sy / 2, sx, 0.1), (cx, cy + sy / 2, sx, 0.1), (cx - sx / 2, cy, 0.1, sy), (cx + sx / 2, cy, 0.1, sy)):
        box(f"{name} wall", (wx, wy, floor), (wsx, wsy, DEPTH - 0.25), t["tile"], 0)
        box(f"{name} waterline", (wx, wy, DECK_Z - 0.25), (wsx, wsy, 0.2), t["waterline"], 0)
    # Sunlight reaches the tiles through the surface (Cycles draws no caustics): no shadow of its own.
    box(f"{name} water", (cx, cy, floor), (sx - 0.12, sy - 0.12, WATER_Z - floor), t["water"], 0).visible_shadow = False
    for wx, wy, wsx, wsy in ((cx, cy - sy / 2 - 0.2, sx + 0.8, 0.4), (cx, cy + sy / 2 + 0.2, sx + 0.8, 0.4), (cx - sx / 2 - 0.2, cy, 0.4, sy), (cx + sx / 2 + 0.2, cy, 0.4, sy)):
        box(f"{name} coping", (wx, wy, DECK_Z - 0.03), (wsx, wsy, 0.06), t["coping"], 0.01)


def _open_ground(x0, x1, y0, y1):
    """The world's lawn and island floor lie under the deck, above the pools' floors: each is laid
    again as four planes around the pools' footprint."""
    for name in ("Lawns", "Island"):
        ground = bpy.data.objects[name]
        xs = [v.co.x for v in ground.data.vertices]
        ys = [v.co.y for v in ground.data.vertices]
        z, material = ground.data.vertices[0].co.z, ground.data.materials[0]
        bpy.data.objects.remove(ground)
        for px0, px1, py0, py1 in ((min(xs), x0, min(ys), max(ys)), (x1, max(xs), min(ys), max(ys)), (x0, x1, min(ys), y0), (x0, x1, y1, max(ys))):
            plane(name, px0, px1, py0, py1, z, material)


def _tray(t):
    """A teak table with a tray just set down: a carafe of iced water with lime, two tumblers and
    rolled flannels, and beside it a bowl of limes and a mango."""
    x, y = TABLE
    box("Side table", (x, y, DECK_Z), (0.8, 0.5, 0.45), t["teak"], 0.01)
    z = DECK_Z + 0.45
    tx = x - 0.14
    box("Tray", (tx, y, z), (0.42, 0.3, 0.02), t["teak"], 0.005)
    for side in (-1, 1):
        # Proud of the tray's edge, so no groove between them reads as a black slot.
        box("Tray rim", (tx, y + side * 0.147, z), (0.424, 0.012, 0.035), t["teak"], 0.003)
    z += 0.02
    _vessel("Carafe", (tx - 0.1, y + 0.05, z), ((0.045, 0), (0.06, 0.08), (0.05, 0.16), (0.03, 0.2), (0.032, 0.23)), t["glass"])
    _vessel("Carafe water", (tx - 0.1, y + 0.05, z + 0.005), ((0.04, 0), (0.055, 0.08), (0.045, 0.14), (0.001, 0.141)), t["drink"])
    _cylinder("Lime slice", (tx - 0.1, y + 0.05, z + 0.1), 0.022, 0.006, t["lime flesh"], 24).rotation_euler = (math.radians(70), 0, 0)
    for gx, gy in ((0.02, -0.07), (0.1, 0.04)):
        _vessel("Tumbler", (tx + gx, y + gy, z), ((0.032, 0), (0.036, 0.1), (0.034, 0.101), (0.03, 0.005)), t["glass"])
        _vessel("Tumbler water", (tx + gx, y + gy, z + 0.005), ((0.03, 0), (0.033, 0.07), (0.001, 0.071)), t["drink"])
    for k in range(3):
        roll = _cylinder("Rolled flannel", (0, 0, 0), 0.025, 0.16, t["towel"], 24)
        roll.rotation_euler = (0, math.radians(90), 0)
        roll.location = (tx - 0.02, y - 0.12 + k * 0.05, z + 0.025)
    bx, by = x + 0.22, y + 0.04
    _vessel("Fruit bowl", (bx, by, DECK_Z + 0.45), ((0.05, 0), (0.1, 0.03), (0.12, 0.07), (0.11, 0.07), (0.005, 0.01)), t["ceramic"])
    bm = bmesh.new()
    for dx, dy, dz in ((-0.04, -0.03, 0.05), (0.0, 0.05, 0.055), (0.05, -0.02, 0.055)):
        bmesh.ops.create_uvsphere(bm, u_segments=16, v_segments=10, radius=0.028, matrix=Matrix.Translation((bx + dx, by + dy, DECK_Z + 0.45 + dz)))
    mesh_object("Limes", bm, t["lime"], smooth=True)
    bm = bmesh.new()
    shape = Matrix.Translation((bx + 0.01, by, DECK_Z + 0.45 + 0.1)) @ Matrix.Diagonal((1.3, 0.9, 0.9, 1.0))
    bmesh.ops.create_uvsphere(bm, u_segments=20, v_segments=12, radius=0.05, matrix=shape)
    mesh_object("Mango", bm, t["mango"], smooth=True)


def _loungers(m, t):
    """Three pairs of loungers along the adults' pool's landward side, facing the sea, a table
    between each pair and each lounger made up with a white towel folded over its foot; cream
    parasols behind them. The world's palms on this side of the deck make room for them."""
    clear_planting("Palm", lambda x, y: 30 < x < 50 and y > 99)
    y = TABLE[1] + 0.4
    for cx in (TABLE[0] - 6.0, TABLE[0], TABLE[0] + 6.0):
        for side in (-1, 1):
            x = cx + side * 0.78
            lounger(x, y, DECK_Z, m)
            box("Folded towel", (x, y - 0.85, DECK_Z + 0.37), (0.6, 0.28, 0.05), t["towel"], 0.02)
        parasol(cx - 1.7, y + 0.5, DECK_Z, m)
        if cx != TABLE[0]:
            box("Side table", (cx, TABLE[1], DECK_Z), (0.5, 0.5, 0.45), t["teak"], 0.01)


def build_poolside(m):
    t = _materials()
    deck = bpy.data.objects["Pool deck"]
    deck.data.materials[0] = t["travertine"]
    _open_ground(27.0, 53.0, 72.5, 100.5)
    for pool in SUNK:
        _sink(m, t, deck, *pool)
    _loungers(m, t)
    _tray(t)
