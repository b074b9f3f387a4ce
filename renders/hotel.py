"""
The hotel from its pool gardens in the afternoon, for /mandarin-oriental's hero: the world's
lagoon pool is a slab of colour seen from the air, so here it is sunk into the deck like
poolside.py's pools, its clear water holding the hotel's reflection; where the world's slab runs
under the west wing, the sunk pool steps back round it. The terraces are planted as a tropical
resort's are, so that six floors of glass read as gardens in the air and not as an office's
grid: a planter on the ledge outside each terrace's balustrade, trailing green spilling over
the slab's edge and a bougainvillea in flower here and there; at the foot of the main block, a
bed of flowering shrubs between the courtyard's palms. The loungers and parasols on the pool's
near side are put away, so that from the coping the water leads straight to the hotel.
"""

import math
import random

import bmesh
import bpy
from mathutils import Matrix, Vector

from poolside import DECK_Z, DEPTH, WATER_Z, _materials, _open_ground
from resort_world import FLOOR, GROUND, box, mesh_object

# The lagoon pool, anticlockwise: the world's 48 x 22 m slab, less the corner under the west wing.
LAGOON = ((-39.0, 75.0), (9.0, 75.0), (9.0, 97.0), (-14.0, 97.0), (-14.0, 86.5), (-39.0, 86.5))
# The hotel's floors as the world builds them: (x0, x1, the terrace's front edge, bays).
FLOORS = ((-35.0, 75.0, 147.6, 8), (-35.0, -15.0, 87.6, 2), (55.0, 75.0, 87.6, 2))


def _prism(name, outline, z0, z1, material):
    """An upright prism over a flat outline, from z0 to z1."""
    bm = bmesh.new()
    bottom = [bm.verts.new((x, y, z0)) for x, y in outline]
    top = [bm.verts.new((x, y, z1)) for x, y in outline]
    bm.faces.new(list(reversed(bottom)))
    bm.faces.new(top)
    for k in range(len(outline)):
        j = (k + 1) % len(outline)
        bm.faces.new((bottom[k], bottom[j], top[j], top[k]))
    return mesh_object(name, bm, material)


def _along(name, a, b, outward, thickness, z, height, material, extend=(0.0, 0.0)):
    """A box along the straight edge a-b of an outline, its inner face offset outward from the
    edge, extended past either end."""
    (ax, ay), (bx, by) = a, b
    nx, ny = outward
    if ay == by:
        x0, x1 = sorted((ax, bx))
        lead, tail = extend if ax < bx else extend[::-1]
        centre = ((x0 - lead + x1 + tail) / 2, ay + ny * thickness / 2)
        size = (x1 - x0 + lead + tail, thickness, height)
    else:
        y0, y1 = sorted((ay, by))
        lead, tail = extend if ay < by else extend[::-1]
        centre = (ax + nx * thickness / 2, (y0 - lead + y1 + tail) / 2)
        size = (thickness, y1 - y0 + lead + tail, height)
    return box(name, (*centre, z), size, material, 0.01 if thickness > 0.2 else 0)


def _sink(t, deck, name, outline):
    """The pool sunk into the deck along an outline of straight edges: the deck cut open, a tiled
    basin with a dark waterline band, clear water a few centimetres under a limestone coping."""
    bpy.data.objects.remove(bpy.data.objects[name])
    cutter = _prism(f"{name} cut", outline, DECK_Z - 1.0, DECK_Z + 0.5, None)
    cutter.hide_render = True
    cut = deck.modifiers.new(f"{name} cut", "BOOLEAN")
    cut.operation = "DIFFERENCE"
    cut.object = cutter
    floor = DECK_Z - DEPTH
    _prism(f"{name} floor", outline, floor - 0.1, floor, t["tile"])
    count = len(outline)
    for k in range(count):
        before, a, b, after = outline[k - 1], outline[k], outline[(k + 1) % count], outline[(k + 2) % count]
        length = math.dist(a, b)
        outward = ((b[1] - a[1]) / length, (a[0] - b[0]) / length)

        def convex(p, q, r):
            return (q[0] - p[0]) * (r[1] - q[1]) - (q[1] - p[1]) * (r[0] - q[0]) > 0

        # The coping runs on round an outer corner and stops short of an inner one.
        ends = (0.4 if convex(before, a, b) else 0.0, 0.4 if convex(a, b, after) else 0.0)
        _along(f"{name} wall", a, b, outward, 0.1, floor, DEPTH - 0.25, t["tile"])
        _along(f"{name} waterline", a, b, outward, 0.1, DECK_Z - 0.25, 0.2, t["waterline"])
        _along(f"{name} coping", a, b, outward, 0.4, DECK_Z - 0.03, 0.06, t["coping"], ends)
    # Sunlight reaches the tiles through the surface (Cycles draws no caustics): no shadow of its own.
    _prism(f"{name} water", outline, floor, WATER_Z, t["water"]).visible_shadow = False


def _mound(bm, x, y, z, length, rng):
    """A run of foliage along a planter: overlapping lumps, wider than tall."""
    count = max(2, round(length / 0.4))
    for k in range(count):
        lx = x - length / 2 + length * (k + 0.5) / count + rng.uniform(-0.12, 0.12)
        size = rng.uniform(0.3, 0.45)
        at = Matrix.Translation((lx, y + rng.uniform(-0.08, 0.08), z + size * 0.4))
        bmesh.ops.create_icosphere(bm, subdivisions=2, radius=size, matrix=at @ Matrix.Diagonal((1.4, 1.0, 0.8, 1.0)))


def _trailing(bm, x, y, z, length, rng):
    """Trailing stems hanging from a planter over the slab's edge, each its own length."""
    count = round(length / 0.12)
    for k in range(count):
        if rng.random() < 0.3:
            continue
        lx = x - length / 2 + length * (k + 0.5) / count + rng.uniform(-0.04, 0.04)
        drop = rng.uniform(0.25, 1.3)
        at = Matrix.Translation((lx, y - rng.uniform(0.0, 0.06), z + 0.3 - drop / 2))
        bmesh.ops.create_icosphere(bm, subdivisions=1, radius=1.0, matrix=at @ Matrix.Diagonal((0.07, 0.05, drop / 2, 1.0)))


def _terrace_planting(m):
    """A planter along the ledge outside each terrace's glass, broken at the fins: trailing green
    spilling over the slab's edge, and here and there a bougainvillea in flower."""
    rng = random.Random(5)
    flowering, green = bmesh.new(), bmesh.new()
    for x0, x1, front, bays in FLOORS:
        for level in range(6):
            z = GROUND + FLOOR * level + 0.4
            for bay in range(bays):
                bx0 = x0 + (x1 - x0) * bay / bays + 0.5
                bx1 = x0 + (x1 - x0) * (bay + 1) / bays - 0.5
                box("Planter", ((bx0 + bx1) / 2, front + 0.6, z), (bx1 - bx0, 0.5, 0.4), m["stucco"], 0.02)
                x = bx0
                while x < bx1 - 0.5:
                    run = min(rng.uniform(1.5, 4.0), bx1 - x)
                    _mound(flowering if rng.random() < 0.2 else green, x + run / 2, front + 0.55, z + 0.3, run, rng)
                    _trailing(green, x + run / 2, front - 0.05, z, run, rng)
                    x += run
    mesh_object("Bougainvillea", flowering, m["bloom"], smooth=True)
    mesh_object("Terrace planting", green, m["garden"], smooth=True)


def _beds(m):
    """A bed of flowering shrubs along the foot of the main block, between the courtyard's palms."""
    rng = random.Random(9)
    flowering, green = bmesh.new(), bmesh.new()
    for _ in range(140):
        x, y = rng.uniform(-34, 74), rng.uniform(141.5, 146.5)
        size = rng.uniform(0.6, 1.2)
        at = Matrix.Translation((x, y, GROUND + size * 0.3))
        bm = flowering if rng.random() < 0.4 else green
        bmesh.ops.create_icosphere(bm, subdivisions=2, radius=size, matrix=at @ Matrix.Diagonal((1.3, 1.0, 0.85, 1.0)))
    mesh_object("Bed in flower", flowering, m["bloom"], smooth=True)
    mesh_object("Bed", green, m["garden"], smooth=True)


def _clear_near_side(x0, x1):
    """The loungers and parasols on the pool's seaward side between x0 and x1 are put away (the
    world builds them in place, so each is found by the middle of its mesh)."""
    for obj in [o for o in bpy.data.objects if o.name.startswith(("Parasol", "Lounger"))]:
        middle = sum((v.co for v in obj.data.vertices), Vector()) / len(obj.data.vertices) + obj.location
        if x0 < middle.x < x1 and middle.y < 75:
            bpy.data.objects.remove(obj)


def build_hotel_gardens(m):
    t = _materials()
    deck = bpy.data.objects["Pool deck"]
    deck.data.materials[0] = t["travertine"]
    _open_ground(-39.5, 9.5, 74.5, 97.5)
    _sink(t, deck, "Lagoon pool", LAGOON)
    _terrace_planting(m)
    _beds(m)
    _clear_near_side(-14.0, 20.0)
