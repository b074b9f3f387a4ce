"""
Rooms of two Beach House residences on the third floor, built where they stand in the world:
B-303's living room, kitchen and terrace, in the middle of the floor, and the primary bedroom
and bathroom of B-304, its neighbour to the east. Each sliding glass wall opens to the terrace,
the palms, the beach and the sea. resort_world.beach_house leaves the rendered residence's bay out of the floor's
massing, so the view from the room is the resort's own.

Metres, in the world's axes: x east along the beach, y inland (the sea is south), z up.
"""

import math
import random

import bmesh
import bpy
from mathutils import Vector

from materials import _bump, _cane, _clear, _object_noise, _principled, _shader, _varied, color_ramp, multiply
from resort_world import FLOOR, GROUND, _object, box, cone, lounger, mesh_object

# The residences' bays on the third floor (level index 2), each between two of the floor's fins.
BAYS = {"B-303": (-94.0, -76.0), "B-304": (-76.0, -58.0)}
# Which residence each room is furnished in.
ROOMS = {"living": "B-303", "terrace": "B-303", "bedroom": "B-304", "bathroom": "B-304"}
X0, X1 = BAYS["B-303"]  # the living room's furniture stands against these walls
# B-304's primary suite: the wall between bedroom and bathroom, and the wall behind both (the
# wardrobe and dressing room lie beyond it).
SUITE_PARTITION_X = -67.0
SUITE_BACK_Y = 76.0
LEVEL = 2
Y_FRONT = 62.0 + 4.0 * LEVEL  # the floor's glazing line, as terraced_floor places it
TERRACE = 3.2
FLOOR_Z = GROUND + FLOOR * LEVEL + 0.4  # top of the slab
CEILING = 3.0
GLASS_Y = Y_FRONT + 0.3
BACK_Y = Y_FRONT + 10.5


def _materials():
    oak = _varied(_principled("Oak floor", (0.6, 0.47, 0.33), roughness=0.45, Specular=0.35), 0.6, 0.25, (0.66, 0.53, 0.38))
    _planks(oak)
    plaster = _varied(_principled("Plaster", (0.8, 0.77, 0.71), roughness=0.9), 1.5, 0.3, (0.76, 0.72, 0.66))
    limestone = _principled("Limestone", (0.72, 0.68, 0.6), roughness=0.6, Specular=0.35)
    _bump(limestone, _object_noise(limestone, 18.0, 8.0).outputs["Fac"], 0.08, 0.01)
    linen = _principled("Linen", (0.78, 0.75, 0.69), roughness=0.95, Sheen=0.6)
    _bump(linen, _object_noise(linen, 220.0, 4.0).outputs["Fac"], 0.15, 0.004)
    boucle = _principled("Boucle", (0.7, 0.64, 0.54), roughness=1.0, Sheen=1.0)
    _bump(boucle, _object_noise(boucle, 90.0, 6.0).outputs["Fac"], 0.4, 0.006)
    sheet = _principled("Bed linen", (0.87, 0.86, 0.83), roughness=0.95, Sheen=0.5)
    _bump(sheet, _object_noise(sheet, 40.0, 5.0).outputs["Fac"], 0.2, 0.004)
    return {
        "oak": oak,
        "sheet": sheet,
        "tiles": _tiles(),
        "mirror": _principled("Mirror", (0.9, 0.9, 0.88), roughness=0.02, Metallic=1.0),
        "bathwater": _bathwater(),
        "sheer": _sheer(),
        "plaster": plaster,
        "limestone": limestone,
        # The Beach House's terraces: limestone slabs laid in courses, each a shade of its own, with
        # an outdoor joint: in full sun an indoor one's 3 mm and slabs a shade apart vanish.
        "paving": _tiles("Terrace paving", light=(0.77, 0.73, 0.66), dark=(0.65, 0.61, 0.54), joint=(0.42, 0.4, 0.36),
                         size=(0.9, 0.6), roughness=0.6, width=0.007),
        "cane": _cane("Cane", None),
        "travertine": _varied(_principled("Travertine", (0.66, 0.58, 0.47), roughness=0.4, Specular=0.45), 4.0, 0.3, (0.74, 0.67, 0.56)),
        "linen": linen,
        "boucle": boucle,
        "wool": _varied(_principled("Wool rug", (0.6, 0.55, 0.47), roughness=1.0, Sheen=0.8), 8.0, 0.2, (0.55, 0.5, 0.42)),
        "teak": _principled("Teak slats", (0.42, 0.28, 0.16), roughness=0.5),
        "walnut": _principled("Walnut", (0.16, 0.09, 0.05), roughness=0.35, Specular=0.5),
        "bronze": _principled("Bronze", (0.22, 0.16, 0.1), roughness=0.35, Metallic=1.0),
        "ceramic": _principled("Ceramic", (0.82, 0.79, 0.72), roughness=0.3, Specular=0.5),
        "clay": _principled("Clay pot", (0.46, 0.3, 0.2), roughness=0.85),
        "ink": _principled("Cushion", (0.16, 0.24, 0.3), roughness=1.0, Sheen=0.6),
        "leaf": _principled("Olive leaves", (0.12, 0.16, 0.08), roughness=0.7, Specular=0.2),
        "art": _painting(),
        "shade": _principled("Lamp shade", (0.95, 0.9, 0.8), roughness=0.9, **{"Transmission": 0.3}),
        "marble": _marble(),
        # Milk glass: a satin white body under a glassy skin. Clear globes mirrored the floor and
        # read as mirror balls.
        "opal": _principled("Opal glass", (0.9, 0.89, 0.86), roughness=0.45, Clearcoat=1.0, **{"Clearcoat Roughness": 0.03}),
        "globe": _principled("Pendant glass", (0.97, 0.97, 0.95), roughness=0.22, IOR=1.3, **{"Transmission": 1.0}),
        "cabinetry": _varied(_principled("Oak joinery", (0.52, 0.4, 0.27), roughness=0.5, Specular=0.3), 3.0, 0.2, (0.58, 0.45, 0.3)),
        "clear": _principled("Sliding glass", (0.95, 0.97, 0.97), roughness=0.0, IOR=1.05, **{"Transmission": 1.0}),
    }


def _bathwater():
    """Still water in a bath: the room mirrored at a glance and the tub's floor seen straight
    through. Refracted, the sun reached the tub's floor only by caustics this renderer leaves
    out, and the water was a grey sparkle of noise."""
    return _clear("Bath water", 1.33, (0.9, 0.96, 0.95), top_only=True)


def _sheer():
    """Voile, backlit by the morning: it glows with the light it lets through and returns some.
    Not see-through: a path that picks at random between passing and scattering leaves grain
    in every pixel of the curtain at these samples."""
    material, nodes, links = _shader("Sheer")
    back = nodes.new("ShaderNodeBsdfDiffuse")
    back.inputs["Color"].default_value = (0.86, 0.84, 0.8, 1)
    scatter = nodes.new("ShaderNodeBsdfTranslucent")
    scatter.inputs["Color"].default_value = (0.95, 0.92, 0.86, 1)
    mix = nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = 0.55
    links.new(back.outputs[0], mix.inputs[1])
    links.new(scatter.outputs[0], mix.inputs[2])
    links.new(mix.outputs[0], nodes["Material Output"].inputs["Surface"])
    return material


def _courses(nodes, width, height, joint, offset):
    """Boards or slabs laid in courses, in metres (Blender's brick texture at scale 1)."""
    brick = nodes.new("ShaderNodeTexBrick")
    brick.inputs["Scale"].default_value = 1.0
    brick.inputs["Mortar Size"].default_value = joint
    brick.inputs["Brick Width"].default_value = width
    brick.inputs["Row Height"].default_value = height
    brick.offset = offset
    return brick


def _planks(material, tones=None):
    """Wide oak boards, 220 mm, laid towards the sea: a fine dark seam between them. tones: two
    colours; each board's colour is multiplied by one of them or a blend, at random."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]
    brick = _courses(nodes, 2.4, 0.22, 0.004, 0.37)
    mapping = nodes.new("ShaderNodeMapping")
    mapping.inputs["Rotation"].default_value = (0, 0, math.radians(90))
    links.new(coords, mapping.inputs["Vector"])
    links.new(mapping.outputs["Vector"], brick.inputs["Vector"])
    bsdf = nodes["Principled BSDF"]
    if tones:
        brick.inputs["Color1"].default_value, brick.inputs["Color2"].default_value = ((*tone, 1) for tone in tones)
        brick.inputs["Mortar"].default_value = (1, 1, 1, 1)
        toned = multiply(nodes, links, bsdf.inputs["Base Color"].links[0].from_socket, brick.outputs["Color"])
        links.new(toned, bsdf.inputs["Base Color"])
    darken = nodes.new("ShaderNodeMixRGB")
    darken.blend_type = "MULTIPLY"
    links.new(bsdf.inputs["Base Color"].links[0].from_socket, darken.inputs["Color1"])
    links.new(brick.outputs["Fac"], darken.inputs["Fac"])
    darken.inputs["Color2"].default_value = (0.45, 0.4, 0.35, 1)
    # Brick's Fac is 1 on the mortar: the seam darkens, the board keeps its colour.
    links.new(darken.outputs["Color"], bsdf.inputs["Base Color"])
    _bump(material, brick.outputs["Fac"], 0.3, 0.002)


def _tiles(name="Limestone tiles", light=(0.74, 0.7, 0.63), dark=(0.71, 0.67, 0.6), joint=(0.6, 0.56, 0.5), size=(0.9, 0.9), roughness=0.5, width=0.003):
    """Honed stone in large slabs, by default limestone in 900 mm squares, with a fine joint
    `width` wide."""
    material = _principled(name, light, roughness=roughness, Specular=0.35)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    brick = _courses(nodes, *size, width, 0.0)
    brick.inputs["Color1"].default_value = (*light, 1)
    brick.inputs["Color2"].default_value = (*dark, 1)
    brick.inputs["Mortar"].default_value = (*joint, 1)
    links.new(nodes.new("ShaderNodeTexCoord").outputs["Object"], brick.inputs["Vector"])
    links.new(brick.outputs["Color"], nodes["Principled BSDF"].inputs["Base Color"])
    _bump(material, brick.outputs["Fac"], 0.2, 0.001)
    return material


def _marble():
    """Honed white marble: a warm white ground with broad grey veins drifting diagonally across
    it, some strong and some fading out, and finer veins crossing between them."""
    material = _principled("Marble", (0.88, 0.87, 0.84), roughness=0.16, Specular=0.5)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    coords = nodes.new("ShaderNodeTexCoord").outputs["Object"]

    def veins(turn, scale, distortion, stops, phase):
        mapping = nodes.new("ShaderNodeMapping")
        mapping.inputs["Rotation"].default_value = [math.radians(a) for a in turn]
        links.new(coords, mapping.inputs["Vector"])
        wave = nodes.new("ShaderNodeTexWave")
        wave.inputs["Scale"].default_value = scale
        wave.inputs["Distortion"].default_value = distortion
        wave.inputs["Detail"].default_value = 8.0
        wave.inputs["Detail Scale"].default_value = 0.9
        wave.inputs["Detail Roughness"].default_value = 0.62
        wave.inputs["Phase Offset"].default_value = phase
        links.new(mapping.outputs["Vector"], wave.inputs["Vector"])
        ramp = color_ramp(nodes, stops)
        links.new(wave.outputs["Fac"], ramp.inputs["Fac"])
        # A large soft noise lets a vein run strong in one place and die away in another.
        fade = nodes.new("ShaderNodeTexNoise")
        fade.inputs["Scale"].default_value = 0.35
        fade.inputs["W"].default_value = phase
        fade.noise_dimensions = "4D"
        links.new(coords, fade.inputs["Vector"])
        strength = color_ramp(nodes, ((0.35, (0.0,) * 3), (0.65, (1.0,) * 3)))
        links.new(fade.outputs["Fac"], strength.inputs["Fac"])
        mix = nodes.new("ShaderNodeMixRGB")
        mix.inputs["Color1"].default_value = (1, 1, 1, 1)
        links.new(strength.outputs["Color"], mix.inputs["Fac"])
        links.new(ramp.outputs["Color"], mix.inputs["Color2"])
        return mix.outputs["Color"]

    broad = veins((20, -40, 35), 0.2, 5.0, ((0.0, (0.42,) * 3), (0.018, (0.7,) * 3), (0.07, (0.93,) * 3), (0.16, (1.0,) * 3), (1.0, (1.0,) * 3)), 0.0)
    fine = veins((-30, 25, -50), 0.55, 7.5, ((0.0, (0.68,) * 3), (0.02, (0.95,) * 3), (0.05, (1.0,) * 3), (1.0, (1.0,) * 3)), 3.0)
    mix = nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = 1.0
    links.new(broad, mix.inputs["Color1"])
    links.new(fine, mix.inputs["Color2"])
    ground = nodes.new("ShaderNodeMixRGB")
    ground.blend_type = "MULTIPLY"
    ground.inputs["Fac"].default_value = 1.0
    ground.inputs["Color1"].default_value = (0.88, 0.87, 0.84, 1)
    links.new(mix.outputs["Color"], ground.inputs["Color2"])
    links.new(ground.outputs["Color"], nodes["Principled BSDF"].inputs["Base Color"])
    return material


def _painting():
    """A large abstract canvas in the sea's own colours: sand below, turquoise, a deep blue band."""
    material = _principled("Painting", (0.5, 0.5, 0.5), roughness=0.8)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    coords = nodes.new("ShaderNodeTexCoord").outputs["Generated"]
    split = nodes.new("ShaderNodeSeparateXYZ")
    links.new(coords, split.inputs["Vector"])
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 3.0
    noise.inputs["Detail"].default_value = 4.0
    links.new(coords, noise.inputs["Vector"])
    height = nodes.new("ShaderNodeMath")
    height.operation = "MULTIPLY_ADD"
    height.inputs[1].default_value = 0.12
    links.new(noise.outputs["Fac"], height.inputs[0])
    links.new(split.outputs["Z"], height.inputs[2])
    ramp = color_ramp(
        nodes,
        ((0.05, (0.72, 0.64, 0.52)), (0.38, (0.78, 0.72, 0.62)), (0.5, (0.36, 0.62, 0.62)), (0.66, (0.1, 0.26, 0.38)), (0.9, (0.82, 0.8, 0.74))),
    )
    links.new(height.outputs["Value"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], nodes["Principled BSDF"].inputs["Base Color"])
    return material


def _soft(obj, width, segments=4):
    """Upholstery: rounder edges than joinery."""
    modifier = obj.modifiers["bevel"]
    modifier.width = width
    modifier.segments = segments
    for polygon in obj.data.polygons:
        polygon.use_smooth = True
    obj.data.use_auto_smooth = True
    return obj


def _cylinder(name, center, radius, height, material, segments=48):
    obj = cone(name, (center[0], center[1], center[2] + height / 2), radius, radius, height, segments, material, cap=True)
    mesh = obj.data
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    mesh.use_auto_smooth = True
    modifier = obj.modifiers.new("bevel", "BEVEL")
    modifier.width = min(0.01, height / 4)
    modifier.segments = 2
    return obj


def _rod(name, foot, top, radius, material):
    """A round rod from foot to top: tent poles, easel legs, a parasol's ribs."""
    rod = _cylinder(name, (0, 0, 0), radius, (top - foot).length, material, 12)
    rod.location = (foot + top) / 2
    rod.rotation_euler = (top - foot).to_track_quat("Z", "Y").to_euler()
    return rod


def _vessel(name, center, profile, material, stretch=1.0):
    """A turned shape (vase, pot, lamp base) from (radius, height) pairs, bottom to top; an oval
    one (a bath) with `stretch` times the radius along x. A profile that ends at a radius under
    2 cm is closed there (a hull's deck, a cushion's top); a wider last ring stays an open rim."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    sides = 40
    rings = []
    for radius, height in profile:
        rings.append([bm.verts.new((center[0] + radius * stretch * math.cos(a), center[1] + radius * math.sin(a), center[2] + height))
                      for a in (2 * math.pi * s / sides for s in range(sides))])
    for lower, upper in zip(rings, rings[1:]):
        for s in range(sides):
            bm.faces.new((lower[s], lower[(s + 1) % sides], upper[(s + 1) % sides], upper[s]))
    bm.faces.new(list(reversed(rings[0])))
    if profile[-1][0] < 0.02:
        # Without a cap the small last ring is a hole, stretched into a slit on a long hull.
        top = bm.verts.new((center[0], center[1], center[2] + profile[-1][1]))
        for s in range(sides):
            bm.faces.new((rings[-1][s], rings[-1][(s + 1) % sides], top))
    bm.to_mesh(mesh)
    bm.free()
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    # Smooth round the turn, sharp at a rim or a lid: smoothed across it, a glass of water's flat
    # top took the side's normals and refracted the sky as a dark band.
    mesh.use_auto_smooth = True
    mesh.auto_smooth_angle = math.radians(40)
    return _object(name, mesh, material)


def _shell(r, name, x0, x1, walls=None, slats=True, terrace="paving"):
    """Floor, ceiling, side walls, back wall and, with slats, the slim teak ceiling that runs out
    over the terrace. walls: the x of the side walls to build, both by default; a bay that shares
    a wall with its neighbour leaves that one out (two boxes in one place shade each other black).
    terrace: the key of the terrace's floor in r."""
    width = x1 - x0
    cx = (x0 + x1) / 2
    box(f"{name} floor", (cx, (GLASS_Y + BACK_Y) / 2, FLOOR_Z - 0.3), (width, BACK_Y - GLASS_Y, 0.3), r["oak"], 0)
    box(f"{name} terrace", (cx, Y_FRONT - TERRACE / 2 + 0.15, FLOOR_Z - 0.32), (width, TERRACE + 0.3, 0.3), r[terrace], 0.01)
    box(f"{name} ceiling", (cx, (Y_FRONT + BACK_Y) / 2 - 0.6, FLOOR_Z + CEILING), (width, BACK_Y - Y_FRONT + 1.2, 0.35), r["plaster"], 0)
    # Teak slats under the ceiling from the back of the room out over the first metre of terrace.
    slat_y0, slat_y1 = Y_FRONT - 1.0, BACK_Y - 0.8
    x = x0 + 0.4
    while slats and x < x1 - 0.4:
        box(f"{name} ceiling slat", (x, (slat_y0 + slat_y1) / 2, FLOOR_Z + CEILING - 0.06), (0.05, slat_y1 - slat_y0, 0.06), r["teak"], 0)
        x += 0.11
    for wall_x in walls or (x0, x1):
        box(f"{name} side wall", (wall_x, (Y_FRONT - TERRACE + BACK_Y) / 2, FLOOR_Z - 0.3), (0.3, BACK_Y - Y_FRONT + TERRACE, CEILING + 0.65), r["plaster"], 0.02)
    box(f"{name} back wall", (cx, BACK_Y, FLOOR_Z), (width, 0.3, CEILING), r["plaster"], 0)
    # A shadow gap where the wall meets the floor, as a plinth in the plaster's colour.
    for wall_x, sign in ((x0, 1), (x1, -1)):
        box(f"{name} skirting", (wall_x + sign * 0.16, (GLASS_Y + BACK_Y) / 2, FLOOR_Z), (0.02, BACK_Y - GLASS_Y, 0.08), r["walnut"], 0)


def _glass_wall(r, name, x0, x1, y=GLASS_Y, floor_z=FLOOR_Z, height=CEILING - 0.02):
    """Floor-to-ceiling sliding doors in slim bronze frames, the middle pair slid open: the
    residences' by default, or along the line y on a floor at floor_z."""
    panels = 6
    width = (x1 - x0 - 0.3) / panels
    box(f"{name} glass head", ((x0 + x1) / 2, y, floor_z + height - 0.06), (x1 - x0, 0.2, 0.08), r["bronze"], 0)
    box(f"{name} glass sill", ((x0 + x1) / 2, y, floor_z - 0.01), (x1 - x0, 0.2, 0.03), r["bronze"], 0)
    for p in range(panels):
        cx = x0 + 0.15 + width * (p + 0.5)
        track = 0.06 if p % 2 else -0.06
        if p in (2, 3):
            # Slid behind their neighbours: the opening is two panels wide.
            cx += width * (0.92 if p == 3 else -0.92)
        for fx in (cx - width / 2 + 0.03, cx + width / 2 - 0.03):
            box(f"{name} frame", (fx, y + track, floor_z), (0.05, 0.06, height), r["bronze"], 0)
        pane = box(f"{name} pane", (cx, y + track, floor_z + 0.02), (width - 0.06, 0.02, height - 0.1), r["clear"], 0)
        # Daylight passes the glass as it does in a photograph: Cycles would otherwise reach the
        # room through it only by caustics, as noise.
        pane.visible_shadow = False


def _terrace(r, m, name, x0, x1):
    """The terrace: glass balustrade, a pair of loungers, planters of grasses at the ends."""
    cx = (x0 + x1) / 2
    front = Y_FRONT - TERRACE + 0.1
    box(f"{name} balustrade", (cx, front, FLOOR_Z - 0.02), (x1 - x0 - 0.4, 0.03, 1.08), m["glass"], 0).visible_shadow = False
    box(f"{name} handrail", (cx, front, FLOOR_Z + 1.06), (x1 - x0 - 0.4, 0.06, 0.03), r["bronze"], 0)
    for lx in (cx - 4.3, cx - 2.9):
        lounger(lx, Y_FRONT - 1.7, FLOOR_Z, {"timber": r["teak"], "canvas": m["canvas"]}, lambda obj: _soft(obj, 0.03))
    _cylinder(f"{name} side table", (cx - 3.6, Y_FRONT - 1.2, FLOOR_Z), 0.22, 0.42, r["travertine"])
    for px in (x0 + 0.9, x1 - 0.9):
        box(f"{name} planter", (px, Y_FRONT - TERRACE / 2, FLOOR_Z), (1.1, TERRACE - 0.6, 0.4), r["limestone"], 0.02)
        _grasses(f"{name} grasses {px}", (px, Y_FRONT - TERRACE / 2, FLOOR_Z + 0.36), (0.9, TERRACE - 0.9), r["leaf"], int(px * 7))


def _terrace_dining(r, m):
    """Dressed for the terrace's own picture: a teak table for four under a white parasol at
    the east end of B-303's terrace, set for lunch."""
    tx, ty = -80.6, Y_FRONT - 1.55
    z = FLOOR_Z + 0.76
    box("Terrace table", (tx, ty, FLOOR_Z + 0.72), (1.9, 0.95, 0.04), r["teak"], 0.01)
    # Four square legs under a shallow apron: two solid end panels read as a block.
    for lx in (tx - 0.86, tx + 0.86):
        for ly in (ty - 0.4, ty + 0.4):
            box("Terrace table leg", (lx, ly, FLOOR_Z), (0.06, 0.06, 0.72), r["teak"], 0.004)
    for side in (-1, 1):
        box("Terrace table apron", (tx, ty + side * 0.4, FLOOR_Z + 0.63), (1.66, 0.025, 0.09), r["teak"], 0.003)
        box("Terrace table apron", (tx + side * 0.86, ty, FLOOR_Z + 0.63), (0.025, 0.74, 0.09), r["teak"], 0.003)
    for cx in (tx - 0.5, tx + 0.5):
        for side in (-1, 1):
            _cane_chair(cx, ty + side * 0.72, FLOOR_Z, 0.0 if side > 0 else math.pi, r["teak"], r["cane"], m["canvas"])
    _market_parasol(tx, ty, FLOOR_Z, m["canvas"], r["teak"])
    _vessel("Terrace bowl", (tx + 0.3, ty - 0.02, z), ((0.05, 0), (0.14, 0.03), (0.18, 0.08), (0.17, 0.09)), r["ceramic"])
    _vessel("Carafe", (tx - 0.12, ty + 0.05, z), ((0.06, 0), (0.08, 0.1), (0.05, 0.2), (0.03, 0.28), (0.035, 0.3)), r["globe"])
    # Each place: a round plate, a linen napkin beside it, a tumbler past that (its base face
    # lifted 2 mm off the table: a face on the table's own plane shades at random).
    for gx in (tx - 0.55, tx + 0.55):
        for side in (-1, 1):
            py = ty + side * 0.28
            _cylinder("Plate", (gx, py, z), 0.135, 0.015, r["ceramic"])
            box("Napkin", (gx + 0.21, py, z), (0.1, 0.2, 0.012), r["linen"], 0.003)
            _vessel("Tumbler", (gx + 0.21, py - side * 0.15, z + 0.002), ((0.028, 0), (0.033, 0.095), (0.034, 0.1)), r["globe"])


def _cane_chair(x, y, z, heading, wood, cane, cushion, lift=0.0):
    """A chair of `wood` with a cane back and a cushion on its seat, built facing south (-y) and
    turned by heading (radians): a frame of slim members open between them, where solid panels
    read as a block. At table height an armchair; lifted, a counter stool, its seat raised by
    `lift` on longer legs braced by a footrest and stretchers, with no arms to meet the counter."""
    parts = []
    for dx in (-0.22, 0.22):
        parts.append(box("Chair back leg", (dx, 0.2, 0), (0.04, 0.04, 0.84 + lift), wood, 0.004))
        parts.append(box("Chair side rail", (dx, 0.0, 0.36 + lift), (0.03, 0.38, 0.06), wood, 0.004))
        if lift:
            parts.append(box("Chair front leg", (dx, -0.2, 0), (0.04, 0.04, 0.42 + lift), wood, 0.004))
            parts.append(box("Chair stretcher", (dx, 0.0, 0.14), (0.025, 0.38, 0.03), wood, 0.003))
        else:
            parts.append(box("Chair front leg", (dx, -0.2, 0), (0.04, 0.04, 0.66), wood, 0.004))
            parts.append(box("Chair arm", (dx, 0.0, 0.66), (0.05, 0.48, 0.03), wood, 0.006))
    if lift:
        parts.append(box("Chair footrest", (0, -0.2, 0.24), (0.42, 0.035, 0.03), wood, 0.004))
    for dy in (-0.2, 0.2):
        parts.append(box("Chair rail", (0, dy, 0.36 + lift), (0.42, 0.03, 0.06), wood, 0.004))
    parts.append(box("Chair seat", (0, 0, 0.41 + lift), (0.42, 0.38, 0.02), wood, 0))
    parts.append(_soft(box("Chair cushion", (0, -0.01, 0.43 + lift), (0.42, 0.4, 0.08), cushion, 0.02), 0.02))
    parts.append(box("Chair back", (0, 0.2, 0.5 + lift), (0.4, 0.012, 0.3), cane, 0))
    # The crest rail a little wider than the legs: faces flush with theirs shade at random.
    parts.append(box("Chair back rail", (0, 0.2, 0.8 + lift), (0.5, 0.05, 0.05), wood, 0.005))
    parts.append(box("Chair back rail", (0, 0.2, 0.46 + lift), (0.42, 0.03, 0.04), wood, 0.004))
    for part in parts:
        part.location = (x, y, z)
        part.rotation_euler = (0, 0, heading)


def _market_parasol(x, y, z, canvas, wood):
    """A white market parasol seen from under it: eight teak ribs, the canvas sagging a little
    between them to a scalloped edge with a short valance, a runner and stretchers on the pole."""
    ribs, around, rings, reach, top = 8, 96, 10, 1.45, z + 2.55
    bm = bmesh.new()
    rows = []
    for j in range(rings + 1):
        s = j / rings
        row = []
        for i in range(around):
            a = 2 * math.pi * i / around
            between = math.sin(math.pi * ((a * ribs / (2 * math.pi)) % 1.0)) ** 2  # 0 on a rib
            radius = 0.04 + (reach - 0.04) * s * (1.0 - 0.035 * between * s)
            row.append(bm.verts.new((x + radius * math.cos(a), y + radius * math.sin(a), top - 0.42 * s ** 1.3 - 0.06 * between * s)))
        rows.append(row)
    valance = [bm.verts.new((v.co.x, v.co.y, v.co.z - 0.13)) for v in rows[-1]]
    for i in range(around):
        k = (i + 1) % around
        for j in range(rings):
            bm.faces.new((rows[j][i], rows[j + 1][i], rows[j + 1][k], rows[j][k]))
        bm.faces.new((rows[-1][i], valance[i], valance[k], rows[-1][k]))
    bm.faces.new(list(reversed(rows[0])))
    mesh_object("Parasol canopy", bm, canvas, smooth=True)
    _cylinder("Parasol pole", (x, y, z), 0.022, 2.62, wood, 16)
    _cylinder("Parasol finial", (x, y, top), 0.03, 0.09, wood, 16)
    _cylinder("Parasol runner", (x, y, z + 1.86), 0.035, 0.12, wood, 16)
    for k in range(ribs):
        a = 2 * math.pi * k / ribs
        c, n = math.cos(a), math.sin(a)
        # Short of the rim: a rib out to it poked through where the valance starts.
        rib_end = (x + (reach - 0.03) * c, y + (reach - 0.03) * n, top - 0.43)
        for start, end, name in (((x, y, top - 0.02), rib_end, "Parasol rib"),
                                 ((x + 0.04 * c, y + 0.04 * n, z + 1.94), (x + 0.7 * c, y + 0.7 * n, top - 0.18), "Parasol stretcher")):
            _rod(name, Vector(start), Vector(end), 0.009, wood)


def _grasses(name, center, size, material, seed):
    """Clumps of tall ornamental grass: thin arching blades."""
    rng = random.Random(seed)
    bm = bmesh.new()
    for _ in range(520):
        bx = center[0] + rng.uniform(-size[0] / 2, size[0] / 2)
        by = center[1] + rng.uniform(-size[1] / 2, size[1] / 2)
        heading = rng.uniform(0, 2 * math.pi)
        length = rng.uniform(0.5, 0.95)
        lean = rng.uniform(0.1, 0.45)
        points = []
        for k in range(5):
            t = k / 4
            points.append((bx + math.cos(heading) * lean * t * t * length, by + math.sin(heading) * lean * t * t * length, center[2] + length * t))
        side = (-math.sin(heading) * 0.012, math.cos(heading) * 0.012)
        prev = None
        for k, (px, py, pz) in enumerate(points):
            w = 1.0 - k / 5
            pair = (bm.verts.new((px - side[0] * w, py - side[1] * w, pz)), bm.verts.new((px + side[0] * w, py + side[1] * w, pz)))
            if prev:
                bm.faces.new((prev[0], prev[1], pair[1], pair[0]))
            prev = pair
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    return _object(name, mesh, material)


def _sofa(r, x, y0, y1):
    """A long, low sofa in linen, facing east across the rug; its back against the west."""
    length = y1 - y0
    cy = (y0 + y1) / 2
    depth = 1.05
    _soft(box("Sofa base", (x, cy, FLOOR_Z + 0.06), (depth, length, 0.3), r["linen"], 0.05), 0.04)
    box("Sofa plinth", (x, cy, FLOOR_Z), (depth - 0.1, length - 0.1, 0.06), r["walnut"], 0)
    _soft(box("Sofa back", (x - depth / 2 + 0.14, cy, FLOOR_Z + 0.36), (0.28, length, 0.42), r["linen"], 0.05), 0.1)
    seats = 3
    for s in range(seats):
        sy = y0 + length * (s + 0.5) / seats
        _soft(box("Sofa seat", (x + 0.12, sy, FLOOR_Z + 0.36), (depth - 0.3, length / seats - 0.02, 0.16), r["linen"], 0.05), 0.06)
        _soft(box("Sofa cushion", (x - depth / 2 + 0.38, sy, FLOOR_Z + 0.5), (0.2, length / seats - 0.1, 0.42), r["linen"], 0.05), 0.09)
    for end in (y0, y1):
        _soft(box("Sofa arm", (x, end, FLOOR_Z + 0.06), (depth, 0.2, 0.5), r["linen"], 0.05), 0.08)
    for sy, material in ((y0 + 0.55, r["ink"]), (y1 - 0.55, r["boucle"])):
        _soft(box("Sofa pillow", (x - 0.15, sy, FLOOR_Z + 0.5), (0.14, 0.5, 0.45), material, 0.05, (0, math.radians(-14), math.radians(8))), 0.07)


def _lounge_chair(r, x, y, heading, floor_z=FLOOR_Z):
    """A deep, rounded lounge chair in boucle on a low walnut base."""
    parts = []
    parts.append(_soft(box("Chair seat", (0, 0, 0.1), (0.82, 0.8, 0.3), r["boucle"], 0.05), 0.12))
    parts.append(_soft(box("Chair back", (0, 0.33, 0.1), (0.82, 0.2, 0.68), r["boucle"], 0.05), 0.1))
    for side in (-0.38, 0.38):
        parts.append(_soft(box("Chair arm", (side, 0.02, 0.1), (0.14, 0.78, 0.5), r["boucle"], 0.05), 0.07))
    parts.append(box("Chair base", (0, 0, 0), (0.7, 0.68, 0.1), r["walnut"], 0.01))
    # Each part is built about the chair's own origin, then the whole chair is set in place.
    for part in parts:
        part.rotation_euler = (0, 0, heading)
        part.location = (x, y, floor_z)


def _living(r):
    """The living room: rug, sofa, two lounge chairs, travertine table, lamp, art, an olive tree."""
    rug_x, rug_y = -87.6, 75.6
    box("Rug", (rug_x, rug_y, FLOOR_Z), (3.6, 4.2, 0.02), r["wool"], 0.01)
    _sofa(r, rug_x - 2.1, rug_y - 1.9, rug_y + 1.9)
    # A pair of lounge chairs on the rug's seaward side, turned to the sofa: their backs to the glass.
    for cx, turn in ((rug_x - 0.7, 195), (rug_x + 0.7, 205)):
        _lounge_chair(r, cx, rug_y - 2.05, math.radians(turn))
    # A low oval-ish travertine table: two slabs on a plinth.
    table = _cylinder("Coffee table", (rug_x - 0.2, rug_y, FLOOR_Z + 0.08), 0.7, 0.24, r["travertine"], 64)
    table.scale = (1.0, 1.6, 1.0)
    _cylinder("Coffee table plinth", (rug_x - 0.2, rug_y, FLOOR_Z), 0.45, 0.1, r["travertine"], 64).scale = (1.0, 1.5, 1.0)
    _vessel("Bowl", (rug_x - 0.3, rug_y - 0.5, FLOOR_Z + 0.32), ((0.06, 0), (0.16, 0.04), (0.2, 0.09), (0.19, 0.1)), r["ceramic"])
    for k, (w, d) in enumerate(((0.3, 0.22), (0.27, 0.2), (0.24, 0.18))):
        box("Book", (rug_x - 0.1, rug_y + 0.5, FLOOR_Z + 0.32 + 0.035 * k), (w, d, 0.032), (r["ink"], r["linen"], r["walnut"])[k], 0.003)
    # A sculptural vase with an olive branch on a side table by the sofa.
    _cylinder("Side table", (rug_x - 2.1, rug_y - 2.35, FLOOR_Z), 0.26, 0.5, r["walnut"])
    _vessel("Vase", (rug_x - 2.1, rug_y - 2.35, FLOOR_Z + 0.5), ((0.06, 0), (0.11, 0.1), (0.12, 0.2), (0.06, 0.36), (0.05, 0.42), (0.06, 0.44)), r["ceramic"])
    # A floor lamp: bronze stem, linen drum.
    box("Lamp stem", (rug_x - 2.3, rug_y + 2.4, FLOOR_Z), (0.025, 0.025, 1.55), r["bronze"], 0)
    _cylinder("Lamp foot", (rug_x - 2.3, rug_y + 2.4, FLOOR_Z), 0.17, 0.02, r["bronze"])
    _vessel("Lamp shade", (rug_x - 2.3, rug_y + 2.4, FLOOR_Z + 1.35), ((0.24, 0), (0.24, 0.34)), r["shade"])
    # The west wall: a long walnut credenza, a large canvas above it.
    box("Credenza", (X0 + 0.42, 77.0, FLOOR_Z + 0.12), (0.48, 3.2, 0.62), r["walnut"], 0.01)
    box("Credenza plinth", (X0 + 0.45, 77.0, FLOOR_Z), (0.4, 3.0, 0.12), r["bronze"], 0)
    box("Painting", (X0 + 0.2, 77.0, FLOOR_Z + 1.15), (0.04, 2.2, 1.5), r["art"], 0.005)
    _vessel("Credenza vase", (X0 + 0.42, 76.0, FLOOR_Z + 0.74), ((0.05, 0), (0.1, 0.12), (0.09, 0.22), (0.04, 0.3)), r["clay"])
    # An olive tree in a clay pot by the open glass.
    _olive(r, X0 + 1.0, GLASS_Y + 1.1, 0.28, 0.5)


def _kitchen(r):
    """The kitchen at the east end of the room: a long marble island under three opal glass
    pendants, three cane-backed stools on the room's side of it, and a wall of oak joinery with
    the ovens and the pantry."""
    ix0, ix1, iy = -82.4, -77.6, 75.2
    cx = (ix0 + ix1) / 2
    box("Island", (cx, iy, FLOOR_Z + 0.08), (ix1 - ix0 - 0.2, 1.0, 0.82), r["cabinetry"], 0.01)
    box("Island plinth", (cx, iy, FLOOR_Z), (ix1 - ix0 - 0.3, 0.9, 0.08), r["walnut"], 0)
    # Reeded oak on the island's long faces: a fine vertical groove every 6 cm.
    for face in (-1, 1):
        gx = ix0 + 0.16
        while gx < ix1 - 0.12:
            box("Island reed", (gx, iy + face * 0.501, FLOOR_Z + 0.1), (0.012, 0.004, 0.78), r["walnut"], 0)
            gx += 0.06
    box("Island top", (cx, iy, FLOOR_Z + 0.9), (ix1 - ix0, 1.2, 0.05), r["marble"], 0.004)
    box("Island sink", (cx + 1.1, iy + 0.2, FLOOR_Z + 0.945), (0.6, 0.4, 0.006), r["walnut"], 0)
    box("Tap", (cx + 1.1, iy + 0.48, FLOOR_Z + 0.95), (0.025, 0.025, 0.32), r["bronze"], 0)
    box("Tap spout", (cx + 1.1, iy + 0.38, FLOOR_Z + 1.25), (0.025, 0.22, 0.025), r["bronze"], 0)
    for k, sx in enumerate((cx - 1.4, cx, cx + 1.4)):
        # Three opal glass globes on bronze rods under the slatted ceiling.
        box("Pendant rod", (sx, iy, FLOOR_Z + 1.92), (0.012, 0.012, CEILING - 2.0), r["bronze"], 0)
        _vessel("Pendant cap", (sx, iy, FLOOR_Z + 1.9), ((0.015, 0.0), (0.06, 0.04), (0.012, 0.06)), r["bronze"])
        _globe((sx, iy, FLOOR_Z + 1.74), 0.16, r["opal"])
        _cane_chair(cx + (k - 1) * 1.3, iy + 0.85, FLOOR_Z, 0.0, r["walnut"], r["cane"], r["boucle"], lift=0.25)
    # Tall oak joinery along the east wall, with the ovens and the pantry.
    jx = X1 - 0.45
    _joinery(r, "Joinery", jx, 74.4, 80.4, 9)
    # Two ovens stacked in the joinery: smoked glass doors in walnut frames, a bronze bar over
    # each (a rough bronze panel for the glass read as a rusted plate). The glass is satin: a
    # sharp one mirrored the room's noisy bounce light as white specks the denoiser left, and a
    # satin one at full specular still speckled.
    smoked = _principled("Oven glass", (0.015, 0.015, 0.017), roughness=0.3, Specular=0.08)
    for oz, oh in ((FLOOR_Z + 0.85, 0.6), (FLOOR_Z + 1.5, 0.45)):
        box("Oven", (jx - 0.302, 76.4, oz), (0.004, 0.62, oh), r["walnut"], 0)
        box("Oven glass", (jx - 0.303, 76.4, oz + 0.05), (0.004, 0.52, oh - 0.16), smoked, 0)
        box("Oven handle", (jx - 0.313, 76.4, oz + oh - 0.07), (0.018, 0.46, 0.018), r["bronze"], 0.003)
    # A ceramic bowl and a board on the island.
    _vessel("Fruit bowl", (cx - 1.0, iy - 0.1, FLOOR_Z + 0.95), ((0.05, 0), (0.14, 0.03), (0.18, 0.08), (0.17, 0.09)), r["ceramic"])
    box("Board", (cx - 0.2, iy + 0.15, FLOOR_Z + 0.95), (0.5, 0.3, 0.025), r["cabinetry"], 0.008)


def _joinery(r, name, x, y0, y1, doors):
    """A wall of tall oak joinery along a side wall, its face towards the room at x - 0.3: flush
    doors from y0 to y1, a shadow gap between each."""
    box(name, (x, (y0 + y1) / 2, FLOOR_Z), (0.6, y1 - y0, CEILING - 0.3), r["cabinetry"], 0.004)
    door = (y1 - y0) / doors
    for k in range(doors):
        box(f"{name} gap", (x - 0.301, y0 + door * (k + 0.5), FLOOR_Z + 0.1), (0.004, 0.008, CEILING - 0.5), r["walnut"], 0)


def _globe(center, radius, material):
    mesh = bpy.data.meshes.new("Pendant")
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=32, v_segments=16, radius=radius)
    bm.to_mesh(mesh)
    bm.free()
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    globe = _object("Pendant", mesh, material)
    globe.location = center
    return globe


def _olive(r, x, y, pot_radius, pot_height, floor_z=FLOOR_Z):
    """A small olive tree in a clay pot: a twisting trunk and a loose crown of small leaves."""
    _vessel("Olive pot", (x, y, floor_z), ((pot_radius, 0), (pot_radius + 0.06, pot_height), (pot_radius + 0.07, pot_height + 0.05)), r["clay"])
    base = (x, y, floor_z + pot_height)
    rng = random.Random(5)
    bm = bmesh.new()
    for _ in range(1400):
        u, v = rng.uniform(0, 2 * math.pi), rng.uniform(-0.6, 1.0)
        reach = rng.uniform(0.25, 0.75)
        cx = base[0] + math.cos(u) * reach * (1 - 0.3 * v * v)
        cy = base[1] + math.sin(u) * reach * (1 - 0.3 * v * v)
        cz = base[2] + 1.45 + v * 0.55
        a = rng.uniform(0, math.pi)
        dx, dy = math.cos(a) * 0.05, math.sin(a) * 0.05
        verts = [bm.verts.new((cx - dx, cy - dy, cz)), bm.verts.new((cx, cy, cz + 0.012)), bm.verts.new((cx + dx, cy + dy, cz)), bm.verts.new((cx, cy, cz - 0.012))]
        bm.faces.new(verts)
    mesh = bpy.data.meshes.new("Olive crown")
    bm.to_mesh(mesh)
    bm.free()
    _object("Olive crown", mesh, r["leaf"])
    for k in range(3):
        box("Olive trunk", (base[0] + 0.05 * (k - 1), base[1], base[2]), (0.05, 0.05, 1.2 + 0.2 * k), r["walnut"], 0.01,
            turn=(math.radians(6 * (k - 1)), math.radians(-5 * (k - 1)), 0))


def _portal(x0, x1, y=Y_FRONT - 1.2, floor_z=FLOOR_Z, height=CEILING):
    """A light portal across the opening under the ceiling's edge: Cycles then samples the sky
    through it, and the room fills with daylight in a fraction of the samples (no denoiser here)."""
    light = bpy.data.lights.new("Opening", "AREA")
    light.shape = "RECTANGLE"
    light.size = x1 - x0
    light.size_y = height
    light.cycles.is_portal = True
    portal = bpy.data.objects.new("Opening", light)
    bpy.context.collection.objects.link(portal)
    portal.location = ((x0 + x1) / 2, y, floor_z + height / 2)
    portal.rotation_euler = (math.radians(90), 0, 0)  # facing into the room
    return portal


def _fill(name, location, width, energy, turn=0.0):
    """The light the room's pale walls and ceiling return to it, as a soft panel behind the
    camera: found by direct sampling, it is clean where the same light bounced would be grain.
    It faces the glass, or is turned (degrees) to face across the room."""
    light = bpy.data.lights.new(name, "AREA")
    light.shape = "RECTANGLE"
    light.size, light.size_y = width, 2.4
    light.energy = energy
    light.color = (1.0, 0.95, 0.88)
    light.cycles.cast_shadow = False
    fill = bpy.data.objects.new(name, light)
    bpy.context.collection.objects.link(fill)
    fill.location = location
    fill.rotation_euler = (math.radians(-90), 0, math.radians(turn))
    fill.visible_camera = False
    fill.visible_glossy = False


def _bedroom(r):
    """B-304's primary bedroom, at the west end of its bay: a king bed against an oak-slatted
    wall, facing the glass and the sea; nightstands and lamps, a bench at its foot, a lounge
    chair by the glass, sheer curtains drawn to the sides, the open panel's one stirring."""
    x0 = BAYS["B-304"][0]
    east, head = SUITE_PARTITION_X, SUITE_BACK_Y
    bed_x = (x0 + east) / 2
    box("Bedroom partition", (east, (GLASS_Y + BACK_Y) / 2, FLOOR_Z), (0.2, BACK_Y - GLASS_Y, CEILING), r["plaster"], 0)
    box("Bed wall", ((x0 + east) / 2, head + 0.1, FLOOR_Z), (east - x0, 0.2, CEILING), r["plaster"], 0)
    x = x0 + 0.3
    while x < east - 0.2:
        box("Bed wall slat", (x, head - 0.03, FLOOR_Z), (0.045, 0.04, CEILING - 0.02), r["cabinetry"], 0)
        x += 0.09
    box("Bedroom skirting", (east - 0.11, (GLASS_Y + head) / 2, FLOOR_Z), (0.02, head - GLASS_Y, 0.08), r["walnut"], 0)
    box("Bedroom rug", (bed_x, head - 1.9, FLOOR_Z), (3.9, 3.4, 0.02), r["wool"], 0.01)
    # The bed: a slim walnut frame floating on a deep shadow gap (a full-height slab read as a
    # plain block), the mattress, a white duvet turned down that falls to the frame, a throw.
    length, width = 2.25, 2.0
    foot = head - 0.15 - length
    mid = head - 0.15 - length / 2
    box("Bed platform", (bed_x, mid + 0.05, FLOOR_Z + 0.16), (width + 0.3, length + 0.2, 0.12), r["walnut"], 0.012)
    box("Bed plinth", (bed_x, mid + 0.1, FLOOR_Z), (width - 0.2, length - 0.3, 0.16), r["bronze"], 0)
    _soft(box("Mattress", (bed_x, mid, FLOOR_Z + 0.28), (width, length, 0.26), r["sheet"], 0.04), 0.05)
    _soft(box("Duvet", (bed_x, foot + 0.82, FLOOR_Z + 0.285), (width + 0.14, 1.66, 0.305), r["sheet"], 0.05), 0.07)
    _soft(box("Duvet fold", (bed_x, foot + 1.62, FLOOR_Z + 0.55), (width + 0.08, 0.34, 0.07), r["sheet"], 0.03), 0.03)
    _soft(box("Throw", (bed_x, foot + 0.36, FLOOR_Z + 0.3), (width + 0.16, 0.6, 0.32), r["ink"], 0.03), 0.04)
    # Pillows against the headboard: two large in linen, two in white, a long bolster in bouclé.
    headboard = head - 0.1
    _soft(box("Headboard", (bed_x, headboard, FLOOR_Z + 0.22), (width + 0.9, 0.14, 1.2), r["linen"], 0.05), 0.05)
    for k, px in enumerate((bed_x - 0.5, bed_x + 0.5)):
        for depth, lift, material, tilt in ((0.22, 0.54, r["linen"], -14), (0.42, 0.54, r["sheet"], -24)):
            turn = (math.radians(tilt), 0, math.radians(3 if k else -3))
            _soft(box("Pillow", (px, headboard - depth, FLOOR_Z + lift), (0.92, 0.16, 0.56), material, 0.05, turn), 0.07)
    _soft(box("Bolster", (bed_x, headboard - 0.66, FLOOR_Z + 0.6), (1.3, 0.2, 0.24), r["boucle"], 0.05, (math.radians(-12), 0, 0)), 0.1)
    # Nightstands in walnut: a ceramic lamp on the west one; books and a small vase on the east.
    for side in (-1, 1):
        nx = bed_x + side * (width / 2 + 0.5)
        box("Nightstand", (nx, head - 0.35, FLOOR_Z + 0.08), (0.6, 0.46, 0.44), r["walnut"], 0.01)
        box("Nightstand plinth", (nx, head - 0.33, FLOOR_Z), (0.5, 0.38, 0.08), r["bronze"], 0)
        # A drawer under the top, its shadow gap and a slim bronze pull: a plain box read as a crate.
        front = head - 0.35 - 0.46 / 2
        box("Nightstand drawer gap", (nx, front - 0.001, FLOOR_Z + 0.37), (0.54, 0.004, 0.008), r["bronze"], 0)
        box("Nightstand pull", (nx, front - 0.005, FLOOR_Z + 0.43), (0.16, 0.012, 0.012), r["bronze"], 0.002)
    nx = bed_x - width / 2 - 0.5
    _vessel("Lamp base", (nx - 0.1, head - 0.38, FLOOR_Z + 0.52), ((0.06, 0), (0.11, 0.12), (0.1, 0.24), (0.02, 0.34)), r["ceramic"])
    _vessel("Lamp shade", (nx - 0.1, head - 0.38, FLOOR_Z + 0.8), ((0.19, 0), (0.16, 0.24)), r["shade"])
    nx = bed_x + width / 2 + 0.5
    box("Book", (nx - 0.05, head - 0.4, FLOOR_Z + 0.52), (0.26, 0.19, 0.03), r["ink"], 0.003)
    box("Book", (nx - 0.05, head - 0.4, FLOOR_Z + 0.55), (0.23, 0.17, 0.025), r["linen"], 0.003)
    _vessel("Nightstand vase", (nx + 0.16, head - 0.3, FLOOR_Z + 0.52), ((0.03, 0), (0.06, 0.05), (0.05, 0.13), (0.02, 0.2)), r["clay"])
    # A bench at the foot of the bed: a walnut frame on four slim legs, open beneath (a solid
    # box read as a crate), its seat in bouclé.
    bench_y = foot - 0.38
    box("Bench rail", (bed_x, bench_y, FLOOR_Z + 0.28), (1.5, 0.44, 0.06), r["walnut"], 0.005)
    for lx in (bed_x - 0.72, bed_x + 0.72):
        for ly in (bench_y - 0.19, bench_y + 0.19):
            box("Bench leg", (lx, ly, FLOOR_Z), (0.05, 0.05, 0.28), r["walnut"], 0.003)
    _soft(box("Bench seat", (bed_x, bench_y, FLOOR_Z + 0.34), (1.46, 0.42, 0.1), r["boucle"], 0.03), 0.04)
    # By the glass: a lounge chair turned to the sea, a travertine side table and a vase.
    _lounge_chair(r, x0 + 1.5, GLASS_Y + 1.5, math.radians(-30))
    _cylinder("Bedroom side table", (x0 + 2.45, GLASS_Y + 1.1, FLOOR_Z), 0.22, 0.46, r["travertine"])
    _vessel("Bedroom vase", (x0 + 2.45, GLASS_Y + 1.1, FLOOR_Z + 0.46), ((0.04, 0), (0.08, 0.08), (0.07, 0.18), (0.03, 0.26)), r["clay"])
    box("Bedroom painting", (x0 + 0.27, head - 2.1, FLOOR_Z + 1.2), (0.04, 1.5, 1.05), r["art"], 0.005)
    # Sheer curtains on a ceiling track: drawn to the west end, and beside the open panel,
    # where the morning air lifts the hem into the room.
    _curtain("Curtain west", x0 + 0.25, x0 + 1.6, 0.0, r["sheer"])
    _curtain("Curtain east", east - 1.5, east - 0.15, 0.35, r["sheer"])


def _bathroom(r):
    """B-304's primary bathroom, east of the bedroom: a freestanding stone bath before the glass,
    twin floating oak vanities with honed limestone tops on the bedroom wall, a walk-in rain
    shower behind glass at the east end, travertine on the back wall, limestone underfoot."""
    west, x1 = SUITE_PARTITION_X, BAYS["B-304"][1]
    back = SUITE_BACK_Y
    inner = x1 - 0.25  # the fin between this residence and the next stands proud of the wall
    box("Bathroom floor", ((west + inner) / 2, (GLASS_Y + back) / 2, FLOOR_Z), (inner - west - 0.1, back - GLASS_Y - 0.1, 0.012), r["tiles"], 0)
    box("Bathroom back wall", ((west + x1) / 2, back + 0.1, FLOOR_Z), (x1 - west, 0.2, CEILING), r["travertine"], 0)
    box("Vanity wall", (west + 0.11, (72.6 + back) / 2, FLOOR_Z), (0.02, back - 72.6, CEILING), r["travertine"], 0)
    # The vanities: one long floating oak cabinet on the bedroom wall, two basins, round mirrors.
    vy0, vy1 = 72.9, 75.7
    vx = west + 0.12 + 0.28
    box("Vanity", (vx, (vy0 + vy1) / 2, FLOOR_Z + 0.38), (0.56, vy1 - vy0, 0.44), r["cabinetry"], 0.004)
    box("Vanity top", (vx + 0.01, (vy0 + vy1) / 2, FLOOR_Z + 0.82), (0.58, vy1 - vy0 + 0.02, 0.05), r["limestone"], 0.004)
    for by in (vy0 + 0.7, vy1 - 0.7):
        _vessel("Basin", (vx + 0.04, by, FLOOR_Z + 0.87), ((0.12, 0), (0.19, 0.05), (0.2, 0.12), (0.18, 0.125), (0.15, 0.06), (0.02, 0.03)), r["ceramic"])
        box("Basin tap", (west + 0.16, by, FLOOR_Z + 1.02), (0.06, 0.024, 0.024), r["bronze"], 0)
        box("Basin tap spout", (west + 0.26, by, FLOOR_Z + 1.02), (0.2, 0.018, 0.018), r["bronze"], 0)
        mirror = _cylinder("Mirror", (0, 0, 0), 0.42, 0.025, r["mirror"], 64)
        mirror.rotation_euler = (0, math.radians(90), 0)
        mirror.location = (west + 0.14, by, FLOOR_Z + 1.72)
        frame = _cylinder("Mirror frame", (0, 0, 0), 0.44, 0.02, r["bronze"], 64)
        frame.rotation_euler = (0, math.radians(90), 0)
        frame.location = (west + 0.135, by, FLOOR_Z + 1.72)
    # The bath: a deep oval in pale stone, long side to the sea, a bronze filler standing by it.
    bath_x, bath_y = -63.0, 72.0
    _vessel("Bath", (bath_x, bath_y, FLOOR_Z), ((0.3, 0.0), (0.4, 0.06), (0.43, 0.5), (0.44, 0.56), (0.4, 0.57), (0.37, 0.5), (0.3, 0.14), (0.04, 0.12)), r["ceramic"], stretch=2.1)
    _cylinder("Bath water", (bath_x, bath_y, FLOOR_Z + 0.4), 0.35, 0.005, r["bathwater"], 64).scale = (2.1, 1.0, 1.0)
    box("Bath filler", (bath_x + 1.05, bath_y + 0.35, FLOOR_Z), (0.035, 0.035, 0.95), r["bronze"], 0)
    box("Bath filler spout", (bath_x + 0.95, bath_y + 0.35, FLOOR_Z + 0.93), (0.22, 0.03, 0.03), r["bronze"], 0)
    # A teak stool with folded towels, and a branch in a clay jar, by the bath.
    seat = _bath_stool(r, bath_x - 1.35, bath_y + 0.2)
    for k in range(3):
        _soft(box("Towel", (bath_x - 1.35, bath_y + 0.2, seat + 0.06 * k), (0.36, 0.3, 0.055), r["sheet"], 0.02), 0.02)
    _vessel("Bathroom jar", (bath_x + 1.5, bath_y - 0.6, FLOOR_Z), ((0.1, 0), (0.17, 0.2), (0.14, 0.45), (0.07, 0.55), (0.08, 0.6)), r["clay"])
    box("Bath mat", (vx + 1.0, (vy0 + vy1) / 2, FLOOR_Z + 0.012), (0.7, 1.3, 0.015), r["wool"], 0.005)
    # An olive tree in the corner by the glass.
    _olive(r, west + 0.7, GLASS_Y + 0.8, 0.24, 0.45)
    # The shower: travertine on three sides, a glass screen, a square bronze rain head.
    sx0 = inner - 2.2
    box("Shower wall", ((sx0 + inner) / 2, 73.3, FLOOR_Z), (inner - sx0, 0.12, CEILING), r["travertine"], 0)
    box("Shower east wall", (inner - 0.06, 74.65, FLOOR_Z), (0.12, back - 73.3, CEILING), r["travertine"], 0)
    screen = box("Shower screen", (sx0, 74.9, FLOOR_Z + 0.02), (0.012, 2.1, 2.3), r["clear"], 0)
    screen.visible_shadow = False
    box("Shower screen rail", (sx0, 74.9, FLOOR_Z + 2.32), (0.02, 2.1, 0.03), r["bronze"], 0)
    box("Rain head", ((sx0 + inner) / 2, 74.7, FLOOR_Z + CEILING - 0.1), (0.4, 0.4, 0.015), r["bronze"], 0)
    box("Shower niche", (inner - 0.115, 75.0, FLOOR_Z + 1.1), (0.01, 0.6, 0.3), r["walnut"], 0)


def _bath_stool(r, x, y):
    """A slatted teak stool, 0.45 m high: five slats on an apron, four square legs joined low
    by stretchers, open beneath (a solid block read as a crate). Returns the seat's height."""
    top, side, slat = FLOOR_Z + 0.45, 0.42, 0.028
    under = top - slat
    for k in range(5):
        box("Bath stool slat", (x, y - side / 2 + 0.042 + k * 0.084, under), (side, 0.068, slat), r["teak"], 0.004)
    for leg_x in (x - side / 2 + 0.03, x + side / 2 - 0.03):
        box("Bath stool apron", (leg_x, y, top - 0.09), (0.025, side - 0.06, 0.062), r["teak"], 0.003)
        box("Bath stool stretcher", (leg_x, y, FLOOR_Z + 0.1), (0.025, side - 0.06, 0.03), r["teak"], 0.003)
        for leg_y in (y - side / 2 + 0.03, y + side / 2 - 0.03):
            box("Bath stool leg", (leg_x, leg_y, FLOOR_Z), (0.04, 0.04, under - FLOOR_Z), r["teak"], 0.004)
    return top


def _curtain(name, xa, xb, stir, material, hang=None):
    """A gathered sheer on a ceiling track along the glass: pleats as a wave across its width,
    deeper towards the hem, and `stir` (metres) of hem drawn into the room by a breeze. `hang`
    (y, top, hem) hangs it elsewhere, from a pergola's beam."""
    bm = bmesh.new()
    y, top, bottom = hang or (GLASS_Y + 0.32, FLOOR_Z + CEILING - 0.12, FLOOR_Z + 0.02)
    columns, rows = int((xb - xa) / 0.02), 24
    seed = (xa * 3.7) % (2 * math.pi)
    grid = []
    for row in range(rows + 1):
        t = row / rows  # 0 at the hem, 1 at the track
        z = bottom + (top - bottom) * t
        line = []
        for column in range(columns + 1):
            u = column / columns
            x = xa + (xb - xa) * u
            # Pleats of uneven width and depth, as a gathered voile falls: rounded folds about
            # half as deep as they are wide. Where the breeze lifts the hem they open out.
            along = x - xa
            turn = along / 0.14 * 2 * math.pi + 1.1 * math.sin(along * 2.3 + seed)
            lift = stir * (1 - t) ** 2 * (0.6 + 0.4 * math.sin(u * math.pi + 0.7))
            depth = 0.032 * (0.75 + 0.25 * math.sin(along * 1.3 + 2 * seed)) * (1 - 1.2 * lift)
            pleat = math.sin(turn) * depth
            line.append(bm.verts.new((x, y + pleat + lift, z + lift * 0.25)))
        grid.append(line)
    for lower, upper in zip(grid, grid[1:]):
        for c in range(columns):
            bm.faces.new((lower[c], lower[c + 1], upper[c + 1], upper[c]))
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    curtain = _object(name, mesh, material)
    # A sunlit sheer lights the walls and ceiling around it only by bounces Cycles finds at
    # random, as grain: the sun passes it, and bounced rays do not see it.
    curtain.visible_shadow = False
    curtain.visible_diffuse = False
    return curtain


def build_residence(m, room):
    """Furnishes the residence of a room (a key of ROOMS) in its open bay."""
    r = _materials()
    name = ROOMS[room]
    x0, x1 = BAYS[name]
    _shell(r, name, x0, x1)
    _glass_wall(r, name, x0, x1)
    _terrace(r, m, name, x0, x1)
    _portal(x0, x1)
    if room in ("living", "terrace"):
        _living(r)
        _kitchen(r)
        if room == "terrace":
            _terrace_dining(r, m)
        _fill("Fill", (-86.0, BACK_Y - 0.4, FLOOR_Z + CEILING / 2), 8.0, 140.0)
        _fill("Kitchen fill", (-79.4, BACK_Y - 0.4, FLOOR_Z + CEILING / 2), 5.0, 90.0)
    else:
        # The primary suite: both rooms are built for either shot; each is lit for its own.
        _bedroom(r)
        _bathroom(r)
        if room == "bedroom":
            # From the partition behind the camera, across the room to the west.
            _fill("Fill", (SUITE_PARTITION_X - 0.3, 74.0, FLOOR_Z + CEILING / 2), 5.0, 90.0, turn=-90)
        else:
            _fill("Fill", (-62.5, 75.6, FLOOR_Z + CEILING / 2), 6.0, 110.0)
