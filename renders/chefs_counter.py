"""
The hotel restaurant's chef's counter laid for the morning's prep, for /mandarin-oriental's
culinary chapter ("menus built around the day's catch, produce from Cayman farms and the spice
traditions of the wider Caribbean").

Where: the ground floor of the hotel's main block, in the middle of its south front. The world's
floor ("Hotel main L1") is taken out and built again either side of a bay of two of its fins
(x 6.25-33.75); the restaurant stands in the bay behind fixed glass, and the view through it is
the world's own: the terrace, the palm courtyard between the wings and the pool gardens beyond
in the late-morning sun.

A still life at the counter's honed limestone: two red snappers on crushed ice in a steel tray,
limes, mangoes, a split papaya, scotch bonnets, breadfruit and coconuts in bowls and a basket,
thyme and callaloo, a basalt mortar of allspice, its pestle leaning in it, with cinnamon sticks,
a chef's knife on an end-grain board. Produce is built from a few shapes, each piece of its own
size, turn, lumps and colour (seeded), so no two read as copies.

Light: the sky comes in through the glass (a portal), the courtyard beyond is in sun, but no
sun reaches the counter; so a warm, soft key from high on the left, as a skylight over the
counter would give, models the produce and puts a wet highlight on the catch, and the room
behind the camera returns light as a soft panel. The shot's depth of field (render.py's `focus`,
on the nearer snapper's head, wide open) keeps the produce sharp and lets the glass, the palms and
the pools go soft, as a photographer's lens would.
"""

import math
import random

import bmesh
import bpy
from mathutils import Matrix, Vector, noise

from dining_room import _clear_glass, _leaf, _soft_light
from materials import _bump, _object_coords, _object_noise, _principled, _varied, color_ramp, multiply
from private_club import _fixed_glass
from residence import _cylinder, _materials, _portal, _soft, _vessel
from resort_world import FLOOR, GROUND, box, crown_mesh, mesh_object, terraced_floor

NAME = "Hotel main L1"
FLOOR_Z = GROUND + 0.4  # top of the ground floor's slab
CEILING = 3.0
# The main block: x -35 to 75, its floors' front line y 150 (terrace 2.4 m, glazing 0.3 m in).
BAY = (6.25, 33.75)
GLASS_Y = 151.5
BACK_Y = 162.0
# The counter runs along the glass; the still life is laid on its middle.
COUNTER = (15.5, 24.5, 152.55, 154.05)
TOP = FLOOR_Z + 0.92


def _rebuild_floor(r, m):
    """Takes the world's ground floor of the main block out and builds it again either side of
    the restaurant's bay; in the bay, the slab, the terrace, its soffit and balustrade."""
    for obj in [o for o in bpy.data.objects if o.name.startswith(f"{NAME} ")]:
        bpy.data.objects.remove(obj)
    terraced_floor(f"{NAME} west", -35.0, BAY[0], 150.0, 16.0, GROUND, m, terrace=2.4, fins=3)
    terraced_floor(f"{NAME} east", BAY[1], 75.0, 150.0, 16.0, GROUND, m, terrace=2.4, fins=3)
    x0, x1 = BAY
    cx = (x0 + x1) / 2
    box(f"{NAME} slab", (cx, 156.8, GROUND), (x1 - x0, 18.4, 0.38), m["stucco"], 0)
    box(f"{NAME} terrace", (cx, 149.5, FLOOR_Z - 0.02), (x1 - x0, 3.8, 0.02), r["limestone"], 0)
    box(f"{NAME} soffit", (cx, 149.0, GROUND + FLOOR - 0.45), (x1 - x0, 2.6, 0.05), m["soffit"], 0)
    box(f"{NAME} balustrade", (cx, 148.85, FLOOR_Z), (x1 - x0 - 0.2, 0.03, 1.05), r["clear"], 0).visible_shadow = False
    box(f"{NAME} handrail", (cx, 148.85, FLOOR_Z + 1.03), (x1 - x0 - 0.2, 0.05, 0.03), r["bronze"], 0)


def _planting(m, rng):
    """A bed of flowering shrubs along the terrace's edge: beyond the glass, the courtyard's
    lawn would otherwise fill the view as one flat field of green."""
    meshes = []
    for variant, material in enumerate(("garden", "bloom", "garden")):
        mesh = crown_mesh(f"Terrace shrub {variant}", 410 + variant)
        mesh.materials.append(m[material])
        meshes.append(mesh)
    x = BAY[0] + 1.0
    while x < BAY[1] - 1.0:
        shrub = bpy.data.objects.new("Terrace shrub", rng.choice(meshes))
        scale = rng.uniform(0.28, 0.4)
        shrub.location = (x, rng.uniform(145.6, 146.8), GROUND - 0.45)
        shrub.rotation_euler = (0, 0, rng.uniform(0, 2 * math.pi))
        shrub.scale = (scale, scale, scale * 0.8)
        bpy.context.collection.objects.link(shrub)
        x += rng.uniform(1.1, 1.6)


def _room(r):
    """Travertine underfoot, a plaster ceiling and walls, fixed glass to the terrace."""
    x0, x1 = BAY
    cx, cy = (x0 + x1) / 2, (GLASS_Y + BACK_Y) / 2
    box("Chef floor", (cx, cy, FLOOR_Z - 0.02), (x1 - x0, BACK_Y - GLASS_Y, 0.02), r["travertine"], 0)
    box("Chef ceiling", (cx, cy, FLOOR_Z + CEILING), (x1 - x0, BACK_Y - GLASS_Y + 0.4, 0.2), r["plaster"], 0)
    box("Chef back wall", (cx, BACK_Y + 0.1, FLOOR_Z), (x1 - x0, 0.2, CEILING), r["plaster"], 0)
    for wx in (x0 + 0.1, x1 - 0.1):
        box("Chef side wall", (wx, cy, FLOOR_Z), (0.2, BACK_Y - GLASS_Y, CEILING), r["plaster"], 0)
    _fixed_glass(r, "Chef", x0 + 0.2, x1 - 0.2, GLASS_Y, FLOOR_Z, CEILING, 10, rails=(2.4,))
    _portal(x0 + 0.2, x1 - 0.2, y=GLASS_Y + 0.2, floor_z=FLOOR_Z, height=CEILING)


def _counter(r):
    """The counter: a honed limestone top, a little proud of a teak body."""
    x0, x1, y0, y1 = COUNTER
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    box("Chef counter body", (cx, cy + 0.02, FLOOR_Z), (x1 - x0 - 0.06, y1 - y0 - 0.08, TOP - FLOOR_Z - 0.05), r["teak"], 0.004)
    box("Chef counter top", (cx, cy, TOP - 0.05), (x1 - x0, y1 - y0, 0.05), r["counter"], 0.004)


def _blob(name, center, radii, material, rng, lumps=0.03, shape=None, turn=None, subdivisions=4):
    """A fruit's body: a sphere scaled to `radii`, bent by `shape(v)` (v on the unit sphere,
    returns the point to use) and roughened by a smooth noise of its own seed; turned at random."""
    bm = bmesh.new()
    bmesh.ops.create_icosphere(bm, subdivisions=subdivisions, radius=1.0)
    seed = Vector((rng.uniform(-50, 50), rng.uniform(-50, 50), rng.uniform(-50, 50)))
    for vertex in bm.verts:
        v = vertex.co.copy()
        p = shape(v) if shape else v
        p = p * (1.0 + lumps * noise.noise(v * 1.7 + seed))
        vertex.co = Vector((p.x * radii[0], p.y * radii[1], p.z * radii[2]))
    obj = mesh_object(name, bm, material, smooth=True)
    obj.location = center
    obj.rotation_euler = turn if turn is not None else (0, 0, rng.uniform(0, 2 * math.pi))
    return obj


def _resting(obj, z):
    """Sets an object down so that its lowest point touches z."""
    bpy.context.view_layer.update()
    lowest = min((obj.matrix_world @ v.co).z for v in obj.data.vertices)
    obj.location.z += z - lowest
    return obj


def _bowl(name, x, y, radius, depth, material, wall=0.008):
    """A shallow bowl, turned: a foot, a flared wall and its inside; returns the height of its floor."""
    profile = ((radius * 0.45, 0), (radius * 0.5, 0.006), (radius * 0.8, depth * 0.35), (radius, depth),
               (radius - wall, depth), (radius * 0.78 - wall, depth * 0.4), (radius * 0.45, wall * 1.2), (0.0, wall * 1.2))
    obj = _vessel(name, (x, y, TOP), profile, material)
    modifier = obj.modifiers.new("bevel", "BEVEL")
    modifier.width = 0.002
    modifier.segments = 2
    return TOP + wall * 1.2


def _lime(r, rng, x, y, z):
    """A lime: nearly round, a little nipple at its blossom end."""
    def shape(v):
        tip = max(0.0, v.x - 0.86) * 0.9
        return Vector((v.x * 1.06 + tip, v.y, v.z))
    size = rng.uniform(0.026, 0.031)
    turn = (rng.uniform(0, 6.28), rng.uniform(-0.4, 0.4), rng.uniform(0, 6.28))
    return _resting(_blob("Lime", (x, y, z), (size, size, size * 0.97), r["lime"], rng, 0.02, shape, turn), z)


def _mango(r, rng, x, y, z):
    """A mango: an oval bent into a kidney, a shoulder at the stem and a slight beak."""
    def shape(v):
        bend = 0.18 * (1 - v.x * v.x)
        beak = 0.12 * max(0.0, -v.x - 0.6) * max(0.0, v.y)
        return Vector((v.x, v.y * (1.0 + 0.08 * v.x) + bend + beak, v.z))
    size = rng.uniform(0.9, 1.1)
    turn = (rng.uniform(-0.2, 0.2), rng.uniform(-0.2, 0.2), rng.uniform(0, 6.28))
    return _resting(_blob("Mango", (x, y, z), (0.068 * size, 0.05 * size, 0.045 * size), r["mango"], rng, 0.03, shape, turn), z)


def _scotch_bonnet(r, rng, x, y, z):
    """A scotch bonnet: squat and lobed like a lantern, dimpled underneath, a green stem."""
    def shape(v):
        lobes = 1.0 + 0.13 * math.cos(4 * math.atan2(v.y, v.x)) * (1 - abs(v.z))
        squash = 0.75 if v.z < 0 else 1.0
        return Vector((v.x * lobes, v.y * lobes, v.z * squash - 0.25 * max(0.0, -v.z - 0.75)))
    size = rng.uniform(0.017, 0.023)
    tilt = (rng.uniform(-0.5, 0.5), rng.uniform(-0.5, 0.5), rng.uniform(0, 6.28))
    body = _blob("Scotch bonnet", (0, 0, 0), (size, size, size * 0.85), r["pepper"], rng, 0.06, shape, (0, 0, 0), 3)
    stem = _cylinder("Pepper stem", (0, 0, size * 0.75), 0.0035, size * 0.6, r["stem"], 10)
    for part in (body, stem):
        part.data.transform(Matrix.Translation(part.location))
        part.location = (0, 0, 0)
        part.data.transform(Matrix.Rotation(tilt[0], 4, "X") @ Matrix.Rotation(tilt[1], 4, "Y"))
        part.location = (x, y, z)
        part.rotation_euler = (0, 0, tilt[2])
    _resting(body, z)
    stem.location.z = body.location.z
    return body


def _breadfruit(r, rng, x, y, z):
    """A breadfruit: a large yellow-green globe, a little oval, its skin a mosaic of small raised
    facets, a woody stem stub on top."""
    size = rng.uniform(0.085, 0.1)
    fruit = _resting(_blob("Breadfruit", (x, y, z), (size * 1.08, size * 0.95, size * 0.9), r["breadfruit"], rng, 0.04), z)
    _cylinder("Breadfruit stem", (x, y, fruit.location.z + size * 0.86), 0.006, 0.022, r["wood stem"], 10)
    return fruit


def _coconut(r, rng, x, y, z, halved=False):
    """A husked coconut, brown and fibrous; halved, its white meat shows."""
    size = rng.uniform(0.055, 0.065)
    nut = _blob("Coconut", (x, y, z), (size * 1.1, size, size), r["coconut"], rng, 0.05, None, (0, 0, 0))
    if halved:
        # The lower half as a shell, its inside and rim the white meat.
        bm = bmesh.new()
        bm.from_mesh(nut.data)
        bmesh.ops.bisect_plane(bm, geom=bm.verts[:] + bm.edges[:] + bm.faces[:], plane_co=(0, 0, 0), plane_no=(0, 0, 1), clear_outer=True)
        bm.to_mesh(nut.data)
        bm.free()
        nut.data.materials.append(r["coconut meat"])
        shell = nut.modifiers.new("meat", "SOLIDIFY")
        shell.thickness, shell.offset = 0.012, -1.0
        shell.material_offset = shell.material_offset_rim = 1
    nut.rotation_euler = (0, 0, rng.uniform(0, 6.28))
    return _resting(nut, z)


def _papaya(r, rng, x, y, z, turn):
    """Half a papaya, cut lengthwise and lying skin down: orange flesh round a hollow of black seeds."""
    def shape(v):
        return Vector((v.x, v.y * (1.0 + 0.16 * v.x), v.z * (1.0 + 0.16 * v.x)))
    half = _blob("Papaya", (0, 0, 0), (0.12, 0.07, 0.068), r["papaya skin"], rng, 0.02, shape, (0, 0, 0))
    bm = bmesh.new()
    bm.from_mesh(half.data)
    cut = bmesh.ops.bisect_plane(bm, geom=bm.verts[:] + bm.edges[:] + bm.faces[:], plane_co=(0, 0, 0), plane_no=(0, 0, 1), clear_outer=True)
    edges = [e for e in cut["geom_cut"] if isinstance(e, bmesh.types.BMEdge)]
    for face in bmesh.ops.holes_fill(bm, edges=edges)["faces"]:
        face.material_index = 1
        face.smooth = False
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(half.data)
    bm.free()
    half.data.materials.append(r["papaya flesh"])
    # The hollow: a shallow dark trough down the middle, heaped with glossy black seeds.
    seeds = bmesh.new()
    for _ in range(70):
        u, v = rng.uniform(-1, 1), rng.uniform(-1, 1)
        if u * u + v * v > 1:
            continue
        px, py = 0.02 + u * 0.065, v * 0.022 * (1.0 + 0.2 * u)
        seed = bmesh.ops.create_icosphere(seeds, subdivisions=1, radius=rng.uniform(0.0035, 0.0045))
        for vertex in seed["verts"]:
            vertex.co = Vector((vertex.co.x * 1.1, vertex.co.y, vertex.co.z)) + Vector((px, py, rng.uniform(-0.004, 0.002)))
    pit = mesh_object("Papaya seeds", seeds, r["seeds"], smooth=True)
    hollow = _blob("Papaya hollow", (0.02, 0, -0.008), (0.075, 0.027, 0.01), r["papaya hollow"], rng, 0.05, None, (0, 0, 0), 3)
    # Rocked on its round skin toward the counter's front, so the low lens sees the cut face
    # rather than the sky's glare across it.
    place = Matrix.Translation((x, y, z)) @ Matrix.Rotation(math.radians(-24), 4, "X") @ Matrix.Rotation(turn, 4, "Z")
    for part in (half, pit, hollow):
        part.data.transform(Matrix.Translation(part.location))
        part.location = (0, 0, 0)
        part.matrix_world = place
    _resting(half, z)
    pit.location = hollow.location = half.location
    return half


def _fish_outline(u):
    """The snapper's side: the back's and the belly's heights above the body's axis and its
    half-thickness, as fractions of its length, at `u` from the snout (0) to the tail's root (1)."""
    stops = ((0.0, 0.008, -0.01, 0.005), (0.05, 0.05, -0.04, 0.028), (0.12, 0.12, -0.085, 0.052), (0.22, 0.195, -0.132, 0.074), (0.38, 0.235, -0.15, 0.08),
             (0.58, 0.18, -0.12, 0.065), (0.8, 0.085, -0.065, 0.034), (0.95, 0.05, -0.045, 0.018), (1.0, 0.055, -0.05, 0.014))
    for (u0, *a), (u1, *b) in zip(stops, stops[1:]):
        if u <= u1:
            t = (u - u0) / (u1 - u0)
            t = t * t * (3 - 2 * t)
            return [p + (q - p) * t for p, q in zip(a, b)]
    return list(stops[-1][1:])


def _fish(r, rng, length, place):
    """A red snapper lying on its side: a deep, laterally flattened body (about a third as tall
    as it is long) from a pointed snout to a slim tail root, a forked tail, a spined dorsal fin,
    an anal and a pectoral fin, a large dark eye in a bright ring, the gill cover's edge.
    Built along +x (the snout at 0) with its back up (+z) and its side facing y, then laid down."""
    bm = bmesh.new()
    rings, sides = [], 24
    steps = 40
    for k in range(steps + 1):
        u = 0.004 + 0.996 * (k / steps) ** 1.2
        top, bottom, half = _fish_outline(u)
        mid, tall = (top + bottom) / 2, (top - bottom) / 2
        ring = []
        for s in range(sides):
            a = 2 * math.pi * s / sides
            # A fuller flank below the lateral line, a sharper back: a fish is not an ellipse.
            across = half * math.cos(a) * (1.0 + 0.15 * max(0.0, -math.sin(a)))
            ring.append(bm.verts.new((u * length, across * length, (mid + tall * math.sin(a)) * length)))
        rings.append(ring)
    for lower, upper in zip(rings, rings[1:]):
        for s in range(sides):
            bm.faces.new((lower[s], lower[(s + 1) % sides], upper[(s + 1) % sides], upper[s]))
    bm.faces.new(list(reversed(rings[0])))
    bm.faces.new(rings[-1])
    body = mesh_object("Snapper", bm, r["snapper"], smooth=True)
    subdivision = body.modifiers.new("smooth", "SUBSURF")
    subdivision.levels = subdivision.render_levels = 1
    parts = [body]
    # The tail: rays fanning from its root, the outer ones longest, so its fork is a soft curve.
    tail = []
    for k in range(13):
        t = k / 12 * 2 - 1
        tail.append(((1.0, 0.048 * t), (1.15 + 0.1 * abs(t) ** 1.6, 0.19 * t)))
    parts += _rayed_fin(r, "Snapper tail", length, tail)
    # The dorsal fin: stiff spines rising from the back, then soft rays dipping to the tail root.
    dorsal = []
    for k in range(16):
        u = 0.3 + 0.52 * k / 15
        spine = 0.035 + 0.035 * min(1.0, k / 3) if k < 10 else 0.058 - 0.005 * (k - 10)
        dorsal.append(((u, _fish_outline(u)[0] - 0.004), (u + 0.03 + 0.02 * k / 15, _fish_outline(u)[0] + spine)))
    parts += _rayed_fin(r, "Snapper dorsal fin", length, dorsal)
    anal = []
    for k in range(8):
        u = 0.63 + 0.15 * k / 7
        anal.append(((u, _fish_outline(u)[1] + 0.004), (u + 0.04, _fish_outline(u)[1] - (0.055 - 0.03 * k / 7))))
    parts += _rayed_fin(r, "Snapper anal fin", length, anal)
    # The pectoral fin: long and pointed, swept back from behind the gill cover toward the anal
    # fin, its upper rays the longest; it lies along the upper flank, just off it.
    tips = ((0.44, -0.028), (0.52, -0.066), (0.45, -0.064), (0.34, -0.056))
    pectoral = []
    for k in range(10):
        t = k / 9 * 3
        i = min(int(t), 2)
        f = t - i
        tip = (tips[i][0] + (tips[i + 1][0] - tips[i][0]) * f, tips[i][1] + (tips[i + 1][1] - tips[i][1]) * f)
        pectoral.append(((0.25, -0.02 - 0.022 * k / 9), tip))
    for part in _rayed_fin(r, "Snapper pectoral fin", length, pectoral):
        part.data.transform(Matrix.Translation((0, (_fish_outline(0.35)[2] + 0.004) * length, 0)) @ Matrix.Rotation(0.1, 4, "X"))
        parts.append(part)
    # The eye: large, set high behind the snout and standing a little proud of the head, a dark
    # pupil in a bright ring.
    eye_x, eye_z = 0.11 * length, 0.05 * length
    eye_y = _fish_outline(0.11)[2] * length
    iris = _blob("Snapper eye", (eye_x, eye_y - 0.003, eye_z), (0.03 * length, 0.008, 0.03 * length), r["iris"], rng, 0.0, None, (0, 0, 0), 3)
    pupil = _blob("Snapper pupil", (eye_x, eye_y + 0.0015, eye_z), (0.019 * length, 0.005, 0.019 * length), r["pupil"], rng, 0.0, None, (0, 0, 0), 3)
    parts += [iris, pupil, _gill(r, length)]
    for part in parts:
        part.data.transform(Matrix.Translation(part.location))
        part.location = (0, 0, 0)
        # Laid on its left side: its right flank (+y) faces up.
        part.matrix_world = place @ Matrix.Rotation(math.pi / 2, 4, "X")
    return body


def _gill(r, length):
    """The gill cover's edge: a fine ridge curving down the upper flank behind the eye."""
    bm = bmesh.new()
    points = []
    for k in range(11):
        a = math.radians(-75 + 150 * k / 10)
        u = 0.24 - 0.04 * math.cos(a)
        top, bottom, half = _fish_outline(u)
        mid, tall = (top + bottom) / 2, (top - bottom) / 2
        points.append(Vector((u, half * math.cos(a) * 1.02, mid + tall * math.sin(a))) * length)
    for p, q in zip(points, points[1:]):
        _twig(bm, p, q, 0.0016)
    return mesh_object("Snapper gill", bm, r["fin"], smooth=True)


def _rayed_fin(r, name, length, rays, notch=0.16):
    """A fin from its rays, (root, tip) pairs of (u, height) as fractions of the fish's length in
    the fish's own side plane: a thin membrane stretched between them, its edge notched between
    the tips, and each ray a tapering rib standing a little proud of it on both sides."""
    bm = bmesh.new()

    def point(uh):
        return Vector((uh[0] * length, 0.0, uh[1] * length))

    roots = [point(a) for a, _ in rays]
    tips = [point(b) for _, b in rays]
    middles = [a.lerp(b, 0.55) for a, b in zip(roots, tips)]
    column = [[bm.verts.new(p) for p in ray] for ray in zip(roots, middles, tips)]
    for (r0, m0, t0), (r1, m1, t1) in zip(column, column[1:]):
        edge = (t0.co + t1.co) / 2
        dip = bm.verts.new(edge.lerp((m0.co + m1.co) / 2, notch))
        bm.faces.new((r0, r1, m1, m0))
        bm.faces.new((m0, m1, dip))
        bm.faces.new((m0, dip, t0))
        bm.faces.new((m1, t1, dip))
    membrane = mesh_object(name, bm, r["fin"], smooth=False)
    solid = membrane.modifiers.new("thickness", "SOLIDIFY")
    solid.thickness = 0.0006
    solid.offset = 0
    ribs = bmesh.new()
    for root, tip in zip(roots, tips):
        _twig(ribs, root, tip, 0.0014 * length / 0.4, taper=0.3)
    return [membrane, mesh_object(f"{name} rays", ribs, r["fin ray"], smooth=True)]


def _catch(r, rng):
    """The day's catch: two red snappers head to tail on crushed ice in a shallow steel tray, the
    ice banked up at the back as on a fishmonger's slab, so the far fish shows over the near one."""
    cx, cy, turn = 19.45, 153.17, math.radians(-10)
    tray = Matrix.Translation((cx, cy, TOP)) @ Matrix.Rotation(turn, 4, "Z")
    width, depth = 0.7, 0.5
    pan = bmesh.new()
    bmesh.ops.create_cube(pan, size=1.0)
    for vertex in pan.verts:
        vertex.co = Vector((vertex.co.x * width, vertex.co.y * depth, (vertex.co.z + 0.5) * 0.04))
    bmesh.ops.delete(pan, geom=[f for f in pan.faces if f.normal.z > 0.5], context="FACES_ONLY")
    steel = mesh_object("Ice tray", pan, r["steel"])
    steel.modifiers.new("thickness", "SOLIDIFY").thickness = -0.0025
    rim = steel.modifiers.new("bevel", "BEVEL")
    rim.width, rim.segments = 0.006, 3
    steel.matrix_world = tray
    # Crushed ice: a lumpy bed filling the tray, irregular chunks over it, heaped in the middle
    # and banked toward the back.
    def bank(py):
        return 0.03 * (0.5 - py / depth)

    ice = bmesh.new()
    bmesh.ops.create_grid(ice, x_segments=70, y_segments=50, size=0.5)
    for vertex in ice.verts:
        px, py = vertex.co.x * (width - 0.02), vertex.co.y * (depth - 0.02)
        heap = (1 - (px / 0.35) ** 2) * (1 - (py / 0.25) ** 2)
        vertex.co = Vector((px, py, 0.012 + 0.008 * heap + bank(py) + 0.006 * noise.noise(Vector((px, py, 0.0)) * 90.0)))
    for _ in range(2200):
        px, py = rng.uniform(-0.33, 0.33), rng.uniform(-0.23, 0.23)
        heap = 0.018 + 0.012 * (1 - (px / 0.35) ** 2) * (1 - (py / 0.25) ** 2) + bank(py)
        chunk = bmesh.ops.create_icosphere(ice, subdivisions=1, radius=rng.uniform(0.006, 0.013))
        stretch = Vector((rng.uniform(0.7, 1.3), rng.uniform(0.7, 1.3), rng.uniform(0.5, 1.0)))
        spin = Matrix.Rotation(rng.uniform(0, 6.28), 3, "Z") @ Matrix.Rotation(rng.uniform(0, 6.28), 3, "X")
        centre = Vector((px, py, rng.uniform(0.004, heap)))
        for vertex in chunk["verts"]:
            jag = 1.0 + rng.uniform(-0.2, 0.2)
            vertex.co = spin @ Vector((vertex.co.x * stretch.x * jag, vertex.co.y * stretch.y * jag, vertex.co.z * stretch.z * jag)) + centre
    crushed = mesh_object("Crushed ice", ice, r["ice"])
    crushed.matrix_world = tray
    for length, dx, dy, heading, tilt in ((0.42, -0.02, -0.15, math.radians(176), 28), (0.39, 0.02, 0.13, math.radians(-4), 14)):
        # Each fish's middle (0.6 of its length from the snout) on its mark, rolled toward the
        # counter's front and bedded in the ice: its flank meets the lens, not the sky.
        centre = (dx - 0.6 * length * math.cos(heading), dy - 0.6 * length * math.sin(heading), 0.04 + bank(dy))
        roll = Matrix.Rotation(math.radians(-tilt), 4, "X")
        _fish(r, rng, length, tray @ Matrix.Translation(centre) @ roll @ Matrix.Rotation(heading, 4, "Z"))


def _produce(r, rng):
    """Island produce in bowls and a basket behind the catch."""
    # Mangoes and a breadfruit in a shallow woven basket, another breadfruit by it.
    floor = _bowl("Basket", 18.95, 152.8, 0.2, 0.06, r["basket"], 0.012)
    _breadfruit(r, rng, 18.9, 152.76, floor)
    for dx, dy in ((0.12, 0.07), (0.1, -0.09), (-0.04, 0.13), (-0.13, -0.05)):
        _mango(r, rng, 18.95 + dx, 152.8 + dy, floor + 0.012)
    _breadfruit(r, rng, 18.66, 152.62, TOP)
    # Limes in a teak bowl behind the tray.
    floor = _bowl("Lime bowl", 19.18, 152.64, 0.12, 0.045, r["teak bowl"])
    for k in range(9):
        a, d = rng.uniform(0, 6.28), 0.0 if k == 0 else rng.uniform(0.04, 0.08)
        _lime(r, rng, 19.18 + d * math.cos(a), 152.64 + d * math.sin(a), floor + (0.01 if d > 0.06 else 0.0) + (0.025 if k == 8 else 0))
    # The split papaya behind the tray, its halves turned a little apart.
    _papaya(r, rng, 19.78, 152.84, TOP, math.radians(172))
    _papaya(r, rng, 19.68, 152.67, TOP, math.radians(-14))
    # Scotch bonnets in a small celadon bowl between them.
    floor = _bowl("Pepper bowl", 19.44, 152.6, 0.08, 0.035, r["glaze"])
    for _ in range(11):
        a, d = rng.uniform(0, 6.28), rng.uniform(0.0, 0.048)
        _scotch_bonnet(r, rng, 19.44 + d * math.cos(a), 152.6 + d * math.sin(a), floor + 0.004 + rng.uniform(0, 0.012))
    # Coconuts, one split, at the end.
    _coconut(r, rng, 18.68, 153.3, TOP)
    _coconut(r, rng, 18.72, 153.1, TOP, halved=True)


def _board(r):
    """An end-grain board in front of the catch, a chef's knife across it."""
    # Its left end in front of the tray's middle: the landscape's right edge crops its right end.
    cx, cy, turn = 19.55, 153.66, math.radians(-12)
    board = box("End-grain board", (0, 0, 0), (0.46, 0.3, 0.04), r["end grain"], 0.004)
    board.matrix_world = Matrix.Translation((cx, cy, TOP)) @ Matrix.Rotation(turn, 4, "Z")
    # On the board's left half, its point turned back toward the tray: short across both frames,
    # so the landscape keeps its handle and the portrait its point.
    _knife(r, Matrix.Translation((cx + 0.03, cy + 0.03, TOP + 0.04)) @ Matrix.Rotation(turn - math.radians(48), 4, "Z"))


def _knife(r, place):
    """A chef's knife lying flat: a steel blade tapering to its point, its edge curving up,
    a black riveted handle."""
    outline = [(0.0, 0.0), (0.05, 0.0), (0.12, -0.001), (0.18, -0.004), (0.21, -0.01), (0.235, -0.022), (0.25, -0.032),
               (0.2, -0.034), (0.1, -0.041), (0.0, -0.045)]
    bm = bmesh.new()
    face = bm.faces.new([bm.verts.new((x, y + 0.022, 0.0)) for x, y in outline])
    top = bmesh.ops.extrude_face_region(bm, geom=[face])
    for vertex in [g for g in top["geom"] if isinstance(g, bmesh.types.BMVert)]:
        vertex.co.z += 0.002
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    blade = mesh_object("Knife blade", bm, r["steel"])
    parts = [blade, box("Knife bolster", (-0.008, 0.0, 0.0), (0.016, 0.022, 0.012), r["steel"], 0.003)]
    handle = box("Knife handle", (-0.072, 0.002, -0.004), (0.115, 0.024, 0.018), r["handle"], 0.007)
    _soft(handle, 0.008, 3)
    parts.append(handle)
    for k in range(3):
        parts.append(_cylinder("Knife rivet", (-0.03 - 0.035 * k, 0.002, 0.0135), 0.0025, 0.001, r["steel"], 12))
    for part in parts:
        part.data.transform(Matrix.Translation(part.location))
        part.location = (0, 0, 0)
        # The handle rests on the board; the blade lies just off it.
        part.matrix_world = place @ Matrix.Translation((0, 0, 0.004))


def _twig(bm, a, b, radius, taper=0.8):
    """A thin stem from a to b, a five-sided tube narrowing to `taper` of its radius."""
    axis = b - a
    frame = axis.to_track_quat("Z", "Y").to_matrix().to_4x4()
    bmesh.ops.create_cone(bm, cap_ends=False, segments=5, radius1=radius, radius2=radius * taper, depth=axis.length,
                          matrix=Matrix.Translation((a + b) / 2) @ frame)


def _herbs(r, rng):
    """A bunch of thyme tied with twine laid on the board, and callaloo leaves by it."""
    stems, leaves = bmesh.new(), bmesh.new()
    base = Vector((19.53, 153.5, TOP + 0.046))
    for _ in range(26):
        heading = Vector((math.cos(math.radians(165) + rng.gauss(0, 0.12)), math.sin(math.radians(165) + rng.gauss(0, 0.12)), 0.0))
        start = base + Vector((rng.gauss(0, 0.006), rng.gauss(0, 0.006), rng.uniform(0, 0.01)))
        length = rng.uniform(0.13, 0.18)
        points = [start + heading * length * t + Vector((0, 0, 0.012 * math.sin(t * 3) * rng.random())) for t in (0, 0.33, 0.66, 1.0)]
        for p, q in zip(points, points[1:]):
            _twig(stems, p, q, 0.0008)
        for t in range(14):
            p = points[0].lerp(points[-1], 0.3 + 0.7 * t / 14)
            side = Vector((-heading.y, heading.x, 0.0)) * (1 if t % 2 else -1)
            out = (heading * 0.6 + side + Vector((0, 0, rng.uniform(0.0, 0.6)))).normalized()
            _leaf(leaves, p, out, out.cross(Vector((0, 0, 1))).normalized(), rng.uniform(0.006, 0.009), 0.0035, 0.1)
    mesh_object("Thyme stems", stems, r["stem"], smooth=True)
    mesh_object("Thyme", leaves, r["thyme"])
    _cylinder("Twine", (base.x - 0.03, base.y + 0.008, base.z - 0.004), 0.009, 0.006, r["twine"], 16).rotation_euler = (0, math.pi / 2, math.radians(-15))
    # Callaloo: broad leaves fanned from where their stalks were tied.
    broad = bmesh.new()
    root = Vector((19.02, 153.44, TOP + 0.008))
    for k in range(6):
        a = math.radians(60 + k * 16 + rng.uniform(-5, 5))
        direction = Vector((math.cos(a), math.sin(a), rng.uniform(0.02, 0.12))).normalized()
        across = direction.cross(Vector((0, 0, 1))).normalized()
        _leaf(broad, root + direction * 0.05, direction, across, rng.uniform(0.13, 0.17), rng.uniform(0.08, 0.1), 0.12)
    callaloo = mesh_object("Callaloo", broad, r["callaloo"], smooth=True)
    callaloo.modifiers.new("smooth", "SUBSURF").levels = 2
    callaloo.modifiers["smooth"].render_levels = 2


def _spices(r, rng):
    """A basalt mortar of allspice, its pestle, and cinnamon sticks beside it."""
    x, y = 20.0, 152.6
    # A heavy turned bowl: a broad foot, a bellied wall a good 2 cm thick, a rounded lip.
    profile = ((0.06, 0), (0.078, 0.006), (0.09, 0.028), (0.094, 0.052), (0.09, 0.074), (0.083, 0.085), (0.072, 0.087),
               (0.066, 0.078), (0.058, 0.06), (0.042, 0.046), (0.0, 0.04))
    mortar = _vessel("Mortar", (x, y, TOP), profile, r["basalt"])
    mortar.modifiers.new("smooth", "SUBSURF").render_levels = 2
    berries = bmesh.new()
    for _ in range(45):
        a, d = rng.uniform(0, 6.28), rng.uniform(0, 0.05)
        berry = bmesh.ops.create_icosphere(berries, subdivisions=2, radius=rng.uniform(0.0035, 0.0045))
        for vertex in berry["verts"]:
            vertex.co += Vector((x + d * math.cos(a), y + d * math.sin(a), TOP + 0.046 + 0.012 * (d / 0.05) + rng.uniform(0, 0.01)))
    for _ in range(7):
        a, d = rng.uniform(0, 6.28), rng.uniform(0.09, 0.16)
        berry = bmesh.ops.create_icosphere(berries, subdivisions=2, radius=rng.uniform(0.0035, 0.0045))
        for vertex in berry["verts"]:
            vertex.co += Vector((x + d * math.cos(a), y - 0.04 + d * math.sin(a), TOP + 0.004))
    mesh_object("Allspice", berries, r["allspice"], smooth=True)
    # The pestle: its heavy end down in the berries, leaning back against the far rim.
    pestle = _vessel("Pestle", (0, 0, 0), ((0.0, 0), (0.011, 0.003), (0.016, 0.015), (0.015, 0.03), (0.01, 0.1), (0.0095, 0.15),
                                           (0.007, 0.157), (0.0, 0.16)), r["basalt"])
    lean = math.radians(-50)
    pestle.matrix_world = (Matrix.Translation((x + 0.036 * math.cos(lean), y + 0.036 * math.sin(lean), TOP + 0.045))
                           @ Matrix.Rotation(lean, 4, "Z") @ Matrix.Rotation(math.radians(38), 4, "Y"))
    for k in range(4):
        stick = _cylinder("Cinnamon", (0, 0, -0.045), 0.0055 + 0.001 * (k % 2), 0.09 + 0.01 * rng.random(), r["cinnamon"], 14)
        stick.matrix_world = Matrix.Translation((x - 0.12 + 0.012 * k, y + 0.14 + 0.004 * k, TOP + 0.006)) @ Matrix.Rotation(math.radians(100 + rng.uniform(-6, 6)), 4, "Z") @ Matrix.Rotation(math.pi / 2, 4, "Y")


def _random_colour(material, stops, interpolation="LINEAR"):
    """Each object its own colour along the ramp `stops`, by the random number Cycles gives it."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    ramp = color_ramp(nodes, stops, interpolation)
    links.new(nodes.new("ShaderNodeObjectInfo").outputs["Random"], ramp.inputs["Fac"])
    return ramp


def _skin(name, stops, roughness, pores=None, interpolation="LINEAR", **inputs):
    """A fruit's skin: a colour per fruit along `stops`, mottled, with fine pores."""
    material = _principled(name, stops[0][1], roughness, **inputs)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    ramp = _random_colour(material, stops, interpolation)
    mottle = _object_noise(material, 40.0, 4.0)
    links.new(multiply(nodes, links, ramp.outputs["Color"], mottle.outputs["Color"], 0.25), nodes["Principled BSDF"].inputs["Base Color"])
    if pores:
        _bump(material, _object_noise(material, pores, 3.0).outputs["Fac"], 0.25, 0.0006)
    return material


def _mango_skin():
    """Mango skin: green grading through yellow to a red blush on its shoulder and its sunny
    upper side, the blend shifted for each fruit, lenticels speckled over it."""
    material = _principled("Mango", (0.4, 0.2, 0.05), 0.5, Specular=0.4)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    axes = nodes.new("ShaderNodeSeparateXYZ")
    links.new(_object_coords(material), axes.inputs["Vector"])

    def multiply_add(value, factor, addend):
        node = nodes.new("ShaderNodeMath")
        node.operation = "MULTIPLY_ADD"
        node.inputs[1].default_value = factor
        links.new(value, node.inputs[0])
        if isinstance(addend, float):
            node.inputs[2].default_value = addend
        else:
            links.new(addend, node.inputs[2])
        return node.outputs[0]

    ripeness = multiply_add(nodes.new("ShaderNodeObjectInfo").outputs["Random"], 0.6, 0.0)
    along = multiply_add(axes.outputs["X"], 3.0, ripeness)
    upper = multiply_add(axes.outputs["Z"], 8.0, along)
    blush = multiply_add(_object_noise(material, 18.0, 3.0).outputs["Fac"], 0.6, upper)
    ramp = color_ramp(nodes, ((0.2, (0.2, 0.3, 0.05)), (0.4, (0.5, 0.48, 0.08)), (0.58, (0.78, 0.45, 0.05)),
                              (0.76, (0.65, 0.15, 0.03)), (0.95, (0.36, 0.03, 0.04))))
    links.new(blush, ramp.inputs["Fac"])
    # Lenticels: small pale dots where a fine noise peaks.
    dots = color_ramp(nodes, ((0.0, (0.0, 0.0, 0.0)), (0.72, (0.0, 0.0, 0.0)), (0.76, (1.0, 1.0, 1.0))))
    links.new(_object_noise(material, 260.0, 1.0).outputs["Fac"], dots.inputs["Fac"])
    speckled = nodes.new("ShaderNodeMixRGB")
    speckled.inputs["Color2"].default_value = (0.82, 0.7, 0.35, 1)
    links.new(dots.outputs["Color"], speckled.inputs["Fac"])
    links.new(ramp.outputs["Color"], speckled.inputs["Color1"])
    links.new(speckled.outputs["Color"], nodes["Principled BSDF"].inputs["Base Color"])
    _bump(material, _object_noise(material, 600.0, 2.0).outputs["Fac"], 0.25, 0.0005)
    return material


def _breadfruit_skin():
    """Breadfruit skin: a mosaic of facets about 1.5 cm across, each domed, yellow-green in the
    middle with a small brown point, darker green where they meet; patches of it yellowing."""
    material = _principled("Breadfruit", (0.42, 0.47, 0.12), 0.55, Specular=0.4)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    facets = nodes.new("ShaderNodeTexVoronoi")
    facets.inputs["Scale"].default_value = 70.0
    links.new(_object_coords(material), facets.inputs["Vector"])
    ramp = color_ramp(nodes, ((0.0, (0.2, 0.14, 0.04)), (0.07, (0.56, 0.56, 0.17)), (0.3, (0.44, 0.49, 0.13)), (0.6, (0.2, 0.28, 0.06))))
    links.new(facets.outputs["Distance"], ramp.inputs["Fac"])
    yellowing = nodes.new("ShaderNodeMixRGB")
    yellowing.blend_type = "OVERLAY"
    links.new(_object_noise(material, 12.0, 3.0).outputs["Fac"], yellowing.inputs["Fac"])
    yellowing.inputs["Color2"].default_value = (0.75, 0.62, 0.2, 1)
    links.new(ramp.outputs["Color"], yellowing.inputs["Color1"])
    links.new(yellowing.outputs["Color"], nodes["Principled BSDF"].inputs["Base Color"])
    domed = nodes.new("ShaderNodeMath")
    domed.operation = "SUBTRACT"
    domed.inputs[0].default_value = 1.0
    links.new(facets.outputs["Distance"], domed.inputs[1])
    _bump(material, domed.outputs[0], 0.9, 0.004)
    return material


def _snapper_skin():
    """A red snapper's skin: rosy red along the back grading to a silvery pink-white belly, wet,
    metallic where it is silver, and scaled: each scale a cell a few millimetres across, a shade
    of its own, its edge catching the light."""
    material = _principled("Snapper", (0.6, 0.12, 0.1), 0.3, Specular=0.6, Clearcoat=0.7, **{"Clearcoat Roughness": 0.06})
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    axes = nodes.new("ShaderNodeSeparateXYZ")
    links.new(_object_coords(material), axes.inputs["Vector"])
    # The object's z is the fish's back-to-belly axis whichever way it lies.
    height = nodes.new("ShaderNodeMapRange")
    height.inputs["From Min"].default_value = -0.06
    height.inputs["From Max"].default_value = 0.095
    links.new(axes.outputs["Z"], height.inputs["Value"])
    ramp = color_ramp(nodes, ((0.0, (0.75, 0.45, 0.42)), (0.22, (0.7, 0.12, 0.1)), (0.45, (0.6, 0.035, 0.03)), (0.75, (0.4, 0.015, 0.015)), (1.0, (0.2, 0.008, 0.01))))
    links.new(height.outputs["Result"], ramp.inputs["Fac"])
    # Scales: cells about 5 mm across, a little longer than deep, in object space.
    stretch = nodes.new("ShaderNodeMapping")
    stretch.inputs["Scale"].default_value = (0.8, 1.0, 1.0)
    links.new(_object_coords(material), stretch.inputs["Vector"])
    scales = nodes.new("ShaderNodeTexVoronoi")
    scales.inputs["Scale"].default_value = 210.0
    links.new(stretch.outputs["Vector"], scales.inputs["Vector"])
    # Each scale a shade lighter or darker, not a hue of its own.
    grey = nodes.new("ShaderNodeRGBToBW")
    links.new(scales.outputs["Color"], grey.inputs["Color"])
    links.new(multiply(nodes, links, ramp.outputs["Color"], grey.outputs["Val"], 0.3), bsdf.inputs["Base Color"])
    silver = color_ramp(nodes, ((0.0, (0.65, 0.65, 0.65)), (0.35, (0.35, 0.35, 0.35)), (0.7, (0.1, 0.1, 0.1))))
    links.new(height.outputs["Result"], silver.inputs["Fac"])
    links.new(silver.outputs["Color"], bsdf.inputs["Metallic"])
    _bump(material, scales.outputs["Distance"], 0.7, 0.001)
    return material


def _end_grain():
    """End-grain teak blocks in a staggered pattern, each block its own shade, its rings faint."""
    material = _principled("End grain", (0.4, 0.24, 0.13), 0.6)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bricks = nodes.new("ShaderNodeTexBrick")
    bricks.inputs["Color1"].default_value = (0.42, 0.26, 0.14, 1)
    bricks.inputs["Color2"].default_value = (0.3, 0.17, 0.09, 1)
    bricks.inputs["Mortar"].default_value = (0.18, 0.1, 0.05, 1)
    bricks.inputs["Scale"].default_value = 14.0
    bricks.inputs["Mortar Size"].default_value = 0.004
    bricks.inputs["Brick Width"].default_value = 0.6
    bricks.inputs["Row Height"].default_value = 0.3
    links.new(_object_coords(material), bricks.inputs["Vector"])
    rings = nodes.new("ShaderNodeTexWave")
    rings.wave_type = "RINGS"
    rings.inputs["Scale"].default_value = 30.0
    rings.inputs["Distortion"].default_value = 4.0
    links.new(_object_coords(material), rings.inputs["Vector"])
    links.new(multiply(nodes, links, bricks.outputs["Color"], rings.outputs["Color"], 0.15), nodes["Principled BSDF"].inputs["Base Color"])
    return material


def _chef_materials():
    """The residences' materials, and the kitchen's own: the counter's stone, the produce, the catch."""
    r = _materials()
    stone = _varied(_principled("Honed limestone", (0.58, 0.54, 0.47), roughness=0.55, Specular=0.4), 3.0, 0.3, (0.53, 0.49, 0.43))
    _bump(stone, _object_noise(stone, 90.0, 6.0).outputs["Fac"], 0.05, 0.002)
    r["counter"] = stone
    r["clear"] = _clear_glass()
    r["teak"] = _varied(_principled("Oiled teak", (0.36, 0.22, 0.12), roughness=0.4, Specular=0.35), 20.0, 0.3, (0.3, 0.18, 0.1))
    r["travertine"] = _varied(_principled("Travertine", (0.6, 0.53, 0.43), roughness=0.5), 2.0, 0.3, (0.66, 0.6, 0.5))
    r["plaster"] = _varied(_principled("White plaster", (0.82, 0.8, 0.76), roughness=0.9), 1.5, 0.3, (0.78, 0.76, 0.72))
    lime = _skin("Lime", ((0.0, (0.07, 0.2, 0.02)), (0.7, (0.12, 0.28, 0.03)), (1.0, (0.26, 0.38, 0.05))), 0.5, Specular=0.45)
    # A lime's rind is dimpled with oil glands: a fine cell pattern pressed in.
    glands = lime.node_tree.nodes.new("ShaderNodeTexVoronoi")
    glands.inputs["Scale"].default_value = 700.0
    lime.node_tree.links.new(_object_coords(lime), glands.inputs["Vector"])
    _bump(lime, glands.outputs["Distance"], 0.35, 0.0006)
    r["lime"] = lime
    r["mango"] = _mango_skin()
    r["pepper"] = _skin("Scotch bonnet", ((0.0, (0.55, 0.02, 0.01)), (0.4, (0.8, 0.2, 0.0)), (0.75, (0.85, 0.55, 0.02))), 0.16, 300.0, "CONSTANT", Specular=0.6)
    r["stem"] = _principled("Stem", (0.12, 0.2, 0.05), 0.6)
    r["breadfruit"] = _breadfruit_skin()
    r["wood stem"] = _principled("Woody stem", (0.2, 0.14, 0.07), 0.8)
    coconut = _principled("Coconut husk", (0.22, 0.13, 0.07), 0.85)
    fibres = coconut.node_tree.nodes.new("ShaderNodeTexWave")
    fibres.inputs["Scale"].default_value = 60.0
    fibres.inputs["Distortion"].default_value = 12.0
    fibres.inputs["Detail"].default_value = 6.0
    coconut.node_tree.links.new(_object_coords(coconut), fibres.inputs["Vector"])
    _bump(coconut, fibres.outputs["Fac"], 0.6, 0.002)
    r["coconut"] = coconut
    r["coconut meat"] = _principled("Coconut meat", (0.9, 0.88, 0.83), 0.5, **{"Subsurface": 0.15, "Subsurface Color": (1.0, 0.97, 0.9, 1)})
    r["papaya skin"] = _skin("Papaya skin", ((0.0, (0.14, 0.26, 0.03)), (0.6, (0.32, 0.36, 0.04)), (1.0, (0.55, 0.44, 0.05))), 0.45, 300.0)
    # Saturated orange flesh (sRGB about #F08A2A): matte enough that the window's glare across
    # it does not wash it to pink.
    r["papaya flesh"] = _principled("Papaya flesh", (0.87, 0.25, 0.02), 0.5, Specular=0.3)
    r["papaya hollow"] = _principled("Papaya hollow", (0.6, 0.16, 0.02), 0.45)
    r["seeds"] = _principled("Papaya seeds", (0.012, 0.01, 0.009), 0.1, Specular=0.7, Clearcoat=1.0)
    r["snapper"] = _snapper_skin()
    # Fins: a thin translucent red membrane, paler toward its edge; the rays in it darker and firmer.
    fin = _principled("Snapper fin", (0.8, 0.08, 0.05), 0.3, Specular=0.5, Alpha=0.7, **{"Transmission": 0.3})
    _bump(fin, _object_noise(fin, 400.0, 2.0).outputs["Fac"], 0.2, 0.0003)
    r["fin"] = fin
    r["fin ray"] = _principled("Snapper fin ray", (0.4, 0.02, 0.02), 0.35, Specular=0.5)
    r["iris"] = _principled("Snapper eye", (0.6, 0.12, 0.04), 0.15, Metallic=0.3, Clearcoat=1.0)
    r["pupil"] = _principled("Snapper pupil", (0.004, 0.004, 0.005), 0.02, Specular=0.9, Clearcoat=1.0)
    # Crushed ice: frosted, a little blue, glinting.
    r["ice"] = _principled("Crushed ice", (0.7, 0.78, 0.84), 0.03, Specular=0.7, **{"Subsurface": 1.0, "Subsurface Color": (0.78, 0.86, 0.92, 1), "Subsurface Radius": (0.05, 0.07, 0.09)})
    r["steel"] = _principled("Brushed steel", (0.62, 0.62, 0.6), 0.28, Metallic=1.0)
    r["handle"] = _principled("Knife handle", (0.03, 0.025, 0.022), 0.35)
    r["end grain"] = _end_grain()
    r["teak bowl"] = _varied(_principled("Teak bowl", (0.32, 0.18, 0.09), roughness=0.35, Specular=0.4), 30.0, 0.3, (0.26, 0.14, 0.07))
    basket = _principled("Woven palm", (0.5, 0.38, 0.22), 0.8)
    weave = basket.node_tree.nodes.new("ShaderNodeTexChecker")
    weave.inputs["Scale"].default_value = 90.0
    basket.node_tree.links.new(_object_coords(basket), weave.inputs["Vector"])
    _bump(basket, weave.outputs["Fac"], 0.5, 0.002)
    r["basket"] = basket
    r["glaze"] = _varied(_principled("Celadon glaze", (0.55, 0.6, 0.52), roughness=0.2, Specular=0.5), 12.0, 0.3, (0.6, 0.63, 0.56))
    r["thyme"] = _principled("Thyme", (0.09, 0.14, 0.06), 0.6)
    r["callaloo"] = _principled("Callaloo", (0.06, 0.16, 0.03), 0.45, Specular=0.4, **{"Subsurface": 0.1, "Subsurface Color": (0.2, 0.5, 0.1, 1)})
    r["twine"] = _principled("Twine", (0.55, 0.45, 0.32), 0.9)
    # Dark volcanic stone, honed but pitted with small vesicles.
    basalt = _varied(_principled("Basalt", (0.045, 0.045, 0.043), 0.65), 40.0, 0.3, (0.07, 0.068, 0.064))
    pits = basalt.node_tree.nodes.new("ShaderNodeTexVoronoi")
    pits.inputs["Scale"].default_value = 320.0
    basalt.node_tree.links.new(_object_coords(basalt), pits.inputs["Vector"])
    _bump(basalt, pits.outputs["Distance"], 0.5, 0.0012)
    r["basalt"] = basalt
    r["allspice"] = _skin("Allspice", ((0.0, (0.12, 0.06, 0.03)), (1.0, (0.2, 0.1, 0.05))), 0.7, 2000.0)
    cinnamon = _principled("Cinnamon", (0.35, 0.16, 0.07), 0.8)
    _bump(cinnamon, _object_noise(cinnamon, 300.0, 4.0).outputs["Fac"], 0.4, 0.001)
    r["cinnamon"] = cinnamon
    return r


def _clean_paths(r):
    """The glass is for the camera's rays only (see dining_room._clean_paths): bounced light
    that met it would reach the sky unweighted against the portal."""
    for obj in bpy.data.objects:
        if obj.type == "MESH" and obj.data.materials and obj.data.materials[0] == r["clear"]:
            if obj.name.startswith(("Chef", NAME)):
                obj.visible_diffuse = False
                obj.visible_glossy = False


def build_chefs_counter(m):
    r = _chef_materials()
    rng = random.Random(7)
    _rebuild_floor(r, m)
    _room(r)
    _planting(m, rng)
    _counter(r)
    _catch(r, rng)
    _produce(r, rng)
    _board(r)
    _herbs(r, rng)
    _spices(r, rng)
    _clean_paths(r)
    # The key: a warm soft light from high on the left, as from a skylight over the counter's end,
    # aimed at the catch; seen in the wet skin and the glaze, so it stays in glossy rays.
    high = Vector((21.2, 152.95, TOP + 1.5))
    aim = (Vector((19.5, 153.1, TOP)) - high).to_track_quat("-Z", "Y").to_euler()
    key = _soft_light("Key", high, (0.9, 0.9), 28.0, aim, (1.0, 0.88, 0.72), shadows=True)
    key.visible_glossy = True
    # The room behind the camera returns the window's light: a broad panel high behind it,
    # facing the counter and a little down, soft enough to leave the window as the key.
    _soft_light("Fill", (19.8, 156.5, TOP + 1.2), (4.0, 1.6), 35.0, (math.radians(-65), 0, 0), (1.0, 0.95, 0.88), shadows=True)
