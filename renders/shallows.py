"""
The shallows off the wild coast east of the resort, dressed for the picture of the water sports:
a paddleboard and a kayak floating over clear water, looked down on from a few metres up. The
world's seabed is a smooth slope seen from the air, so under the camera it is rebuilt finely, with
sand ripples and coral heads, and the craft's shadows fall on it through the water.
"""

import math
import random

import bmesh
import bpy

from materials import _bump, _object_noise, _principled, _varied, color_ramp, multiply, seabed_material
from residence import _vessel
from resort_world import box, mesh_object, seabed_height, terrain

# The stretch of seabed rebuilt finely, on the world's 12 m grid so its edges meet the rest.
X0, X1 = 264.0, 336.0
Y0, Y1 = -108.0, -36.0
# Where the craft float: about 2.5 m of water, clear sand between the first coral heads.
BOARD = (300.0, -71.0)
KAYAK = (303.2, -73.6)


def _ripples(x, y):
    """Sand ripples a few centimetres high, crests across the swell, fading at the patch's edges."""
    fade = min(1.0, (x - X0) / 12.0, (X1 - x) / 12.0, (y - Y0) / 12.0, (Y1 - y) / 12.0)
    if fade <= 0:
        return 0.0
    crest = 0.035 * math.sin(y * 4.2 + 0.6 * math.sin(x * 0.7)) + 0.012 * math.sin(x * 1.3 + y * 9.1)
    return fade * crest


def _sunlit_seabed():
    """The world's seabed, with the bright web the rippled surface focuses on sunlit sand and
    a darker drift of weed: caustics that Cycles would render only as noise."""
    material = seabed_material()
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    colour = bsdf.inputs["Base Color"].links[0].from_socket
    web = nodes.new("ShaderNodeTexVoronoi")
    web.feature = "DISTANCE_TO_EDGE"
    web.inputs["Scale"].default_value = 1.7
    warp = _object_noise(material, 0.9, 3.0)
    offset = nodes.new("ShaderNodeVectorMath")
    offset.operation = "MULTIPLY_ADD"
    offset.inputs[1].default_value = (0.9, 0.9, 0.9)
    links.new(warp.outputs["Color"], offset.inputs[0])
    links.new(nodes.new("ShaderNodeNewGeometry").outputs["Position"], offset.inputs[2])
    links.new(offset.outputs["Vector"], web.inputs["Vector"])
    lines = color_ramp(nodes, ((0.0, (1.6, 1.6, 1.5)), (0.05, (1.0, 1.0, 1.0))))
    links.new(web.outputs["Distance"], lines.inputs["Fac"])
    weed = _object_noise(material, 0.25, 6.0)
    patches = color_ramp(nodes, ((0.45, (1.0, 1.0, 1.0)), (0.62, (0.62, 0.72, 0.62))))
    links.new(weed.outputs["Fac"], patches.inputs["Fac"])
    lit = multiply(nodes, links, colour, lines.outputs["Color"])
    links.new(multiply(nodes, links, lit, patches.outputs["Color"]), bsdf.inputs["Base Color"])
    return material


def _materials():
    coral = _varied(_principled("Coral head", (0.12, 0.16, 0.12), roughness=0.9), 3.0, 0.35, (0.3, 0.24, 0.12))
    _bump(coral, _object_noise(coral, 9.0, 8.0).outputs["Fac"], 0.6, 0.05)
    return {
        "coral": coral,
        "board": _principled("Board", (0.9, 0.9, 0.87), roughness=0.3, Clearcoat=0.6),
        "pad": _principled("Deck pad", (0.5, 0.36, 0.24), roughness=0.9),
        "kayak": _principled("Kayak", (0.78, 0.66, 0.48), roughness=0.35, Clearcoat=0.5),
        "seat": _principled("Kayak seat", (0.08, 0.09, 0.1), roughness=0.7),
        "paddle": _principled("Paddle", (0.36, 0.22, 0.12), roughness=0.5),
    }


def _coral_heads(t):
    """Rounded heads of brain and boulder coral and small rocks on the sand, in clusters, with
    clear sand left under the craft."""
    rng = random.Random(5)
    clusters = [(rng.uniform(294, 314), rng.uniform(-84, -62)) for _ in range(8)]
    for cx, cy in clusters:
        for _ in range(rng.randint(3, 9)):
            x, y = cx + rng.gauss(0, 1.6), cy + rng.gauss(0, 1.2)
            if abs(x - 302.0) < 4.5 and abs(y + 72.5) < 3.5:
                continue
            radius = rng.uniform(0.15, 0.8) if rng.random() < 0.7 else rng.uniform(0.05, 0.15)
            bm = bmesh.new()
            bmesh.ops.create_icosphere(bm, subdivisions=3, radius=radius)
            for vertex in bm.verts:
                vertex.co *= 1.0 + 0.18 * math.sin(vertex.co.x * 7 + vertex.co.y * 5) * math.sin(vertex.co.z * 6)
                vertex.co.z *= 0.6
            head = mesh_object("Coral head", bm, t["coral"], smooth=True)
            head.location = (x, y, seabed_height(x, y) - radius * 0.1)
            head.scale = (rng.uniform(0.8, 1.3), rng.uniform(0.8, 1.3), 1.0)


def _taper(obj, length, power, nose_only=False):
    """Draws an oval hull in to a point at its ends (power 1), or only a little (power 0.5); with
    nose_only, the forward end (+x) alone."""
    for vertex in obj.data.vertices:
        if nose_only and vertex.co.x < 0:
            continue
        u = min(1.0, abs(vertex.co.x) / length)
        vertex.co.y *= (1.0 - u * u) ** (0.5 * power)


def _paddleboard(t):
    """A white paddleboard with a teak-coloured deck pad, its paddle laid along it."""
    x, y = BOARD
    heading = math.radians(28)
    board = _vessel("Paddleboard", (0, 0, -0.06), ((0.3, 0.0), (0.39, 0.05), (0.4, 0.1), (0.36, 0.14), (0.01, 0.145)), t["board"], stretch=4.0)
    _taper(board, 1.6, 0.5, nose_only=True)  # a rounder tail, a finer nose
    parts = [
        board,
        _vessel("Deck pad", (-0.25, 0, 0.08), ((0.26, 0.0), (0.26, 0.006), (0.01, 0.007)), t["pad"], stretch=3.0),
        box("Paddle shaft", (0.1, 0.14, 0.09), (1.9, 0.03, 0.03), t["paddle"], 0.01),
        box("Paddle blade", (1.15, 0.14, 0.09), (0.45, 0.2, 0.015), t["paddle"], 0.005),
    ]
    for part in parts:
        part.rotation_euler = (0, 0, heading)
        part.location = (x, y, 0)


def _kayak(t):
    """A sit-on-top kayak in sand, its dark moulded seat, a paddle across it."""
    x, y = KAYAK
    heading = math.radians(-12)
    hull = _vessel("Kayak hull", (0, 0, -0.12), ((0.05, 0.0), (0.27, 0.08), (0.36, 0.2), (0.37, 0.27), (0.33, 0.31), (0.2, 0.335), (0.01, 0.34)), t["kayak"], stretch=5.2)
    _taper(hull, 1.92, 1.0)
    parts = [
        hull,
        _vessel("Kayak seat", (-0.15, 0, 0.16), ((0.22, 0.0), (0.24, 0.1), (0.22, 0.115), (0.01, 0.12)), t["seat"], stretch=2.2),
        box("Kayak paddle", (0.45, 0, 0.23), (0.03, 2.1, 0.03), t["paddle"], 0.01),
    ]
    for side in (-1, 1):
        parts.append(box("Kayak blade", (0.45, side * 1.05, 0.23), (0.17, 0.4, 0.015), t["paddle"], 0.005))
    for part in parts:
        part.rotation_euler = (0, 0, heading)
        part.location = (x, y, 0)


def build_shallows(m):
    """The world's seabed in three pieces, the fine patch under the camera, and the craft."""
    bpy.data.objects.remove(bpy.data.objects["Seabed"])
    terrain("Seabed west", -900.0, X0, -1200.0, 0.0, seabed_height, m["seabed"], step=12.0)
    terrain("Seabed east", X1, 900.0, -1200.0, 0.0, seabed_height, m["seabed"], step=12.0)
    terrain("Seabed north", X0, X1, Y1, 0.0, seabed_height, m["seabed"], step=12.0)
    terrain("Seabed south", X0, X1, -1200.0, Y0, seabed_height, m["seabed"], step=12.0)
    terrain("Seabed near", X0, X1, Y0, Y1, lambda x, y: seabed_height(x, y) + _ripples(x, y), _sunlit_seabed(), step=0.2)
    t = _materials()
    _coral_heads(t)
    _paddleboard(t)
    _kayak(t)
