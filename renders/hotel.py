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
from mathutils import Vector, noise

from materials import _bump, _object_coords, _object_noise, _principled, color_ramp, multiply
from poolside import DECK_Z, DEPTH, WATER_Z, _materials, _open_ground
from resort_world import FLOOR, GROUND, _object, box, mesh_object

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


def _unit_sphere(subdivisions):
    """An icosphere of radius 1 as vertex and face lists, to be placed many times over."""
    bm = bmesh.new()
    bmesh.ops.create_icosphere(bm, subdivisions=subdivisions, radius=1.0)
    sphere = ([v.co.copy() for v in bm.verts], [[v.index for v in f.verts] for f in bm.faces])
    bm.free()
    return sphere


def _lump(parts, sphere, centre, radii, rng=None):
    """Adds the sphere, stretched to radii at centre, to parts (vertex and face lists); with rng,
    pushed in and out by a noise of its own, so that no two lumps are the same shape and none
    reads as a bead. (Thousands of spheres made by bmesh operators in one bmesh take minutes:
    each call walks the whole mesh.)"""
    verts, faces = parts
    base = len(verts)
    seed = Vector((rng.uniform(-90, 90), rng.uniform(-90, 90), rng.uniform(-90, 90))) if rng else None
    for v in sphere[0]:
        p = v * (1.0 + 0.35 * noise.noise(v * 1.8 + seed)) if seed else v
        verts.append((centre[0] + p.x * radii[0], centre[1] + p.y * radii[1], centre[2] + p.z * radii[2]))
    faces.extend([base + i for i in face] for face in sphere[1])


def _foliage_object(name, parts, material):
    """One smooth-shaded object from the lumps gathered in parts."""
    mesh = bpy.data.meshes.new(name)
    mesh.from_pydata(parts[0], [], parts[1])
    mesh.polygons.foreach_set("use_smooth", [True] * len(mesh.polygons))
    return _object(name, mesh, material)


def _mound(parts, sphere, x, y, z, length, rng):
    """A run of foliage along a planter: small lumps of many sizes, crowded and overlapping."""
    count = max(2, round(length / 0.14))
    for k in range(count):
        lx = x - length / 2 + length * (k + 0.5) / count + rng.uniform(-0.1, 0.1)
        size = rng.uniform(0.22, 0.42)
        centre = (lx, y + rng.uniform(-0.12, 0.12), z + 0.1 + size * 0.5 + rng.uniform(-0.05, 0.08))
        _lump(parts, sphere, centre, (size * 1.3, size, size * 0.9), rng)


def _trailing(parts, sphere, x, y, z, length, rng, phase):
    """Trailing stems hanging from a planter over the slab's edge: in clumps and gaps along it
    (a slow noise decides), mostly short, a few long, each a chain of leafy knots that sways a
    little as it falls."""
    step = 0.07
    for k in range(round(length / step)):
        lx = x - length / 2 + step * (k + 0.5) + rng.uniform(-0.03, 0.03)
        if noise.noise(Vector((lx * 0.9, phase, 0.0))) < -0.3 or rng.random() < 0.15:
            continue
        drop = 0.25 + 1.4 * rng.random() ** 1.6
        sway = rng.uniform(0, 6.28)
        for knot in range(max(1, round(drop / 0.07))):
            fall = knot * 0.07
            radius = 0.065 - 0.025 * fall / max(drop, 0.2) + rng.uniform(-0.012, 0.012)
            centre = (lx + 0.04 * math.sin(sway + knot * 0.6), y - 0.02 - 0.015 * knot ** 0.5, z + 0.28 - fall)
            _lump(parts, sphere, centre, (radius, radius * 0.8, radius * 1.2))


def _terrace_planting(m):
    """A planter along the ledge outside each terrace's glass, broken at the fins: trailing green
    spilling over the slab's edge, and here and there a bougainvillea in flower."""
    rng = random.Random(5)
    small, large = _unit_sphere(1), _unit_sphere(2)
    flowering, green = ([], []), ([], [])
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
                    _mound(flowering if rng.random() < 0.22 else green, large, x + run / 2, front + 0.55, z + 0.3, run, rng)
                    _trailing(green, small, x + run / 2, front - 0.05, z, run, rng, level * 7.3 + front)
                    x += run
    _foliage_object("Bougainvillea", flowering, _foliage("Bougainvillea", (0.3, 0.02, 0.1), (0.55, 0.06, 0.22)))
    _foliage_object("Terrace planting", green, _foliage("Terrace planting", (0.02, 0.06, 0.015), (0.09, 0.17, 0.04)))


def _foliage(name, dark, light):
    """Leaves a few centimetres across, each its own shade between dark and light and tilted
    to the light its own way; broad patches a little darker or lighter."""
    material = _principled(name, dark, roughness=0.7, Specular=0.3)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    leaves = nodes.new("ShaderNodeTexVoronoi")
    leaves.inputs["Scale"].default_value = 28.0
    links.new(_object_coords(material), leaves.inputs["Vector"])
    shade = nodes.new("ShaderNodeRGBToBW")
    links.new(leaves.outputs["Color"], shade.inputs["Color"])
    ramp = color_ramp(nodes, ((0.0, dark), (1.0, light)))
    links.new(shade.outputs["Val"], ramp.inputs["Fac"])
    patches = multiply(nodes, links, ramp.outputs["Color"], _object_noise(material, 1.5, 3.0).outputs["Color"], 0.35)
    links.new(patches, nodes["Principled BSDF"].inputs["Base Color"])
    return _bump(material, leaves.outputs["Distance"], 0.8, 0.03)


def _beds(m):
    """A bed of flowering shrubs along the foot of the main block, between the courtyard's palms."""
    rng = random.Random(9)
    large = _unit_sphere(2)
    flowering, green = ([], []), ([], [])
    for _ in range(140):
        x, y = rng.uniform(-34, 74), rng.uniform(141.5, 146.5)
        size = rng.uniform(0.6, 1.2)
        _lump(flowering if rng.random() < 0.4 else green, large, (x, y, GROUND + size * 0.3), (size * 1.3, size, size * 0.85), rng)
    _foliage_object("Bed in flower", flowering, m["bloom"])
    _foliage_object("Bed", green, m["garden"])


def _clear_near_side(x0, x1):
    """The loungers and parasols on the pool's seaward side between x0 and x1 are put away (the
    world builds them in place, so each is found by the middle of its mesh)."""
    for obj in [o for o in bpy.data.objects if o.name.startswith(("Parasol", "Lounger"))]:
        middle = sum((v.co for v in obj.data.vertices), Vector()) / len(obj.data.vertices) + obj.location
        if x0 < middle.x < x1 and middle.y < 75:
            bpy.data.objects.remove(obj)


def build_pool_gardens(m):
    """The lagoon pool sunk into its deck, the terraces and the main block's foot planted."""
    t = _materials()
    deck = bpy.data.objects["Pool deck"]
    deck.data.materials[0] = t["travertine"]
    _open_ground(-39.5, 9.5, 74.5, 97.5)
    _sink(t, deck, "Lagoon pool", LAGOON)
    _terrace_planting(m)
    _beds(m)


def build_hotel_gardens(m):
    build_pool_gardens(m)
    _clear_near_side(-14.0, 20.0)
