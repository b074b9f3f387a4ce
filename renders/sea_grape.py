"""
Sea grape (Coccoloba uvifera), the shrub along the top of the beach: a few grey, twisting stems
out of the sand, each ending in a head of round, leathery leaves held at every angle, the heads
overlapping in a lumpy, open mound with dark gaps and the stems showing under it. A leaf is
kidney-round with a notch at its stalk, cupped, its midrib and veins paler; each is its own shade
of olive or fresh yellow-green, a few bronze-red or yellow with age.
"""

import math
import random

import bmesh
from mathutils import Vector

from materials import _bump, _principled, color_ramp, math_node
from resort_world import GOLDEN_ANGLE, bridge_rings, mesh_object

SIDES = 14


def leaf(bm, at, normal, forward, radius, cup, layers=None, tone=(0.5, 0.5)):
    """A leaf centred on at, facing normal, its tip towards forward: a fan from its cupped middle
    to a rim notched where the stalk joins. layers: the bmesh's (shape, tone) UV layers, for the
    veins drawn on it and its own shade."""
    normal = normal.normalized()
    forward = (forward - normal * forward.dot(normal)).normalized()
    side = normal.cross(forward)
    rim = []
    for k in range(SIDES):
        a = 2 * math.pi * (k + 0.5) / SIDES
        notch = 1.0 - 0.28 * math.exp(-(((a - math.pi) / 0.35) ** 2))
        u, v = notch * math.cos(a), 1.08 * notch * math.sin(a)
        rim.append((bm.verts.new(at + (forward * u + side * v) * radius + normal * cup), (u, v)))
    middle = (bm.verts.new(at), (0.0, 0.0))
    for k in range(SIDES):
        corners = (middle, rim[k], rim[(k + 1) % SIDES])
        face = bm.faces.new([vertex for vertex, _ in corners])
        face.smooth = True
        if layers:
            for loop, (_, uv) in zip(face.loops, corners):
                loop[layers[0]].uv = uv
                loop[layers[1]].uv = tone


def materials():
    """The leaves' and the stems' materials."""
    material = _principled("Sea grape", (0.08, 0.16, 0.035), roughness=0.5, Specular=0.3)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    tone = nodes.new("ShaderNodeUVMap")
    tone.uv_map = "tone"
    tone_xyz = nodes.new("ShaderNodeSeparateXYZ")
    links.new(tone.outputs["UV"], tone_xyz.inputs["Vector"])
    # Every leaf its own green, and a few turned with age (the tone's second value).
    green = color_ramp(nodes, ((0.0, (0.045, 0.1, 0.022)), (0.55, (0.08, 0.16, 0.033)), (1.0, (0.17, 0.24, 0.045))))
    links.new(tone_xyz.outputs["X"], green.inputs["Fac"])
    aged = color_ramp(nodes, ((0.0, (0.45, 0.36, 0.07)), (0.95, (0.36, 0.1, 0.035))), "CONSTANT")
    links.new(tone_xyz.outputs["Y"], aged.inputs["Fac"])
    mix = nodes.new("ShaderNodeMixRGB")
    links.new(math_node(material, "GREATER_THAN", tone_xyz.outputs["Y"], 0.9), mix.inputs["Fac"])
    links.new(green.outputs["Color"], mix.inputs["Color1"])
    links.new(aged.outputs["Color"], mix.inputs["Color2"])
    # The veins, paler than the leaf: the midrib, and a fan of laterals from the stalk.
    shape = nodes.new("ShaderNodeUVMap")
    shape.uv_map = "shape"
    xyz = nodes.new("ShaderNodeSeparateXYZ")
    links.new(shape.outputs["UV"], xyz.inputs["Vector"])
    midrib = math_node(material, "ABSOLUTE", xyz.outputs["Y"])
    fan = math_node(material, "ARCTAN2", xyz.outputs["Y"], math_node(material, "ADD", xyz.outputs["X"], 0.75))
    laterals = math_node(material, "ABSOLUTE", math_node(material, "SINE", math_node(material, "MULTIPLY", fan, 9.0)))
    vein = math_node(material, "MINIMUM", math_node(material, "MULTIPLY", midrib, 5.0), laterals)
    lines = color_ramp(nodes, ((0.0, (1.6, 1.5, 1.1)), (0.12, (1, 1, 1)), (1.0, (1, 1, 1))))
    links.new(vein, lines.inputs["Fac"])
    veined = nodes.new("ShaderNodeMixRGB")
    veined.blend_type = "MULTIPLY"
    veined.inputs["Fac"].default_value = 1.0
    links.new(mix.outputs["Color"], veined.inputs["Color1"])
    links.new(lines.outputs["Color"], veined.inputs["Color2"])
    links.new(veined.outputs["Color"], bsdf.inputs["Base Color"])
    _bump(material, vein, 0.15, 0.002)
    # Lit from behind, a leaf glows a yellower green.
    glow = nodes.new("ShaderNodeBsdfTranslucent")
    glow.inputs["Color"].default_value = (0.2, 0.3, 0.04, 1)
    both = nodes.new("ShaderNodeMixShader")
    both.inputs["Fac"].default_value = 0.2
    links.new(bsdf.outputs["BSDF"], both.inputs[1])
    links.new(glow.outputs["BSDF"], both.inputs[2])
    links.new(both.outputs["Shader"], nodes["Material Output"].inputs["Surface"])
    stems = _principled("Sea grape stem", (0.3, 0.28, 0.25), roughness=0.8)
    return material, stems


def _stem(bm, points, radius):
    """A tapering stem through points, six-sided, from radius at its foot to a third of it."""
    rings = []
    for i, point in enumerate(points):
        r = radius * (1.0 - 0.66 * i / (len(points) - 1))
        ahead = points[min(i + 1, len(points) - 1)] - points[max(i - 1, 0)]
        across = ahead.orthogonal().normalized()
        around = ahead.normalized().cross(across)
        rings.append([bm.verts.new(point + (across * math.cos(a) + around * math.sin(a)) * r)
                      for a in (2 * math.pi * s / 6 for s in range(6))])
    bridge_rings(bm, rings, material_index=1)


def sea_grape(made, x, y, z, size, seed):
    """A shrub some size metres across its widest head, rooted at (x, y) on ground at height z:
    made is materials()."""
    rng = random.Random(seed)
    bm = bmesh.new()
    layers = (bm.loops.layers.uv.new("shape"), bm.loops.layers.uv.new("tone"))
    root = Vector((x, y, z - 0.05))
    for _ in range(max(2, round(size * 2.2))):
        a, reach = rng.uniform(0, 2 * math.pi), size * math.sqrt(rng.random()) * 0.55
        radius = size * rng.uniform(0.3, 0.5)
        # Some heads sprawl on the sand, others stand on their stems with an open space under them.
        lift = rng.choice((0.4, 0.6, 0.9, 1.1)) * radius
        centre = Vector((x + reach * math.cos(a), y + reach * math.sin(a) * 0.8, z + lift))
        foot = root + Vector((rng.uniform(-0.2, 0.2), rng.uniform(-0.2, 0.2), 0.0)) * size
        bend = (foot + centre) / 2 + Vector((rng.uniform(-0.2, 0.2), rng.uniform(-0.2, 0.2), 0.0)) * size
        _stem(bm, [foot, bend, centre], 0.03 + 0.015 * size)
        for _ in range(int(280 * radius * radius)):
            # A cluster of leaves at the tip of a twig, over the head's upper three quarters.
            d = Vector((rng.gauss(0, 1), rng.gauss(0, 1), abs(rng.gauss(0, 1)) - 0.35)).normalized()
            tip = centre + Vector((d.x * radius, d.y * radius, d.z * radius * 0.72)) * rng.uniform(0.7, 1.0)
            if tip.z < z + 0.04:
                continue
            twist = rng.uniform(0, 2 * math.pi)
            for k in range(rng.randint(4, 7)):
                turn = twist + k * GOLDEN_ANGLE
                spread = Vector((math.cos(turn), math.sin(turn), 0.0))
                at = tip + (spread - d * spread.dot(d)) * rng.uniform(0.04, 0.12) + d * rng.uniform(-0.03, 0.05)
                at.z = max(at.z, z + 0.03)
                facing = (d + Vector((0, 0, 0.5)) + Vector((rng.gauss(0, 0.4), rng.gauss(0, 0.4), rng.gauss(0, 0.4))))
                r = rng.uniform(0.06, 0.11)
                leaf(bm, at, facing, spread, r, r * rng.uniform(0.15, 0.35), layers, (rng.random(), rng.random()))
    mesh_object("Sea grape", bm, made[0]).data.materials.append(made[1])
