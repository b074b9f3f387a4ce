"""
The one massing model of the resort. Every exterior, the aerial, the site plan and the films are
cut from this scene, so the buildings never change shape between pictures.

Metres; x runs east along the beach, y inland from the waterline (the sea is south), z up. The
plan follows /overview's lettered places: A Beach House, B Ocean House, C hotel, D pools,
E beach club, F spa, G kids club, H sunset terrace. The beach is 1,000 ft (305 m) of frontage.
"""

import math
import random

import bmesh
import bpy
from mathutils import Matrix, Vector, noise

from materials import make_materials

FRONTAGE = 305.0
GROUND = 2.2  # the gardens sit a little above the sand
FOREST_END = 2600.0  # how far inland trees are modelled
SHORE_SPAN = 2400.0  # how far along the coast either way the beach, seabed, surf and forest are modelled
FLOOR = 3.6  # floor to floor


def _object(name, mesh, material):
    obj = bpy.data.objects.new(name, mesh)
    bpy.context.collection.objects.link(obj)
    if material is not None:
        obj.data.materials.append(material)
    return obj


def mesh_object(name, bm, material, smooth=False):
    """An object in the scene from a finished bmesh (freed here), with its material."""
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    if smooth:
        for polygon in mesh.polygons:
            polygon.use_smooth = True
    return _object(name, mesh, material)


def box(name, center, size, material, bevel=0.06, turn=None):
    """A box standing on its base: center is (x, y, z of the base). turn: Euler angles (radians)
    that tip or turn it about the middle of its base."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    origin = center if turn is None else (0.0, 0.0, 0.0)
    for vertex in bm.verts:
        vertex.co.x = origin[0] + vertex.co.x * size[0]
        vertex.co.y = origin[1] + vertex.co.y * size[1]
        vertex.co.z = origin[2] + (vertex.co.z + 0.5) * size[2]
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(name, mesh, material)
    if turn is not None:
        obj.location = center
        obj.rotation_euler = turn
    if bevel:
        # Edges that catch the light are what make a model read as built, not drawn.
        modifier = obj.modifiers.new("bevel", "BEVEL")
        modifier.width = bevel
        modifier.segments = 2
    return obj


def plane(name, x0, x1, y0, y1, z, material, cuts=0):
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    verts = [bm.verts.new((x, y, z)) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1))]
    bm.faces.new(verts)
    if cuts:
        bmesh.ops.subdivide_edges(bm, edges=bm.edges[:], cuts=cuts, use_grid_fill=True)
    bm.to_mesh(mesh)
    bm.free()
    return _object(name, mesh, material)


def terrain(name, x0, x1, y0, y1, height_at, material, step=4.0):
    """A ground surface from a height function, fine enough for a beach's slope."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    nx, ny = int((x1 - x0) / step) + 1, int((y1 - y0) / step) + 1
    grid = [
        [bm.verts.new((x0 + i * step, y0 + j * step, height_at(x0 + i * step, y0 + j * step))) for i in range(nx)]
        for j in range(ny)
    ]
    for j in range(ny - 1):
        for i in range(nx - 1):
            bm.faces.new((grid[j][i], grid[j][i + 1], grid[j + 1][i + 1], grid[j + 1][i]))
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(name, mesh, material)
    for polygon in obj.data.polygons:
        polygon.use_smooth = True
    return obj


def shoreline(x):
    """The waterline bows gently seaward in the middle of the bay."""
    return -6.0 * math.cos(x / 420.0 * math.pi)


def beach_height(x, y):
    rise = y - shoreline(x)
    if rise <= 0:
        return rise * 0.05
    return min(GROUND - 0.3, rise * 0.06)


# The beach club's floor, raised on the sand like the yoga pavilion's deck.
BEACH_CLUB_Z = beach_height(30.0, 34.0) + 0.35


def seabed_height(x, y):
    distance = shoreline(x) - y
    shelf = -0.3 - distance * 0.03
    # The reef crest, 260-300 m out, rises almost to the surface; past it the shelf drops away.
    reef = 6.5 * math.exp(-(((distance - 280.0) / 18.0) ** 2))
    drop = -max(0.0, distance - 300.0) * 0.09
    return shelf + reef + drop


GOLDEN_ANGLE = math.pi * (3.0 - math.sqrt(5.0))


def _palm_trunk(bm, rng, height, lean):
    """A tapering trunk that curves as it leans, flaring at its foot and swelling under the crown
    where the old leaf bases cling; returns the crown's centre."""
    rings, sides = 18, 9
    ring_verts = []
    for r in range(rings + 1):
        t = r / rings
        radius = 0.16 + 0.1 * (1.0 - t) ** 8 + 0.02 * (1.0 - t) + 0.07 * math.exp(-(((t - 0.99) / 0.05) ** 2))
        cx, cz = lean * height * t * t, height * t
        wobble = 0.05 * math.sin(t * 5.0 + rng.uniform(0.0, 6.0)) * t
        ring_verts.append([
            bm.verts.new((cx + radius * math.cos(a), wobble + radius * math.sin(a), cz))
            for a in (2 * math.pi * s / sides for s in range(sides))
        ])
    bridge_rings(bm, ring_verts)
    return Vector((lean * height, 0.0, height + 0.1))


def bridge_rings(bm, rings, material_index=0):
    """Smooth quads between each ring of vertices and the next: the skin of a trunk or stem."""
    sides = len(rings[0])
    for lower, upper in zip(rings, rings[1:]):
        for s in range(sides):
            face = bm.faces.new((lower[s], lower[(s + 1) % sides], upper[(s + 1) % sides], upper[s]))
            face.material_index = material_index
            face.smooth = True


def _ribbon(bm, uv, points, widths, across, age):
    """A strip of frond through points, widths[i] wide along the direction across: a leaflet or
    a midrib. Its UV carries how far along it a point is (u) and the frond's age (v) for the
    material."""
    left = [bm.verts.new(p + across * w) for p, w in zip(points, widths)]
    right = [bm.verts.new(p - across * w) for p, w in zip(points, widths)]
    last = len(points) - 1
    for k in range(last):
        face = bm.faces.new((left[k], right[k], right[k + 1], left[k + 1]))
        face.material_index = 1
        face.smooth = True
        for loop, u in zip(face.loops, (k, k, k + 1, k + 1)):
            loop[uv].uv = (u / last, age)


def _frond(bm, uv, rng, top, heading, age, length):
    """One pinnate frond: a rachis arching out and bending down, the more so the older it is,
    and over a hundred long narrow leaflets hanging from it in a V, each drooping towards its tip."""
    pitch = math.radians(52.0 - 80.0 * age + rng.uniform(-8.0, 8.0))
    bend = math.radians(35.0 + 45.0 * age + rng.uniform(-10.0, 10.0))
    segments = 24
    step = length / segments
    spine, tangents, point = [], [], Vector(top)
    for k in range(segments + 1):
        t = k / segments
        angle = pitch - bend * t ** 1.4
        tangent = Vector((math.cos(angle) * math.cos(heading), math.cos(angle) * math.sin(heading), math.sin(angle)))
        spine.append(point.copy())
        tangents.append(tangent)
        point += tangent * step
    side = Vector((-math.sin(heading), math.cos(heading), 0.0))
    _ribbon(bm, uv, spine, [0.045 * (1.0 - 0.7 * k / segments) for k in range(segments + 1)], side, age)
    bare = 0.16  # the petiole, without leaflets
    stations = 58
    for i in range(stations):
        t = bare + (1.0 - bare) * (i + rng.uniform(0.0, 0.6)) / stations
        k = min(segments - 1, int(t * segments))
        frac = t * segments - k
        base = spine[k].lerp(spine[k + 1], frac)
        forward = tangents[k]
        up = forward.cross(side).normalized()
        u = (t - bare) / (1.0 - bare)
        leaflet = (0.28 + 0.72 * math.sin(math.pi * u ** 0.75)) * rng.uniform(0.85, 1.08)
        for hand in (1.0, -1.0):
            if rng.random() < 0.05:
                continue  # a torn gap, as every real frond has
            droop = math.radians(38.0 + rng.uniform(-10.0, 10.0))
            out = (side * hand * math.cos(droop) - up * math.sin(droop) + forward * 0.55).normalized()
            sag = (out + Vector((0.0, 0.0, -0.9 - 0.6 * age))).normalized()
            mid = base + out * leaflet * 0.5
            points = [base, mid, mid + sag * leaflet * 0.5]
            _ribbon(bm, uv, points, [0.03, 0.026, 0.004], forward, age)


def palm_mesh(name, seed):
    """A coconut palm: a curving, tapering trunk, a crown of some thirty fronds of every age (new
    spears upright, old fronds hanging yellow) and a cluster of nuts under them. Materials:
    0 trunk, 1 frond, 2 coconut."""
    rng = random.Random(seed)
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new("UVMap")
    height = rng.uniform(8.0, 13.0)
    lean = rng.uniform(0.0, 0.18)
    top = _palm_trunk(bm, rng, height, lean)
    fronds = rng.randint(26, 32)
    start = rng.uniform(0.0, 2 * math.pi)
    for f in range(fronds):
        age = f / (fronds - 1)
        length = rng.uniform(4.2, 5.4) * (0.6 + 0.4 * min(1.0, age * 6.0))
        _frond(bm, uv, rng, top, start + f * GOLDEN_ANGLE + rng.uniform(-0.1, 0.1), age, length)
    for n in range(rng.randint(5, 10)):
        angle = n * GOLDEN_ANGLE * 1.3 + rng.uniform(-0.3, 0.3)
        at = top + Vector((0.28 * math.cos(angle), 0.28 * math.sin(angle), -0.35 - rng.uniform(0.0, 0.25)))
        nut = bmesh.ops.create_uvsphere(bm, u_segments=8, v_segments=6, radius=0.13, matrix=Matrix.Translation(at))
        for face in {f for v in nut["verts"] for f in v.link_faces}:
            face.material_index = 2
            face.smooth = True
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    return mesh


def palm_materials(mesh, m):
    """The palm's trunk, frond and coconut materials, in the order palm_mesh numbers them."""
    for key in ("trunk", "frond", "coconut"):
        mesh.materials.append(m[key])
    return mesh


def _smooth_mesh(name, bm):
    """The bmesh as a mesh of its own, smooth shaded, for many objects to share; frees the bmesh."""
    mesh = bpy.data.meshes.new(name)
    bm.to_mesh(mesh)
    bm.free()
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    return mesh


def crown_mesh(name, seed):
    """A broadleaf tree of the coastal forest: a flattened crown of a few rounded lobes, smooth
    shaded, so that near at hand it reads as foliage and not as a faceted blob."""
    rng = random.Random(seed)
    bm = bmesh.new()
    for lobe in range(5):
        angle = 2 * math.pi * lobe / 5 + rng.uniform(-0.4, 0.4)
        reach = 0.0 if lobe == 0 else rng.uniform(1.3, 1.9)
        radius = 2.0 if lobe == 0 else rng.uniform(1.3, 1.7)
        at = Matrix.Translation((reach * math.cos(angle), reach * math.sin(angle), rng.uniform(-0.2, 0.5)))
        bmesh.ops.create_icosphere(bm, subdivisions=3, radius=radius, matrix=at)
    for vertex in bm.verts:
        # A smooth noise, not a jitter per vertex, so the lobes swell and dip without facets.
        lump = 1.0 + 0.08 * noise.noise(vertex.co * 1.3 + Vector((seed, 0.0, 0.0)))
        vertex.co.x *= 1.1 * lump
        vertex.co.y *= 1.1 * lump
        vertex.co.z = vertex.co.z * 0.85 * lump + 4.5
    return _smooth_mesh(name, bm)


# The sports center's lawn behind the Ocean House's gardens, and its courts on it: name,
# centre, and the size of the court with its run-off.
SPORTS = (156.0, 246.0, 150.0, 216.0)
COURTS = (
    ("Pickleball court", 172.5, 176.0, 9.1, 18.3),
    ("Pickleball court", 183.5, 176.0, 9.1, 18.3),
    ("Padel court", 197.0, 176.0, 10.0, 20.0),
    ("Padel court", 210.0, 176.0, 10.0, 20.0),
    ("Tennis court", 232.0, 176.0, 18.3, 36.6),
)


# The sports center's lawn, and the top of its courts' pads.
SPORTS_LAWN_Z = GROUND - 0.05
COURT_Z = GROUND + 0.05


# The spa's three pavilions in their garden east of the hotel (centres), and the garden.
SPA = ((84.0, 150.0), (100.0, 142.0), (92.0, 168.0))
SPA_GARDEN = (76.0, 108.0, 135.0, 176.0)


def in_clearing(x, y):
    """Whether a tree, palm or shrub at (x, y) stands where the sports center or the spa was
    built after the planting was laid out: it is left out without moving the plants placed
    after it."""
    return any(x0 < x < x1 and y0 < y < y1 for x0, x1, y0, y1 in (SPORTS, SPA_GARDEN))


def canopy_tree_mesh(name, seed):
    """A tree of the dry coastal forest (mahogany, sea grape, buttonwood): a crown of many
    leafy clumps of unequal size, pushed out of round, over a short trunk that the crown hides
    from the air. Its outline is ragged, so a thousand of them do not read as a tray of beads."""
    rng = random.Random(seed)
    bm = bmesh.new()
    width, height = rng.uniform(2.6, 4.2), rng.uniform(3.2, 5.2)
    for _ in range(rng.randint(8, 13)):
        angle, reach = rng.uniform(0, 2 * math.pi), width * math.sqrt(rng.uniform(0.0, 1.0))
        rise = rng.uniform(-0.6, 0.9) * (1.0 - 0.5 * reach / width)
        at = Matrix.Translation((reach * math.cos(angle), reach * math.sin(angle), rise))
        bmesh.ops.create_icosphere(bm, subdivisions=2, radius=rng.uniform(0.8, 1.7), matrix=at)
    for vertex in bm.verts:
        clump = 1.0 + 0.16 * noise.noise(vertex.co * 0.9 + Vector((seed, 0.0, 0.0)))
        vertex.co.x *= clump
        vertex.co.y *= clump
        vertex.co.z = vertex.co.z * 0.7 * clump + height
    return _smooth_mesh(name, bm)


def canopy_meshes(name, count, seed, material):
    """count tree shapes of the coastal forest in material, shared by every tree planted from them."""
    meshes = []
    for variant in range(count):
        mesh = canopy_tree_mesh(f"{name} {variant}", seed + variant)
        mesh.materials.append(material)
        meshes.append(mesh)
    return meshes


def _thicket(x, y):
    """How thickly the forest grows at (x, y), 0 to 1: stands and thinner scrub in drifts a
    hundred metres or so across, with here and there a glade."""
    return 0.5 + 0.5 * noise.noise(Vector((x / 140.0, y / 140.0, 0.5)), noise_basis="PERLIN_ORIGINAL")


def forest(crowns, x0, x1, y0, y1, z, count, seed=11):
    """Trees scattered over a band of land, each one of the crowns (canopy_meshes). Each tree takes
    its own shade of green from the canopy material (mahogany dark and glossy, sea grape olive,
    buttonwood grey, a few in new yellow-green leaf), and they stand thick in some drifts and
    thin in others."""
    rng = random.Random(seed)
    for _ in range(count):
        mesh, x, y = rng.choice(crowns), rng.uniform(x0, x1), rng.uniform(y0, y1)
        turn, scale, squash = rng.uniform(0, 2 * math.pi), rng.uniform(1.05, 1.7), rng.uniform(0.8, 1.15)
        if in_clearing(x, y) or rng.random() > 0.35 + _thicket(x, y):
            continue
        # A few older trees stand over the rest.
        if rng.random() < 0.06:
            scale *= 1.35
        obj = bpy.data.objects.new("Tree", mesh)
        obj.location = (x, y, z)
        obj.rotation_euler = (0, 0, turn)
        obj.scale = (scale, scale, scale * squash)
        bpy.context.collection.objects.link(obj)


class Palms:
    """A few palm shapes, shared by every tree: hundreds of palms cost little memory."""

    def __init__(self, materials):
        self.meshes = []
        for variant in range(5):
            self.meshes.append(palm_materials(palm_mesh(f"Palm {variant}", variant), materials))
        self.rng = random.Random(7)

    def plant(self, x, y, z):
        mesh = self.rng.choice(self.meshes)
        turn, scale = self.rng.uniform(0, 2 * math.pi), self.rng.uniform(0.85, 1.15)
        if in_clearing(x, y):
            return
        obj = bpy.data.objects.new("Palm", mesh)
        obj.location = (x, y, z)
        obj.rotation_euler = (0, 0, turn)
        obj.scale = (scale, scale, scale)
        bpy.context.collection.objects.link(obj)

    def row(self, x0, x1, y, z, spacing, jitter=2.0):
        x = x0
        while x <= x1:
            self.plant(x + self.rng.uniform(-jitter, jitter), y + self.rng.uniform(-jitter, jitter), z)
            x += spacing * self.rng.uniform(0.75, 1.25)

    def grove(self, x0, x1, y0, y1, z, count):
        for _ in range(count):
            self.plant(self.rng.uniform(x0, x1), self.rng.uniform(y0, y1), z)


def terraced_floor(name, x0, x1, y_front, depth, z, m, terrace=3.2, fins=5, open_ends=(False, False)):
    """One residential floor: a slab with a deep terrace, glass balustrade, recessed glazing and fins.
    At an open end (west, east) the end fin shades the terrace only, and the glazing wraps the corner."""
    length = x1 - x0
    cx = (x0 + x1) / 2
    box(f"{name} slab", (cx, y_front + (depth - terrace) / 2, z), (length + 0.6, depth + terrace, 0.4), m["stucco"], 0.08)
    box(f"{name} glazing", (cx, y_front + terrace / 2 + depth / 2, z + 0.4), (length - 1.0, depth - 0.6, FLOOR - 0.8), m["glazing"], 0)
    box(f"{name} soffit", (cx, y_front - terrace / 2 + 0.2, z + FLOOR - 0.45), (length, terrace + 0.2, 0.05), m["soffit"], 0)
    box(f"{name} balustrade", (cx, y_front - terrace / 2 + 0.05, z + 0.4), (length - 0.2, 0.04, 1.1), m["glass"], 0)
    for f in range(fins + 1):
        fx = x0 + length * f / fins
        if (f == 0 and open_ends[0]) or (f == fins and open_ends[1]):
            box(f"{name} fin {f}", (fx, y_front - terrace / 2 + 1.6, z + 0.4), (0.45, 3.2, FLOOR - 0.8), m["stucco"], 0.05)
            box(f"{name} side glazing {f}", (fx, y_front + terrace / 2 + depth / 2 + 0.6, z + 0.4), (0.5, depth - 2.0, FLOOR - 0.8), m["glazing"], 0)
            box(f"{name} side balustrade {f}", (fx, y_front + terrace / 2 + depth / 2 + 0.6, z + 0.4), (0.7, depth - 2.0, 1.1), m["glass"], 0)
        else:
            box(f"{name} fin {f}", (fx, y_front + depth / 2 - terrace / 2, z + 0.4), (0.45, depth + terrace - 0.4, FLOOR - 0.8), m["stucco"], 0.05)


def beach_house(m, open_bay=None):
    """A: four floors of five residences, each floor stepped back from the one below. open_bay
    (level, x0, x1) leaves one residence out of the massing, for residence.py to furnish."""
    x0, x1, y = -135.0, -35.0, 62.0
    for level in range(4):
        inset = 2.5 * level  # the ends step in as well, so the block reads low and long
        spans = [(x0 + inset, x1 - inset)]
        if open_bay and open_bay[0] == level:
            spans = [(x0 + inset, open_bay[1]), (open_bay[2], x1 - inset)]
        for part, (sx0, sx1) in enumerate(spans):
            fins = 5 if len(spans) == 1 else max(1, round((sx1 - sx0) / 18.0))
            name = f"Beach House L{level + 1}" + (f" part {part + 1}" if len(spans) > 1 else "")
            terraced_floor(name, sx0, sx1, y + 4.0 * level, 18.0, GROUND + FLOOR * level, m, fins=fins)
    box("Beach House roof", ((x0 + x1) / 2, y + 4.0 * 4 + 6, GROUND + FLOOR * 4), (x1 - x0 - 10, 14, 0.5), m["stucco"])
    # Planted roof edge and a pergola on the top terrace.
    box("Beach House roof garden", ((x0 + x1) / 2, y + 4.0 * 4 + 2, GROUND + FLOOR * 4 + 0.5), (x1 - x0 - 14, 3, 0.5), m["garden"], 0.2)


def ocean_house(m, open_bay=None):
    """B: ten floors at the quiet eastern end: a two-storey club podium, residences, the penthouse.
    open_bay (x0, x1) leaves a bay of the penthouse's floor out of the massing, for penthouse.py
    to furnish; one running to the floor's east end leaves that end open too."""
    x0, x1, y = 85.0, 135.0, 78.0
    box("Ocean House podium", ((x0 + x1) / 2, y + 14, GROUND), (x1 - x0 + 16, 34, FLOOR * 2), m["stone"], 0.1)
    box("Ocean House club glazing", ((x0 + x1) / 2, y - 3.1, GROUND + 0.3), (x1 - x0 + 10, 0.3, FLOOR * 2 - 0.8), m["glazing"], 0)
    for level in range(2, 10):
        name, z = f"Ocean House L{level + 1}", GROUND + FLOOR * level
        if open_bay and level == 9:
            terraced_floor(f"{name} west", x0, open_bay[0], y, 20.0, z, m, terrace=3.6, fins=1, open_ends=(True, False))
            if open_bay[1] < x1:
                terraced_floor(f"{name} east", open_bay[1], x1, y, 20.0, z, m, terrace=3.6, fins=1, open_ends=(False, True))
        else:
            terraced_floor(name, x0, x1, y, 20.0, z, m, terrace=3.6, fins=3, open_ends=(True, True))
    box("Ocean House crown", ((x0 + x1) / 2, y + 8, GROUND + FLOOR * 10), (x1 - x0 - 6, 18, 1.2), m["stucco"])


def hotel(m):
    """C: the hotel at the heart of the resort: a main block of six floors, and two wings of six
    standing forward of its ends either side of the pool deck, open between them to its courtyard."""
    cx, y = 20.0, 150.0
    for level in range(6):
        z = GROUND + FLOOR * level
        terraced_floor(f"Hotel wing W L{level + 1}", cx - 55, cx - 35, y - 60, 16.0, z, m, terrace=2.4, fins=2)
        terraced_floor(f"Hotel wing E L{level + 1}", cx + 35, cx + 55, y - 60, 16.0, z, m, terrace=2.4, fins=2)
        terraced_floor(f"Hotel main L{level + 1}", cx - 55, cx + 55, y, 16.0, z, m, terrace=2.4, fins=8)
    box("Hotel roof", (cx, y + 8, GROUND + FLOOR * 6), (112, 18, 0.6), m["stucco"])
    for side, wx in (("W", cx - 45), ("E", cx + 45)):
        box(f"Hotel wing {side} roof", (wx, y - 52, GROUND + FLOOR * 6), (22, 18, 0.6), m["stucco"])
    box("Arrival court", (cx, y + 45, GROUND - 0.2), (70, 40, 0.25), m["paving"], 0)
    box("Drive", (cx, y + 90, GROUND - 0.25), (9, 60, 0.2), m["road"], 0)


def pools(m):
    """D: five pools in the gardens between the hotel and the beach."""
    deck = box("Pool deck", (10.0, 84.0, GROUND - 0.15), (130, 46, 0.3), m["paving"], 0)
    for name, cx, cy, sx, sy in (
        ("Lagoon pool", -15, 86, 48, 22),
        ("Lap pool", 40, 76, 25, 6),
        ("Adults' pool", 40, 94, 20, 12),
        ("Family pool", 62, 62, 16, 10),
        ("Plunge pool", -50, 76, 8, 8),
    ):
        box(name, (cx, cy, GROUND + 0.05), (sx, sy, 0.12), m["pool"], 0.3)
    # Loungers in pairs under umbrellas along the lagoon pool's seaward and landward edges.
    for x in range(-36, 8, 6):
        for y, face in ((72.5, 0), (99.5, 1)):
            parasol(x + 1.0, y + (1.6 if face else -1.6), GROUND + 0.02, m)
            for dx in (-0.5, 0.9):
                lounger(x + dx, y, GROUND + 0.02, m)
    return deck


def cone(name, center, radius1, radius2, depth, segments, material, cap=False):
    """A cone or cylinder centred on center, its axis upright: canopies, furled canvas, stools."""
    mesh = bpy.data.meshes.new(name)
    bm = bmesh.new()
    bmesh.ops.create_cone(bm, cap_ends=cap, segments=segments, radius1=radius1, radius2=radius2, depth=depth)
    bm.to_mesh(mesh)
    bm.free()
    obj = _object(name, mesh, material)
    obj.location = center
    return obj


def leaning_palm(m, name, seed, x, y, z, turn, scale):
    """A palm of its own shape placed by hand, leaning towards the heading turn (degrees)."""
    mesh = palm_materials(palm_mesh(f"{name} {seed}", seed), m)
    palm = bpy.data.objects.new(name, mesh)
    palm.location = (x, y, z)
    palm.rotation_euler = (0, 0, math.radians(turn))  # the trunk leans along the mesh's +x
    palm.scale = (scale, scale, scale)
    bpy.context.collection.objects.link(palm)


def parasol(x, y, z, m):
    """A white market parasol on a teak pole."""
    cone("Parasol", (x, y, z + 2.4), 1.4, 0.05, 0.5, 8, m["canvas"])
    box("Parasol pole", (x, y, z), (0.06, 0.06, 2.5), m["timber"], 0)


def umbrella(x, y, m):
    """A beach umbrella over a pair of loungers."""
    z = beach_height(x, y)
    cone("Umbrella", (x, y, z + 2.5), 1.5, 0.05, 0.6, 12, m["canvas"])
    box("Umbrella pole", (x, y, z), (0.06, 0.06, 2.6), m["timber"], 0)
    for dx in (-0.7, 0.7):
        lounger(x + dx, y - 1.4, z, m)


def lounger(x, y, z, m, upholster=None):
    """A teak sun lounger with a white cushion, its back raised towards the land: the sea in view.
    Its frame stands on four legs, open beneath, so that it reads as furniture and not a crate.
    `upholster` finishes the cushions where a camera comes close (rounder edges)."""
    box("Lounger frame", (x, y, z + 0.19), (0.66, 1.95, 0.11), m["timber"], 0.02)
    for dx in (-0.28, 0.28):
        for dy in (-0.88, 0.88):
            box("Lounger leg", (x + dx, y + dy, z), (0.06, 0.06, 0.2), m["timber"], 0)
    cushion = box("Lounger cushion", (x, y - 0.25, z + 0.3), (0.62, 1.4, 0.07), m["canvas"], 0.03)
    back = box("Lounger back", (0, 0, 0), (0.62, 0.07, 0.72), m["canvas"], 0.03)
    back.location = (x, y + 0.55, z + 0.3)
    back.rotation_euler = (math.radians(-38), 0, 0)
    if upholster:
        upholster(cushion)
        upholster(back)


def pavilions(m):
    """E beach club on the sand, F spa in the gardens, G kids club, H sunset terrace at the west end."""
    box("Beach club deck", (30, 34, BEACH_CLUB_Z - 0.4), (30, 14, 0.4), m["timber"], 0.05)
    box("Beach club roof", (30, 35, BEACH_CLUB_Z + 2.7), (26, 12, 0.5), m["timber"], 0.15)
    for px in (18, 30, 42):
        box(f"Beach club post {px}", (px, 35, BEACH_CLUB_Z), (0.4, 0.4, 2.7), m["timber"], 0)
    for sx in range(-120, 100, 11):
        umbrella(sx, 22 + (sx % 3), m)
    for level, (sx, sy) in enumerate(SPA):
        box(f"Spa pavilion {level}", (sx, sy, GROUND), (12, 10, 4.2), m["stone"], 0.1)
        box(f"Spa roof {level}", (sx, sy, GROUND + 4.2), (15, 13, 0.4), m["timber"], 0.08)
    box("Kids club", (68, 46, GROUND), (14, 10, 4.0), m["stucco"], 0.1)
    box("Sunset terrace", (-165, 40, GROUND - 0.1), (26, 16, 0.35), m["timber"], 0.05)
    box("Sunset bar", (-168, 44, GROUND + 0.25), (10, 5, 3.2), m["stone"], 0.08)
    # The spa's yoga pavilion, on the sand east of the Ocean House: a deck under a slatted roof.
    box("Yoga pavilion deck", (242, 41, 1.9), (12, 8, 0.45), m["timber"], 0.05)
    for px, py in ((236.4, 37.5), (247.6, 37.5), (236.4, 44.5), (247.6, 44.5)):
        box("Yoga pavilion post", (px, py, 2.35), (0.2, 0.2, 2.8), m["timber"], 0)
    box("Yoga pavilion roof", (242, 41, 5.15), (12.6, 8.6, 0.3), m["timber"], 0.05)




def sports_center(m):
    """The club house and its courts inland of the eastern gardens: a clay tennis court, two padel
    and two pickleball courts on one pad, the club house along its north side facing them."""
    x0, x1, y0, y1 = SPORTS
    plane("Sports lawn", x0, x1, y0, y1, SPORTS_LAWN_Z, m["grass"])  # over the island's forest floor
    for name, cx, cy, sx, sy in COURTS:
        box(name, (cx, cy, COURT_Z - 0.35), (sx, sy, 0.35), m["paving"], 0)
    box("Club house", (206.0, 209.0, GROUND), (50.0, 9.0, 4.2), m["stone"], 0.05)
    box("Club house roof", (206.0, 207.5, GROUND + 4.2), (54.0, 14.0, 0.45), m["timber"], 0.05)


def clear_planting(kind, where):
    """Takes out the world's planting of a kind ("Palm", "Tree", "Shrub") standing where a
    dressing builds: where(x, y) says whether a plant there goes."""
    for plant in [o for o in bpy.data.objects if o.name.startswith(kind) and where(o.location.x, o.location.y)]:
        bpy.data.objects.remove(plant)


def across_walk(name, centre, x0, x1, size, z, material, bevel, pitch):
    """Boards or pavers laid across a winding walk from x0 to x1, each turned to the curve of its
    centreline centre(x): size is one piece's (depth along the walk, width, thickness), pitch the
    walk's length from one to the next."""
    x = x0
    while x < x1:
        y = centre(x)
        heading = math.atan2(centre(x + 0.1) - y, 0.1)
        piece = box(name, (0, 0, 0), size, material, bevel)
        piece.location = (x, y, z)
        piece.rotation_euler = (0, 0, heading)
        x += pitch * math.cos(heading)


def backshore(m, x0, x1, y1, y0=40.0):
    """Sand from the beach's edge (y 40, or y0 where a dressing rebuilds the strip before it)
    inland to y1, for a picture taken at eye level where the world's ground behind the beach is
    the forest's flat texture. It meets the beach without overlapping it: coplanar faces shadow
    each other black."""
    plane("Backshore", x0, x1, y0, y1, GROUND - 0.3, m["sand"])


# Tropical planting beds that frame the buildings, darker than the lawns.
BEDS = (
    ("Beds west", -260, -140, 52, 130),
    ("Beds east", 140, 260, 52, 150),
    # A bank of sea grape along the top of the beach in front of them, east of the lawns.
    ("Beds east shore", 160, 200, 40, 52),
    ("Beds north", -200, SPORTS[0], 190, 260),
    ("Beds north east", SPORTS[0], 220, SPORTS[3], 260),
)


def _reach(x):
    """How far up the sand the last wave ran, above the waterline: overlapping scallops."""
    return 1.1 + 0.55 * math.sin(x * 0.19) + 0.35 * math.sin(x * 0.53 + 1.3) + 0.2 * math.sin(x * 1.37 + 0.4)


def shore_lace(material, span):
    """The foam along the waterline: a strip from 3 m out to each wave's reach, lying on the
    water and then on the wet sand just above it, so the water's edge is a scalloped line of
    white that curves with the bay, not a cut between sand and sea."""
    bm = bmesh.new()
    uv = bm.loops.layers.uv.new()
    rows, step = 14, 0.5
    columns = int(2 * span / step)
    grid = []
    for i in range(columns + 1):
        x = -span + i * step
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
    mesh_object("Foam lace", bm, material).visible_shadow = False


def ground(m):
    span = SHORE_SPAN
    terrain("Beach", -span, span, -12.0, 40.0, beach_height, m["sand"], step=4.0)
    # Beyond the lawns the island is low, dense coastal forest as far as the haze.
    plane("Island", -6000.0, 6000.0, 38.0, 6000.0, GROUND - 0.35, m["forest"])
    # Where the modelled trees end, the canopy's texture carries on to the horizon.
    plane("Far forest", -6000.0, 6000.0, FOREST_END - 20.0, 6000.0, GROUND - 0.3, m["far forest"])
    plane("Lawns", -150.0, 160.0, 40.0, 200.0, GROUND - 0.3, m["grass"])
    terrain("Seabed", -span, span, -1200.0, 0.0, seabed_height, m["seabed"], step=12.0)
    sea = plane("Sea", -6000.0, 6000.0, -6000.0, 8.0, 0.0, m["water"])
    # Sunlight reaches the seabed through the surface: the water casts no shadow of its own.
    sea.visible_shadow = False
    surf = plane("Reef surf", -span, span, -292.0, -276.0, 0.04, m["surf"])
    surf.visible_shadow = False
    shore_lace(m["foam"], span)
    for name, x0, x1, y0, y1 in BEDS:
        box(name, ((x0 + x1) / 2, (y0 + y1) / 2, GROUND - 0.3), (x1 - x0, y1 - y0, 0.9), m["garden"], 0.3)


def bed_planting(m, per_square_metre):
    """The beds planted thick with shrubs of the forest's kinds, crowding each other, so that
    from the air they read as massed planting and not as a textured slab."""
    rng = random.Random(29)
    meshes = canopy_meshes("Bed shrub", 4, 500, m["canopy"])
    for _, x0, x1, y0, y1 in BEDS:
        for _ in range(int((x1 - x0) * (y1 - y0) * per_square_metre)):
            x, y = rng.uniform(x0 + 1.5, x1 - 1.5), rng.uniform(y0 + 1.5, y1 - 1.5)
            scale = rng.uniform(0.3, 0.5)
            if in_clearing(x, y):
                continue
            obj = bpy.data.objects.new("Shrub in bed", rng.choice(meshes))
            obj.location = (x, y, GROUND - 1.1)
            obj.rotation_euler = (0, 0, rng.uniform(0, 2 * math.pi))
            obj.scale = (scale, scale, scale * rng.uniform(0.8, 1.1))
            bpy.context.collection.objects.link(obj)


# Where the gardens' shrubs do not grow: buildings, the pool deck, the court and the drive.
BUILT = (
    (-140, -30, 58, 100),  # Beach House
    (75, 145, 72, 116),  # Ocean House and its podium
    (-40, 80, 82, 162),  # hotel
    (-55, 75, 60, 108),  # pool deck
    (-20, 60, 160, 240),  # arrival court and drive
    (60, 95, 135, 176),  # where the spa stood before it moved clear of the hotel (in_clearing)
    (60, 76, 40, 52),  # kids club
)


def gardens(m, count):
    """The lawns are planted, not mown fields: flowering shrubs and small trees in drifts,
    thickest along the beach edge and around the buildings."""
    rng = random.Random(23)
    meshes = []
    for variant in range(3):
        mesh = crown_mesh(f"Shrub {variant}", 300 + variant)
        # The green ones take the forest's leaves: each its own species' green, leafy relief.
        mesh.materials.append(m["canopy" if variant else "bloom"])
        meshes.append(mesh)
    planted = 0
    while planted < count:
        x, y = rng.uniform(-150, 160), rng.uniform(40, 200)
        if any(x0 < x < x1 and y0 < y < y1 for x0, x1, y0, y1 in BUILT):
            continue
        mesh, turn, scale = rng.choice(meshes), rng.uniform(0, 2 * math.pi), rng.uniform(0.28, 0.6)
        planted += 1
        if in_clearing(x, y):
            continue
        obj = bpy.data.objects.new("Shrub", mesh)
        obj.location = (x, y, GROUND - 1.6)
        obj.rotation_euler = (0, 0, turn)
        obj.scale = (scale, scale, scale * 0.8)
        bpy.context.collection.objects.link(obj)


def build_world(evening=None, open_bay=None, ocean_bay=None):
    for obj in list(bpy.data.objects):
        bpy.data.objects.remove(obj)
    m = make_materials(evening)
    ground(m)
    beach_house(m, open_bay)
    ocean_house(m, ocean_bay)
    hotel(m)
    pools(m)
    pavilions(m)
    sports_center(m)
    # Eight tree shapes, shared by every band of forest.
    crowns = canopy_meshes("Crown", 8, 100, m["canopy"])
    forest(crowns, -1000, 1000, 215, 1400, GROUND - 0.6, 20000)
    # Further inland and along the coast either side, as far as the aerials see clearly through
    # the haze (each its own seed: not a copy of the band before).
    forest(crowns, -SHORE_SPAN, SHORE_SPAN, 1400, FOREST_END, GROUND - 0.6, 48000, seed=12)
    forest(crowns, 1000, SHORE_SPAN, 48, 1400, GROUND - 0.6, 16000, seed=13)
    forest(crowns, -SHORE_SPAN, -1000, 48, 1400, GROUND - 0.6, 16000, seed=14)
    forest(crowns, -700, -150, 130, 215, GROUND - 0.6, 500)
    forest(crowns, 160, 700, 160, 215, GROUND - 0.6, 500)
    # East of the resort the coast is left wild: forest down to a fringe of palms behind the sand.
    forest(crowns, 270, 1000, 48, 160, GROUND - 0.6, 1600)
    palms = Palms(m)
    palms.row(-260, 260, 50, GROUND - 0.2, 9)
    palms.row(-260, 260, 56, GROUND - 0.2, 13)
    palms.row(270, 900, 44, GROUND - 0.2, 16, jitter=4.0)
    palms.grove(-250, -145, 60, 130, GROUND, 40)
    palms.grove(140, 250, 60, 150, GROUND, 40)
    palms.grove(-200, 220, 195, 260, GROUND, 60)
    palms.grove(-60, 80, 100, 112, GROUND, 14)
    palms.row(-60, 80, 62, GROUND, 7, jitter=1.0)
    gardens(m, 900)
    bed_planting(m, 0.1)
    # The hotel's courtyard, inside its U: a palm garden (planted last, so every other palm
    # keeps the place the earlier renders show it in).
    palms.grove(-10, 50, 114, 146, GROUND, 16)
    # West of the sunset terrace the coast is wild too (planted after the courtyard, for the same
    # reason): the beach curving away under palms and forest, as the terrace sees it.
    forest(crowns, -1000, -270, 48, 160, GROUND - 0.6, 1600)
    palms.row(-900, -270, 44, GROUND - 0.2, 16, jitter=4.0)
    # The coast's row of palms carries on as far as the beach is modelled (planted last again).
    palms.row(-SHORE_SPAN, -900, 44, GROUND - 0.2, 16, jitter=4.0)
    palms.row(900, SHORE_SPAN, 44, GROUND - 0.2, 16, jitter=4.0)
    return m
