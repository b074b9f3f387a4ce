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
in its place: oak underfoot and a wool rug under the table, white plaster walls and ceiling,
the residences' sliding glass to the south terrace and fixed glass to the west, a long oak
table laid for eight on tapered legs, upholstered chairs in a taupe linen on walnut legs,
candles lit, white roses low along the middle, a linear bronze pendant, an olive tree in a
stone pot by the corner.

Light: the low sun rakes in through the west glass; the sky comes in through both walls of
glass (portals). What the pale floor and walls would return to the ceiling and the shaded
sides of the furniture is laid as soft lights the renderer samples directly (no denoiser
here: the same light found only by bouncing is grain).
"""

import math
import random

import bmesh
import bpy
from mathutils import Matrix, Vector

from materials import _bump, _clear, _object_noise, _principled, _varied
from pavilions import _flame, _wine_glass
from penthouse import _turned
from private_club import _fixed_glass, _point
from residence import _cylinder, _glass_wall, _materials, _planks, _portal, _soft, _vessel
from resort_world import FLOOR, GROUND, box, cone, mesh_object, terraced_floor

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
    box(f"{name} balustrade", (cx, 76.25, FLOOR_Z), (x1 - x0 - 0.2, 0.03, 1.08), r["clear"], 0).visible_shadow = False
    box(f"{name} handrail", (cx, 76.25, FLOOR_Z + 1.06), (x1 - x0 - 0.2, 0.06, 0.03), r["bronze"], 0)
    # The fin at the terrace's west end, as the world's open end has it.
    box(f"{name} fin", (BAY[0], 77.8, FLOOR_Z), (0.45, 3.2, FLOOR - 0.8), m["stucco"], 0.05)


def _room(r):
    """Oak underfoot, a plaster ceiling and walls, sliding glass to the terrace, fixed glass west."""
    cx, cy = (WEST_X + EAST_X) / 2, (GLASS_Y + BACK_Y) / 2
    box("Dining floor", (cx, cy, FLOOR_Z - 0.02), (EAST_X - WEST_X, BACK_Y - GLASS_Y, 0.02), r["oak"], 0)
    box("Dining ceiling", (cx, cy, FLOOR_Z + CEILING), (EAST_X - WEST_X + 0.4, BACK_Y - GLASS_Y + 0.4, 0.2), r["plaster"], 0)
    box("Dining back wall", (cx, BACK_Y + 0.1, FLOOR_Z), (EAST_X - WEST_X, 0.2, CEILING), r["plaster"], 0)
    # The east wall, behind the camera, faces the low sun square on: what it returns to the room,
    # found only by bouncing, is grain. It is dark to the light and the Fill stands in for it.
    box("Dining east wall", (EAST_X + 0.1, cy, FLOOR_Z), (0.2, BACK_Y - GLASS_Y, CEILING), r["unseen wall"], 0)
    # A shadow gap where the walls meet the floor.
    box("Dining skirting", (cx, BACK_Y - 0.01, FLOOR_Z), (EAST_X - WEST_X, 0.02, 0.07), r["walnut"], 0)
    # The curtain pockets: a dark slot in the ceiling along both walls of glass.
    box("Dining curtain pocket", (cx, GLASS_Y + 0.3, FLOOR_Z + CEILING - 0.004), (EAST_X - WEST_X, 0.12, 0.004), r["slot"], 0)
    box("Dining curtain pocket", (WEST_X + 0.3, cy, FLOOR_Z + CEILING - 0.004), (0.12, BACK_Y - GLASS_Y, 0.004), r["slot"], 0)
    # A wool rug under the table, its edge bound.
    tx, ty = TABLE
    box("Dining rug", (tx, ty, FLOOR_Z), (TABLE_LENGTH + 1.7, 3.3, 0.014), r["wool"], 0.005)
    _glass_wall(r, "Dining", WEST_X, EAST_X, y=GLASS_Y, floor_z=FLOOR_Z, height=CEILING - 0.02)
    _portal(WEST_X, EAST_X, y=GLASS_Y + 0.3, floor_z=FLOOR_Z, height=CEILING)
    # The west glass and its portal, built along x and turned to run along the west wall.
    length = BACK_Y - GLASS_Y
    _turned(lambda: _fixed_glass(r, "Dining west", -length / 2, length / 2, 0.0, FLOOR_Z, CEILING, 4), (WEST_X, (GLASS_Y + BACK_Y) / 2), -90)
    _turned(lambda: _portal(-length / 2, length / 2, y=0.3, floor_z=FLOOR_Z, height=CEILING), (WEST_X, (GLASS_Y + BACK_Y) / 2), -90)


def _leg(name, x, y, z, height, bottom, top, material, lean=(0.0, 0.0)):
    """A round tapered leg from `bottom` radius at the floor to `top` under the seat or the
    table, leaning by (dx, dy) at its foot."""
    leg = cone(name, (0, 0, 0), bottom, top, height, 20, material, cap=True)
    for vertex in leg.data.vertices:
        t = 0.5 - vertex.co.z / height  # 1 at the foot, 0 at the top
        vertex.co.x += lean[0] * t
        vertex.co.y += lean[1] * t
    for polygon in leg.data.polygons:
        polygon.use_smooth = True
    leg.location = (x, y, z + height / 2)
    return leg


def _upholstered(name, outline, height, material, round_off=0.03):
    """A soft upholstered block: the plan `outline` ((x, y), counter-clockwise) raised by
    `height` from z 0, its edges rounded."""
    bm = bmesh.new()
    base = [bm.verts.new((x, y, 0.0)) for x, y in outline]
    face = bm.faces.new(base)
    top = bmesh.ops.extrude_face_region(bm, geom=[face])
    for vertex in [g for g in top["geom"] if isinstance(g, bmesh.types.BMVert)]:
        vertex.co.z += height
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    obj = mesh_object(name, bm, material, smooth=True)
    obj.data.use_auto_smooth = True
    obj.data.auto_smooth_angle = math.radians(50)
    bevel = obj.modifiers.new("bevel", "BEVEL")
    bevel.width = round_off
    bevel.segments = 5
    bevel.limit_method = "ANGLE"
    bevel.angle_limit = math.radians(40)
    bevel.harden_normals = False
    return obj


def _chair(r, x, y, heading, floor_z):
    """An upholstered dining chair: a deep seat and a curved, raked back in taupe linen, on
    tapered walnut legs, the back legs splayed. Built facing south (-y), turned by `heading`."""
    parts = []
    seat_z = 0.47
    # Tapered walnut legs: the front ones straight, the back ones raked out behind.
    for dx in (-0.2, 0.2):
        parts.append(_leg("Dining chair leg", dx, -0.18, 0.0, seat_z - 0.06, 0.011, 0.017, r["walnut"], (0.0, -0.015)))
        parts.append(_leg("Dining chair leg", dx, 0.17, 0.0, seat_z - 0.06, 0.011, 0.017, r["walnut"], (0.0, 0.06)))
    # A slim walnut seat rail, and the seat's cushion over it, a little wider at the front.
    parts.append(box("Dining chair rail", (0, 0, seat_z - 0.08), (0.44, 0.4, 0.05), r["walnut"], 0.006))
    seat = [(-0.25, -0.25), (0.25, -0.25), (0.23, 0.22), (-0.23, 0.22)]
    cushion = _upholstered("Dining chair seat", seat, 0.085, r["chair"], 0.035)
    cushion.location.z = seat_z - 0.035
    parts.append(cushion)
    # The back: a curved shell, its sides coming forward round the sitter, raked back.
    arc, thick, width = [], 0.055, 0.46
    for k in range(9):
        u = -width / 2 + width * k / 8
        arc.append((u, 0.04 * (2 * u / width) ** 2))
    outline = [(u, 0.2 - s) for u, s in arc] + [(u, 0.2 - s + thick) for u, s in reversed(arc)]
    back = _upholstered("Dining chair back", outline, 0.42, r["chair"], 0.024)
    # Raked: turned about its foot, which sits on the seat's back edge.
    pivot = Matrix.Translation((0, 0.2, seat_z + 0.03)) @ Matrix.Rotation(math.radians(-9), 4, "X") @ Matrix.Translation((0, -0.2, 0))
    back.data.transform(pivot)
    parts.append(back)
    # Each part is built about the chair's own origin, then the whole chair is set in place.
    for part in parts:
        offset = Vector(part.location)
        part.location = (0, 0, 0)
        part.data.transform(Matrix.Translation(offset))
        part.data.transform(Matrix.Rotation(heading, 4, "Z"))
        part.location = (x, y, floor_z)


def _table(r):
    """The long oak table on four tapered oak legs and a slim apron, eight upholstered chairs,
    the places laid."""
    tx, ty = TABLE
    top = FLOOR_Z + 0.75
    box("Dining table top", (tx, ty, top - 0.045), (TABLE_LENGTH, 1.1, 0.045), r["cabinetry"], 0.01)
    box("Dining table apron", (tx, ty, top - 0.13), (TABLE_LENGTH - 0.3, 0.9, 0.085), r["cabinetry"], 0.004)
    for lx in (tx - TABLE_LENGTH / 2 + 0.16, tx + TABLE_LENGTH / 2 - 0.16):
        for ly in (ty - 0.44, ty + 0.44):
            _leg("Dining table leg", lx, ly, FLOOR_Z, 0.705, 0.022, 0.035, r["cabinetry"])
    places = [(tx - 1.35 + 0.9 * k, side) for k in range(4) for side in (-1, 1)]
    rng = random.Random(3)
    for px, side in places:
        # Chairs are built facing south; side -1 is the terrace's side. Drawn up to the table,
        # a little unevenly, as a room is laid and not drawn.
        nudge = rng.uniform(-0.03, 0.03)
        _chair(r, px + nudge, ty + side * (0.74 + rng.uniform(0.0, 0.05)), (math.pi if side < 0 else 0.0) + rng.uniform(-0.04, 0.04), FLOOR_Z)
        py = ty + side * 0.36
        _cylinder("Charger", (px, py, top), 0.16, 0.01, r["bronze"], 48)
        _vessel("Plate", (px, py, top + 0.01), ((0.1, 0), (0.13, 0.012), (0.14, 0.018)), r["ceramic"])
        _soft(box("Napkin", (px, py, top + 0.022), (0.11, 0.2, 0.018), r["napkin"], 0.005), 0.006)
        for dx in (-0.2, -0.23, 0.2, 0.23):
            box("Cutlery", (px + dx, py + side * 0.01, top), (0.014, 0.2, 0.004), r["bronze"], 0)
        _wine_glass(r["globe"], px + 0.18, py - side * 0.2, top)
        _vessel("Water glass", (px + 0.06, py - side * 0.22, top), ((0.03, 0), (0.034, 0.1)), r["globe"])
    return top


def _candles(r, top):
    """Taper candles in bronze holders down the middle, lit, and three low bowls of white
    roses between them."""
    tx, ty = TABLE
    flame = r["flame"]
    for k in range(5):
        cx = tx - 1.5 + 0.75 * k
        _vessel("Candle holder", (cx, ty, top), ((0.045, 0), (0.04, 0.015), (0.012, 0.03), (0.012, 0.1), (0.025, 0.11)), r["bronze"])
        height = 0.26 - 0.03 * (k % 2)
        _cylinder("Candle", (cx, ty, top + 0.11), 0.011, height, r["wax"], 16)
        wick = _vessel("Flame", (cx, ty, top + 0.115 + height), ((0.0, 0), (0.008, 0.012), (0.006, 0.03), (0.0, 0.045)), flame)
        wick.visible_shadow = False
        if k % 2 == 0:
            _point("Candle", (cx, ty, top + 0.14 + height), 2.5, 0.02, (1.0, 0.7, 0.42))
    for k, cx in enumerate((tx - 1.125, tx + 0.375, tx + 1.125)):
        _flowers(r, cx, ty, top, k)


def _rose(bm, center, size, rng):
    """A rose head of cupped petals wound round its heart, the outer ones opening."""
    cx, cy, cz = center
    petals = 15
    turn = rng.uniform(0, 2 * math.pi)
    for p in range(petals):
        t = p / (petals - 1)  # 0 at the heart, 1 outside
        around = turn + p * math.radians(137.5)
        span = math.radians(100 + 60 * t)
        radius = size * (0.15 + 0.75 * t)
        flare = size * (0.05 + 0.6 * t * t)
        height = size * (0.9 - 0.25 * t)
        lift = size * 0.1 * (1 - t)
        rows = []
        for v in range(3):
            s = v / 2
            row = []
            for u in range(5):
                a = around + span * (u / 4 - 0.5)
                # A petal is cupped: its edges curl in a little, its tip rolls out.
                rr = radius + flare * s * s - size * 0.05 * abs(u / 2 - 1) * s
                row.append(bm.verts.new((cx + rr * math.cos(a), cy + rr * math.sin(a), cz + lift + height * s * (1 - 0.3 * t * s))))
            rows.append(row)
        for lower, upper in zip(rows, rows[1:]):
            for u in range(4):
                bm.faces.new((lower[u], lower[u + 1], upper[u + 1], upper[u]))


def _leaf(bm, base, direction, side, length, width, fold=0.2):
    """A narrow leaf from `base` along `direction` (unit), `side` across it: five points, its
    midrib raised a little."""
    d, s = Vector(direction), Vector(side)
    n = d.cross(s).normalized()
    widest = 0.4
    points = (
        base,
        base + d * length * widest + s * width / 2 - n * width * fold,
        base + d * length * widest + n * width * fold * 0.5,
        base + d * length * widest - s * width / 2 - n * width * fold,
        base + d * length,
    )
    v = [bm.verts.new(p) for p in points]
    bm.faces.new((v[0], v[1], v[2]))
    bm.faces.new((v[0], v[2], v[3]))
    bm.faces.new((v[1], v[4], v[2]))
    bm.faces.new((v[2], v[4], v[3]))


def _flowers(r, x, y, z, seed):
    """A low white arrangement in a ceramic bowl: roses, and their leaves tucked under them."""
    _vessel("Flower bowl", (x, y, z), ((0.05, 0), (0.1, 0.03), (0.13, 0.08), (0.125, 0.09)), r["ceramic"])
    rng = random.Random(seed)
    blooms, leaves = bmesh.new(), bmesh.new()
    for k in range(11):
        a, reach = rng.uniform(0, 2 * math.pi), 0.0 if k == 0 else rng.uniform(0.05, 0.15)
        _rose(blooms, (x + reach * math.cos(a), y + reach * math.sin(a) * 0.85, z + 0.085 + 0.045 * (1 - reach / 0.15)), rng.uniform(0.035, 0.048), rng)
    for _ in range(22):
        a = rng.uniform(0, 2 * math.pi)
        reach = rng.uniform(0.1, 0.17)
        base = Vector((x + reach * math.cos(a), y + reach * math.sin(a) * 0.85, z + 0.09 + rng.uniform(-0.01, 0.03)))
        direction = Vector((math.cos(a), math.sin(a), rng.uniform(-0.4, 0.1))).normalized()
        side = Vector((-math.sin(a), math.cos(a), 0.0))
        _leaf(leaves, base, direction, side, rng.uniform(0.05, 0.075), rng.uniform(0.03, 0.04), 0.15)
    mesh_object("Blooms", blooms, r["bloom"], smooth=True)
    mesh_object("Flower leaves", leaves, r["rose leaf"], smooth=False)


def _branch(bm_wood, bm_leaves, rng, start, direction, length, radius, depth, leaves):
    """A limb of the olive as a tapering tube that wanders, forking towards its tips; the last
    twigs carry their narrow leaves in opposite pairs."""
    steps = max(4, int(length / 0.035))
    position, heading = Vector(start), Vector(direction).normalized()
    rings = []
    points = []
    for k in range(steps + 1):
        t = k / steps
        rr = radius * (1 - 0.55 * t)
        points.append((position.copy(), heading.copy(), rr))
        if k < steps:
            wander = Vector((rng.gauss(0, 1), rng.gauss(0, 1), rng.gauss(0, 1))) * (0.18 + 0.1 * depth)
            heading = (heading + wander * 0.35 + Vector((0, 0, 0.04 if depth < 2 else -0.05))).normalized()
            position = position + heading * (length / steps)
    sides = 6 if radius > 0.008 else 4
    for p, h, rr in points:
        side = h.cross(Vector((0.3, 0.2, 1.0))).normalized()
        up = h.cross(side).normalized()
        rings.append([bm_wood.verts.new(p + (side * math.cos(a) + up * math.sin(a)) * rr) for a in (2 * math.pi * s / sides for s in range(sides))])
    for lower, upper in zip(rings, rings[1:]):
        for s in range(sides):
            bm_wood.faces.new((lower[s], lower[(s + 1) % sides], upper[(s + 1) % sides], upper[s]))
    if depth >= 2:
        # Leaves close-set along the outer part of the limb, on alternate sides, pointing out
        # and every way a little, as an olive carries them.
        first = len(points) // 4 if depth >= 3 else len(points) // 3
        for k in range(first, len(points) - 1):
            (p0, h, rr), (p1, _, _) = points[k], points[k + 1]
            count = max(1, int((p1 - p0).length / 0.004))
            for c in range(count):
                p = p0.lerp(p1, c / count)
                sign = 1 if (k * count + c) % 2 else -1
                if rng.random() < 0.2:
                    continue
                side = h.cross(Vector((rng.uniform(-1, 1), rng.uniform(-1, 1), 1.0))).normalized()
                twist = Vector((rng.gauss(0, 0.35), rng.gauss(0, 0.35), rng.uniform(-0.45, 0.3)))
                out = (h * 0.5 + side * sign * 0.8 + twist).normalized()
                across = out.cross(Vector((rng.uniform(-0.5, 0.5), rng.uniform(-0.5, 0.5), 1.0))).normalized()
                _leaf(bm_leaves, p, out, across, rng.uniform(0.05, 0.085), rng.uniform(0.012, 0.018))
                leaves[0] += 1
    if depth >= 3:
        p, h, rr = points[-1]
        _leaf(bm_leaves, p, h, h.cross(Vector((0, 0, 1))).normalized() if abs(h.z) < 0.95 else Vector((1, 0, 0)), 0.06, 0.012)
        return
    forks = (3, 4, 5)[depth]
    for f in range(forks):
        t = rng.uniform(0.45, 0.95) if f else 1.0
        p, h, rr = points[min(len(points) - 1, int(t * steps))]
        spread = Vector((rng.gauss(0, 1), rng.gauss(0, 1), rng.uniform(0.0, 0.6) if depth else 0.8)).normalized()
        new = (h * (0.6 if depth else 0.9) + spread * 0.75).normalized()
        _branch(bm_wood, bm_leaves, rng, p, new, length * rng.uniform(0.5, 0.68), rr * 0.8, depth + 1, leaves)


def _olive_tree(r, x, y, floor_z):
    """A potted olive: a low stone planter, a gnarled trunk of three stems, forking limbs and
    a loose crown of thousands of narrow grey-green leaves, silver beneath."""
    pot_r, pot_h = 0.36, 0.55
    _vessel("Olive planter", (x, y, floor_z), ((pot_r - 0.06, 0), (pot_r, 0.06), (pot_r + 0.03, pot_h - 0.02), (pot_r + 0.03, pot_h), (pot_r - 0.02, pot_h)), r["stone pot"])
    _cylinder("Olive soil", (x, y, floor_z + pot_h - 0.06), pot_r - 0.02, 0.02, r["soil"], 40)
    rng = random.Random(11)
    wood, foliage = bmesh.new(), bmesh.new()
    leaves = [0]
    base_z = floor_z + pot_h - 0.05
    for k in range(3):
        a = 2 * math.pi * k / 3 + 0.4
        start = Vector((x + 0.035 * math.cos(a), y + 0.035 * math.sin(a), base_z))
        lean = Vector((0.22 * math.cos(a), 0.22 * math.sin(a), 1.0)).normalized()
        _branch(wood, foliage, rng, start, lean, 0.85 + 0.15 * k, 0.045, 0, leaves)
    mesh_object("Olive wood", wood, r["bark"], smooth=True)
    mesh_object("Olive leaves", foliage, r["olive leaf"], smooth=False)
    return leaves[0]


def _olive_leaf_material():
    """Olive leaves: a dull grey-green face, a silvery underside, each leaf a little different,
    thin enough to glow with the sun behind them."""
    material = bpy.data.materials.new("Olive leaf")
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    bsdf.inputs["Roughness"].default_value = 0.55
    bsdf.inputs["Specular"].default_value = 0.35
    geometry = nodes.new("ShaderNodeNewGeometry")
    # Every leaf is its own island of the mesh: each takes its own shade between two greens.
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].color = (0.09, 0.11, 0.06, 1)
    ramp.color_ramp.elements[1].color = (0.2, 0.22, 0.14, 1)
    links.new(geometry.outputs["Random Per Island"], ramp.inputs["Fac"])
    silver = nodes.new("ShaderNodeMixRGB")
    silver.inputs["Color2"].default_value = (0.36, 0.38, 0.32, 1)
    # Turned away from the camera, a leaf shows its silvery underside.
    links.new(geometry.outputs["Backfacing"], silver.inputs["Fac"])
    links.new(ramp.outputs["Color"], silver.inputs["Color1"])
    links.new(silver.outputs["Color"], bsdf.inputs["Base Color"])
    glow = nodes.new("ShaderNodeBsdfTranslucent")
    glow.inputs["Color"].default_value = (0.22, 0.26, 0.1, 1)
    mix = nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = 0.2
    links.new(bsdf.outputs[0], mix.inputs[1])
    links.new(glow.outputs[0], mix.inputs[2])
    links.new(mix.outputs[0], nodes["Material Output"].inputs["Surface"])
    return material


def _pendant(r):
    """A linear pendant over the table: a slim bronze bar on two rods, lit along its underside."""
    tx, ty = TABLE
    z = FLOOR_Z + 1.7
    length = TABLE_LENGTH - 1.2
    box("Pendant bar", (tx, ty, z), (length, 0.07, 0.05), r["bronze"], 0.005)
    box("Pendant diffuser", (tx, ty, z - 0.006), (length - 0.04, 0.05, 0.006), r["lit"], 0).visible_shadow = False
    for dx in (-length / 2 + 0.3, length / 2 - 0.3):
        box("Pendant rod", (tx + dx, ty, z + 0.05), (0.006, 0.006, CEILING - 1.75), r["bronze"], 0)
        _cylinder("Pendant canopy", (tx + dx, ty, FLOOR_Z + CEILING - 0.012), 0.04, 0.012, r["bronze"], 24)
    light = bpy.data.lights.new("Pendant", "AREA")
    light.shape = "RECTANGLE"
    light.size, light.size_y = length, 0.05
    light.energy = 35.0
    light.color = (1.0, 0.86, 0.7)
    lamp = bpy.data.objects.new("Pendant", light)
    bpy.context.collection.objects.link(lamp)
    lamp.location = (tx, ty, z - 0.02)
    lamp.visible_camera = False
    lamp.visible_glossy = False


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


def _soft_light(name, location, size, energy, rotation, colour, shadows=False):
    """A soft panel of returned light, sampled directly: unseen, unreflected, and casting no
    shadow unless asked (a still life's shadows set its pieces down on the stone)."""
    light = bpy.data.lights.new(name, "AREA")
    light.shape = "RECTANGLE"
    light.size, light.size_y = size
    light.energy = energy
    light.color = colour
    light.cycles.cast_shadow = shadows
    lamp = bpy.data.objects.new(name, light)
    bpy.context.collection.objects.link(lamp)
    lamp.location = location
    lamp.rotation_euler = rotation
    lamp.visible_camera = False
    lamp.visible_glossy = False
    lamp.visible_transmission = False
    return lamp


def _clean_paths(r):
    """What only the camera should see. Light bounced about the room that met the glass would go
    on through it to the sky, unweighted against the portals that sample the same sky: grain.
    A flame or the pendant's lit glass met by such a ray is a speck. The room's glass is left to
    the camera's rays and the lamps stand in for the flames; both are still seen, and the glass
    still reflects the room for the camera's rays."""
    seen_only = {r["clear"], r["lit"], r["flame"]}
    for obj in bpy.data.objects:
        if obj.type == "MESH" and obj.data.materials and obj.data.materials[0] in seen_only:
            if obj.name.startswith(("Dining", "Ocean House L8", "Pendant", "Flame")):
                obj.visible_diffuse = False
                obj.visible_glossy = False


def _clear_glass():
    """The room's glass as the camera sees it: clear, with a faint reflection at a glance.
    Passed straight through (not refracted, which at 1.05 changes nothing seen), so that the
    haze over the gardens and the sea beyond it is laid by distance like any other view."""
    return _clear("Clear glass", 1.5)


def _dining_materials():
    """The residences' materials, with this room's own: a deeper, less orange oak underfoot and
    a whiter plaster (the low sun brings warmth enough), the chairs' taupe linen, the rug, the
    glass, the roses, wax, the olive's."""
    r = _materials()
    oak = _varied(_principled("Oak floor", (0.46, 0.37, 0.27), roughness=0.38, Specular=0.3), 0.6, 0.25, (0.52, 0.42, 0.31))
    _planks(oak)
    r["oak"] = oak
    r["plaster"] = _varied(_principled("White plaster", (0.82, 0.81, 0.78), roughness=0.9), 1.5, 0.3, (0.79, 0.78, 0.75))
    r["cabinetry"] = _varied(_principled("Oak table", (0.5, 0.4, 0.29), roughness=0.45, Specular=0.35), 3.0, 0.2, (0.56, 0.45, 0.33))
    chair = _principled("Taupe linen", (0.25, 0.225, 0.195), roughness=0.92, Sheen=0.7)
    _bump(chair, _object_noise(chair, 260.0, 4.0).outputs["Fac"], 0.2, 0.003)
    r["chair"] = chair
    r["clear"] = _clear_glass()
    r["slot"] = _principled("Ceiling slot", (0.03, 0.03, 0.03), roughness=0.9)
    wool = _varied(_principled("Wool rug", (0.64, 0.6, 0.53), roughness=1.0, Sheen=0.8), 8.0, 0.2, (0.58, 0.54, 0.47))
    _bump(wool, _object_noise(wool, 300.0, 3.0).outputs["Fac"], 0.3, 0.003)
    r["wool"] = wool
    r["unseen wall"] = _principled("East wall", (0.12, 0.12, 0.12), roughness=0.9)
    r["napkin"] = _principled("Napkin linen", (0.82, 0.81, 0.78), roughness=0.95, Sheen=0.5)
    r["wax"] = _principled("Candle wax", (0.88, 0.86, 0.8), roughness=0.5, **{"Subsurface": 0.2, "Subsurface Color": (1.0, 0.9, 0.75, 1), "Subsurface Radius": (0.01, 0.006, 0.004)})
    r["bloom"] = _principled("White roses", (0.93, 0.92, 0.89), roughness=0.6, Sheen=0.5)
    r["rose leaf"] = _principled("Rose leaves", (0.035, 0.06, 0.03), roughness=0.5, Specular=0.35)
    r["olive leaf"] = _olive_leaf_material()
    bark = _principled("Olive bark", (0.26, 0.23, 0.19), roughness=0.85)
    _bump(bark, _object_noise(bark, 60.0, 8.0).outputs["Fac"], 0.5, 0.004)
    r["bark"] = bark
    r["stone pot"] = _varied(_principled("Stone planter", (0.62, 0.6, 0.56), roughness=0.8), 6.0, 0.3, (0.55, 0.53, 0.49))
    r["soil"] = _principled("Soil", (0.08, 0.06, 0.05), roughness=1.0)
    r["lit"] = _flame("Pendant diffuser", (1.0, 0.88, 0.72), 2.0)
    r["flame"] = _flame("Candle flame", (1.0, 0.66, 0.34), 16.0)
    return r


def build_dining_room(m):
    r = _dining_materials()
    _rebuild_floor(r, m)
    _room(r)
    top = _table(r)
    _candles(r, top)
    _pendant(r)
    _back_wall(r)
    _olive_tree(r, WEST_X + 1.0, BACK_Y - 1.0, FLOOR_Z)
    _clean_paths(r)
    # The light the east wall returns, behind the camera, facing west; and what the sunlit floor
    # and table send up to the ceiling, from a panel over the floor facing up.
    mid_y = (GLASS_Y + BACK_Y) / 2
    _soft_light("Fill", (EAST_X - 0.3, mid_y, FLOOR_Z + CEILING / 2), (8.0, 2.4), 70.0, (math.radians(-90), 0, math.radians(-90)), (1.0, 0.97, 0.93))
    _soft_light("Ceiling fill", ((WEST_X + EAST_X) / 2, mid_y, FLOOR_Z + 1.0), (EAST_X - WEST_X - 1.0, BACK_Y - GLASS_Y - 1.0), 120.0, (math.radians(180), 0, 0), (1.0, 0.93, 0.84))
