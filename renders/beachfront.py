"""
The resort's beach in the afternoon, dressed for a picture taken at the water's edge: the world's
smooth slope is rebuilt finely near the camera with footprints, wet sand and dry sand combed into
wind ripples, and the world's straight band of surf gives way to a lace of foam along the
waterline, each wave's reach a scalloped line, so the water's edge curves away along the bay as
the shoreline does.
"""

import math

import bmesh
import bpy

from beach import _wet_sand, rebuild_beach
from materials import _object_coords, _object_noise, color_ramp, height_range, math_node
from resort_world import beach_height, mesh_object, plane, shoreline

# The stretch rebuilt finely, on the Beach terrain's 4 m grid.
X0, X1 = -156.0, -96.0
# How far along the beach the lace of foam runs; beyond it the world's surf is far and small.
LACE = (-240.0, 140.0)
# Where the footprints start, how far above the waterline they walk, and how many steps.
FOOTPRINTS = (-148.0, 3.6, 64)


def _footprints(x, y):
    """A line of bare footprints walking away along the firm sand above the wet, towards the
    resort: a heel and a toe pressed a few centimetres in, one step every 75 cm."""
    depth = 0.0
    nearest = round((x - FOOTPRINTS[0]) / 0.75)
    for k in (nearest - 1, nearest, nearest + 1):
        if not 0 <= k < FOOTPRINTS[2]:
            continue
        fx = FOOTPRINTS[0] + k * 0.75
        fy = shoreline(fx) + FOOTPRINTS[1] + 0.5 * math.sin(k * 0.21) + (0.15 if k % 2 else -0.15)
        depth -= 0.035 * math.exp(-(((x - fx) / 0.13) ** 2 + ((y - fy) / 0.055) ** 2))
    return depth


def _combed(x0, x1, prints=lambda x, y: 0.0):
    """relief(x, y) for a stretch from x0 to x1: wind ripples over the dry sand, fading out at
    the stretch's ends, the low ridge the last waves left a little above the water, and
    prints(x, y), the footprints."""

    def relief(x, y):
        fade = min(1.0, (x - x0) / 8.0, (x1 - x) / 8.0, (40.0 - y) / 8.0)
        rise = y - shoreline(x)
        if fade <= 0 or rise <= 0:
            return 0.0
        # A gentle swell in the dry sand; its ripples are in the material (_rippled_sand), finer
        # than any grid would hold.
        ripples = 0.008 * math.sin(x * 0.21 + y * 0.7) + 0.006 * math.sin(x * 0.13 - y * 0.9 + 2.0)
        berm = 0.05 * math.exp(-(((rise - 2.2) / 0.7) ** 2))
        return fade * (ripples * min(1.0, rise / 4.0) + berm + prints(x, y))

    return relief


def _rippled_sand():
    """The wet-and-dry sand, its surface combed by the wind into ripples a hand's breadth apart,
    parallel to the shore, wavering and breaking up as real ones do."""
    material = _wet_sand()
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    grain = bsdf.inputs["Normal"].links[0].from_node
    waves = nodes.new("ShaderNodeTexWave")
    waves.wave_type = "BANDS"
    waves.bands_direction = "Y"
    waves.inputs["Scale"].default_value = 2.5
    waves.inputs["Distortion"].default_value = 7.0
    waves.inputs["Detail"].default_value = 3.0
    waves.inputs["Detail Scale"].default_value = 1.5
    links.new(_object_coords(material), waves.inputs["Vector"])
    ripples = nodes.new("ShaderNodeBump")
    ripples.inputs["Distance"].default_value = 0.015
    # The waves smooth the sand they reach: the ripples begin above the wet.
    dry = height_range(material, 0.12, 0.35)
    strength = nodes.new("ShaderNodeMath")
    strength.operation = "MULTIPLY"
    strength.inputs[1].default_value = 0.6
    links.new(dry.outputs["Result"], strength.inputs[0])
    links.new(strength.outputs["Value"], ripples.inputs["Strength"])
    links.new(waves.outputs["Fac"], ripples.inputs["Height"])
    links.new(grain.outputs["Normal"], ripples.inputs["Normal"])
    links.new(ripples.outputs["Normal"], bsdf.inputs["Normal"])
    return material


def _reach(x):
    """How far up the sand the last wave ran, above the waterline: overlapping scallops."""
    return 1.1 + 0.55 * math.sin(x * 0.19) + 0.35 * math.sin(x * 0.53 + 1.3) + 0.2 * math.sin(x * 1.37 + 0.4)


def _foam_material():
    """White foam in a lace: a bright line where the wave stops, broken patches behind it fading
    out towards the sea, and a broken line where the backwash meets the still water (the strip's
    u runs from its seaward edge, 0, to the wave's reach, 1; its v is metres above the waterline)."""
    material = bpy.data.materials.new("Foam lace")
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    bsdf.inputs["Base Color"].default_value = (0.96, 0.98, 0.98, 1)
    bsdf.inputs["Roughness"].default_value = 0.45
    across = nodes.new("ShaderNodeSeparateXYZ")
    links.new(nodes.new("ShaderNodeUVMap").outputs["UV"], across.inputs["Vector"])
    u, v = across.outputs["X"], across.outputs["Y"]
    edge = nodes.new("ShaderNodeMapRange")  # the line of the reach
    edge.inputs["From Min"].default_value = 0.93
    edge.inputs["From Max"].default_value = 0.975
    links.new(u, edge.inputs["Value"])
    lace = color_ramp(nodes, ((0.48, (0, 0, 0)), (0.56, (1, 1, 1))))
    links.new(_object_noise(material, 0.9, 12.0).outputs["Fac"], lace.inputs["Fac"])
    body = math_node(material, "MULTIPLY", lace.outputs["Color"], u)
    # Where the backwash meets the still water a broken line of foam, so the water's edge is
    # never a clean cut across the sand.
    backwash = nodes.new("ShaderNodeMapRange")
    backwash.interpolation_type = "SMOOTHSTEP"
    backwash.inputs["From Min"].default_value = 0.45
    backwash.inputs["From Max"].default_value = 0.0
    links.new(math_node(material, "ABSOLUTE", v, 0.0), backwash.inputs["Value"])
    broken = color_ramp(nodes, ((0.38, (0, 0, 0)), (0.52, (1, 1, 1))))
    links.new(_object_noise(material, 2.5, 10.0).outputs["Fac"], broken.inputs["Fac"])
    line = math_node(material, "MULTIPLY", backwash.outputs["Result"], broken.outputs["Color"])
    foam = math_node(material, "MAXIMUM", edge.outputs["Result"], math_node(material, "MAXIMUM", body, line))
    # Past the reach nothing: the ramp's far end is dry sand.
    alpha = math_node(material, "MULTIPLY", foam, math_node(material, "LESS_THAN", u, 0.985))
    mix = nodes.new("ShaderNodeMixShader")
    links.new(alpha, mix.inputs["Fac"])
    links.new(nodes.new("ShaderNodeBsdfTransparent").outputs["BSDF"], mix.inputs[1])
    links.new(bsdf.outputs["BSDF"], mix.inputs[2])
    links.new(mix.outputs["Shader"], nodes["Material Output"].inputs["Surface"])
    material.blend_method = "HASHED"
    return material


def _lace(m):
    """The foam along the waterline, in place of the world's straight band of surf: a strip from
    3 m out to each wave's reach, lying on the water and then on the wet sand just above it."""
    bpy.data.objects.remove(bpy.data.objects["Shore wash"])
    for name, x0, x1 in (("Shore wash west", -900.0, LACE[0]), ("Shore wash east", LACE[1], 900.0)):
        plane(name, x0, x1, -4.0, 1.2, 0.02, m["surf"]).visible_shadow = False
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new()
    rows, step = 14, 0.25
    columns = int((LACE[1] - LACE[0]) / step)
    grid = []
    for i in range(columns + 1):
        x = LACE[0] + i * step
        low, high = shoreline(x) - 3.0, shoreline(x) + _reach(x)
        column = []
        for j in range(rows + 1):
            y = low + (high - low) * j / rows
            vertex = bm.verts.new((x, y, max(0.025, beach_height(x, y) + 0.012)))
            column.append((vertex, (j / rows, y - shoreline(x))))
        grid.append(column)
    for i in range(columns):
        for j in range(rows):
            corners = (grid[i][j], grid[i + 1][j], grid[i + 1][j + 1], grid[i][j + 1])
            face = bm.faces.new([vertex for vertex, _ in corners])
            for loop, (_, coords) in zip(face.loops, corners):
                loop[uv].uv = coords
    foam = mesh_object("Foam lace", bm, _foam_material())
    foam.visible_shadow = False


def build_beachfront(m):
    rebuild_beach(m, X0, X1, _combed(X0, X1, _footprints), _rippled_sand())
    _lace(m)


def build_beach_house_sand(m):
    """The sand before the Beach House, rebuilt the same way for the picture from the beach, its
    wind ripples raked by the morning sun. (Footprints do not show here: the sun is behind the
    camera, so a dent's shadowed side faces away from it.)"""
    rebuild_beach(m, -64.0, 8.0, _combed(-64.0, 8.0), _rippled_sand())
