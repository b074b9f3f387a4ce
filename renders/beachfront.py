"""
The resort's beach in the afternoon, dressed for a picture taken at the water's edge: the world's
smooth slope is rebuilt finely near the camera with footprints, wet sand and dry sand combed into
wind ripples.
"""

import math

from beach import _grained_sand, rebuild_beach
from materials import _object_coords, height_range
from resort_world import shoreline

# The stretch rebuilt finely, on the Beach terrain's 4 m grid.
X0, X1 = -156.0, -96.0
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
    material = _grained_sand()
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


def build_beachfront(m):
    rebuild_beach(m, X0, X1, _combed(X0, X1, _footprints), _rippled_sand())


def build_beach_house_sand(m):
    """The sand before the Beach House, rebuilt the same way for the picture from the beach, its
    wind ripples raked by the morning sun. (Footprints do not show here: the sun is behind the
    camera, so a dent's shadowed side faces away from it.)"""
    rebuild_beach(m, -64.0, 8.0, _combed(-64.0, 8.0), _rippled_sand())
