"""
The coastal trail east of the resort, dressed for the picture of it in the morning: a boardwalk
of silvered teak winding along the top of the beach from the wild coast to the spa's yoga pavilion,
between mounds of sea grape and the palms, the sea on the other side. A resident's Labrador sits
up on the boards by its water bowl and ball: the residents' dogs walk it every morning.
"""

import math
import random

import bmesh
from mathutils import Vector

from dog import dog
from beach import _grained_sand, rebuild_beach
from materials import _bump, _clear, _object_noise, _principled, _varied, color_ramp, multiply
from residence import _vessel
from resort_world import across_walk, backshore, beach_height, box, clear_planting, leaning_palm, mesh_object, terrain
from sea_grape import leaf, materials as sea_grape_materials, sea_grape

# The boardwalk along the top of the beach, ending on the sand short of the yoga pavilion (out
# of the yoga shot's frame), and its deck.
X0, X1 = 266.0, 334.0
WIDTH = 1.8
DECK_Z = beach_height(300.0, 40.0) + 0.35
# The sand the pictures look down on either side of the walk, rebuilt finely (on the beach's 4 m
# grid, so its edges meet the rest), and the backshore inland of it to y 62.
NEAR_X0, NEAR_X1, NEAR_Y1 = 280.0, 312.0, 52.0
BACK_X0, BACK_X1, BACK_Y1 = 246.0, 345.0, 62.0


def centre(x):
    """The boardwalk's centreline: it winds gently between the palms and the dunes."""
    return 40.0 - 2.2 * math.sin((x - X0) / 11.0) - 0.02 * (x - X0)


def _materials():
    return {
        # A board's length is its y, a post's its z.
        "deck": _weathered_teak("Boardwalk teak", (60.0, 1.5, 60.0)),
        "post": _weathered_teak("Boardwalk post teak", (60.0, 60.0, 1.5)),
        "litter": _varied(_principled("Fallen sea grape", (0.3, 0.14, 0.05), roughness=0.6), 14.0, 0.12, (0.46, 0.4, 0.12)),
        "grape": sea_grape_materials(),
        "bowl": _principled("Bowl glaze", (0.88, 0.86, 0.8), roughness=0.15),
        # Water passed straight through, so the sun reaches the glaze under it: refracting glass
        # stops the shadow rays, and the bowl was a black pool.
        "water": _clear("Bowl water", 1.33, (0.93, 0.97, 0.97), top_only=True),
        "ball": _principled("Ball felt", (0.72, 0.8, 0.2), roughness=0.95, Sheen=1.0),
    }


def _weathered_teak(name, grain_scale):
    """Teak left out by the sea: silvered grey-brown, each piece its own shade, the grain running
    along it in fine streaks (grain_scale: the noise's scale on x, y and z, smallest along the
    grain)."""
    material = _principled(name, (0.4, 0.33, 0.26), roughness=0.75)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    board = color_ramp(nodes, ((0.0, (0.33, 0.27, 0.21)), (0.5, (0.42, 0.34, 0.25)), (1.0, (0.46, 0.41, 0.35))))
    links.new(nodes.new("ShaderNodeObjectInfo").outputs["Random"], board.inputs["Fac"])
    stretch = nodes.new("ShaderNodeMapping")
    stretch.inputs["Scale"].default_value = grain_scale
    links.new(nodes.new("ShaderNodeTexCoord").outputs["Object"], stretch.inputs["Vector"])
    grain = nodes.new("ShaderNodeTexNoise")
    grain.inputs["Detail"].default_value = 8.0
    links.new(stretch.outputs["Vector"], grain.inputs["Vector"])
    streaks = color_ramp(nodes, ((0.3, (0.72, 0.72, 0.72)), (0.7, (1.0, 1.0, 1.0))))
    links.new(grain.outputs["Fac"], streaks.inputs["Fac"])
    bsdf = nodes["Principled BSDF"]
    links.new(multiply(nodes, links, board.outputs["Color"], streaks.outputs["Color"]), bsdf.inputs["Base Color"])
    return _bump(material, grain.outputs["Fac"], 0.25, 0.002)


def _pocked(x, y, x0, x1, y0, y1):
    """Dry sand at the top of the beach, trodden and blown: low wind ripples and the soft dimples
    of old footprints, fading to nothing at the patch's edges so that it meets the flat world."""
    fade = min(1.0, (x - x0) / 4.0, (x1 - x) / 4.0, (y - y0) / 4.0, (y1 - y) / 4.0)
    if fade <= 0:
        return 0.0
    ripples = 0.012 * math.sin(x * 0.35 + y * 2.3) + 0.006 * math.sin(x * 1.1 + y * 4.7 + 0.9)
    dimples = 0.0
    # Footprints on a jittered 0.7 m grid: each point looks only at the cells round it.
    ci, cj = round(x / 0.7), round(y / 0.7)
    for i in (ci - 1, ci, ci + 1):
        for j in (cj - 1, cj, cj + 1):
            rng = random.Random(i * 7919 + j)
            if rng.random() < 0.55:
                fx, fy = i * 0.7 + rng.uniform(-0.3, 0.3), j * 0.7 + rng.uniform(-0.3, 0.3)
                d = ((x - fx) / 0.13) ** 2 + ((y - fy) / 0.09) ** 2
                dimples -= rng.uniform(0.015, 0.035) * math.exp(-d)
    return fade * (ripples + dimples)


def _sand(m):
    """The sand either side of the walk, pocked and rippled where the pictures look down on it:
    the beach below the walk and the backshore inland of it."""
    material = _grained_sand()  # wet only near the sea: up here the sand is dry grains
    # Flecks of broken shell and dry leaf, darker than the sand, a few millimetres across.
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    flecks = color_ramp(nodes, ((0.64, (1.0, 1.0, 1.0)), (0.7, (0.62, 0.55, 0.48))))
    links.new(_object_noise(material, 260.0, 2.0).outputs["Fac"], flecks.inputs["Fac"])
    links.new(multiply(nodes, links, bsdf.inputs["Base Color"].links[0].from_socket, flecks.outputs["Color"]), bsdf.inputs["Base Color"])
    rebuild_beach(m, NEAR_X0, NEAR_X1, lambda x, y: _pocked(x, y, NEAR_X0, NEAR_X1, 20.0, 44.0), material)
    terrain("Backshore near", NEAR_X0, NEAR_X1, 40.0, NEAR_Y1,
            lambda x, y: beach_height(x, y) + _pocked(x, y, NEAR_X0, NEAR_X1, 36.0, NEAR_Y1), material, step=0.1)
    backshore(m, BACK_X0, NEAR_X0, BACK_Y1)
    backshore(m, NEAR_X1, BACK_X1, BACK_Y1)
    backshore(m, NEAR_X0, NEAR_X1, BACK_Y1, NEAR_Y1)


def _leaf_litter(t):
    """Sea grape leaves fallen on the sand near the walk, lying flat, curled a little."""
    rng = random.Random(21)
    bm = bmesh.new()
    for _ in range(380):
        x = rng.uniform(NEAR_X0 + 4.0, NEAR_X1 - 4.0)
        y = centre(x) + rng.choice((-1, 1)) * (WIDTH / 2 + 0.1 + rng.expovariate(0.9))
        z = beach_height(x, y)
        radius, turn = rng.uniform(0.04, 0.075), rng.uniform(0, 2 * math.pi)
        tilt = Vector((rng.gauss(0, 0.15), rng.gauss(0, 0.15), 1.0))
        leaf(bm, Vector((x, y, z + 0.015)), tilt, Vector((math.cos(turn), math.sin(turn), 0.0)), radius, rng.uniform(0.0, 0.3) * radius)
    mesh_object("Fallen sea grape", bm, t["litter"])


def _boardwalk(t):
    """Boards across the walk, 140 mm with a gap, each turned to the curve; a line of posts along
    its landward edge."""
    across_walk("Boardwalk board", centre, X0, X1, (0.14, WIDTH, 0.04), DECK_Z - 0.04, t["deck"], 0.006, 0.155)
    for k in range(int((X1 - X0) / 2.4)):
        px = X0 + 1.2 + k * 2.4
        py = centre(px) + WIDTH / 2 + 0.05
        box("Boardwalk post", (px, py, beach_height(px, py) - 0.2), (0.1, 0.1, DECK_Z - beach_height(px, py) + 1.1), t["post"], 0.01)


def _dog_corner(t):
    """By the posts near the start of the walk: the dog sitting up, looking out along the walk
    towards the sea, a glazed water bowl at its side and a tennis ball at its feet."""
    x = 302.05
    y = centre(x) + WIDTH / 2 - 0.35
    _vessel("Dog bowl", (x, y, DECK_Z), ((0.11, 0), (0.15, 0.02), (0.16, 0.07), (0.14, 0.075), (0.12, 0.03), (0.01, 0.03)), t["bowl"])
    _vessel("Bowl water", (x, y, DECK_Z + 0.055), ((0.13, 0), (0.01, 0.001)), t["water"])
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=24, v_segments=12, radius=0.033)
    mesh_object("Ball", bm, t["ball"], smooth=True).location = (x - 0.02, centre(x) - 0.22, DECK_Z + 0.033)
    dog("Dog", (x - 0.3, centre(x - 0.3) + 0.05, DECK_Z), -35, (25, 6))


def build_trail(m):
    t = _materials()
    # Near the walk the forest's crowns give way to sand and a bank of sea grape under the palms:
    # at eye level the world's crowns read as the blobs they are.
    clear_planting("Tree", lambda x, y: 240 < x < 350 and y < 75)
    _sand(m)
    _boardwalk(t)
    rng = random.Random(8)
    for _ in range(46):
        x, y = rng.uniform(250, 345), rng.uniform(47, 62)
        sea_grape(t["grape"], x, y, beach_height(x, y), rng.uniform(1.4, 2.6), int(x * 7 + y))
    rng = random.Random(3)
    x = X0 + 3.0
    while x < X1:
        for side, reach in ((1, 2.6), (-1, 2.3)):
            y = centre(x) + side * (WIDTH / 2 + reach * rng.uniform(0.6, 1.3))
            # Nothing low on the sand south of y 34.5: the yoga shot looks out over it.
            if rng.random() < 0.75 and y > 34.5:
                at = x + rng.uniform(-1, 1)
                sea_grape(t["grape"], at, y, beach_height(at, y), rng.uniform(0.8, 1.6), int(x * 10) + side)
        x += rng.uniform(3.0, 5.5)
    # Palms on the landward side, leaning out over the walk towards the sea.
    for seed, px, py, turn, scale in ((13, 296.0, 44.5, -110, 1.0), (15, 283.0, 43.0, -95, 1.1), (17, 271.0, 44.0, -120, 0.95)):
        leaning_palm(m, "Trail palm", seed, px, py, beach_height(px, py) - 0.2, turn, scale)
    _leaf_litter(t)
    _dog_corner(t)
