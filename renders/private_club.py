"""
The Ocean House's private club at dusk, built in the world's two-storey podium behind its
seaward club glazing (resort_world.ocean_house), in place of the podium's block: the residents'
lounge, one double-height room panelled in walnut, its glass wall the full two storeys onto the
club's pool terrace, the palms and the sea, over dark smoked oak in wide boards. Cognac leather
club chairs around a stone table on a wool rug, a bar along the west wall backlit through onyx
under globe pendants, its shelves of bottles and decanters of several shapes and glasses, lamps
lit; outside the pool glows in a terrace of limestone, loungers and lanterns, and the last of the
light is over the water. The kids club's block, which the glass would frame, is left out.
"""

import math
import random

import bpy

from materials import _bump, _object_noise, _principled, _varied, color_ramp, multiply
from pavilions import _counter, _flame, _lantern
from penthouse import _turned
from residence import _cane_chair, _courses, _cylinder, _fill, _globe, _grasses, _lounge_chair, _materials, _olive, _portal, _vessel
from resort_world import FLOOR, GROUND, box, clear_planting, leaning_palm, lounger

# The lounge inside the podium (x 77-143, y 75-109): its glass on the podium's seaward face.
X0, X1, Y0, Y1 = 98.0, 114.0, 75.0, 88.0
FLOOR_Z = GROUND + 0.15
CEILING = 5.9
PODIUM = (77.0, 143.0, 75.0, 109.0)
# The round stone table the club chairs stand around, and the bar along the west wall.
TABLE = (106.4, 80.2)
BAR_X = X0 + 2.3
BAR_Y = (79.0, 85.6)
TERRACE_Z = GROUND


def _onyx():
    """Honey onyx lit from behind: its clouds and veins glow amber to pale gold."""
    material = _flame("Backlit onyx", (1.0, 0.66, 0.36), 1.2)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    noise = _object_noise(material, 1.2, 8.0)
    noise.inputs["Distortion"].default_value = 3.0
    clouds = color_ramp(nodes, ((0.3, (0.85, 0.36, 0.1)), (0.55, (1.0, 0.62, 0.3)), (0.75, (1.0, 0.85, 0.6))))
    links.new(noise.outputs["Fac"], clouds.inputs["Fac"])
    links.new(clouds.outputs["Color"], nodes["Emission"].inputs["Color"])
    return material


def _dark_oak():
    """Oak smoked almost black-brown, in wide boards (300 mm) laid towards the sea, each board a
    little lighter or darker than the next, a fine seam between them and a satin finish."""
    material = _varied(_principled("Dark smoked oak", (0.07, 0.045, 0.028), roughness=0.32, Specular=0.45), 0.7, 0.25, (0.1, 0.065, 0.04))
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    mapping = nodes.new("ShaderNodeMapping")
    mapping.inputs["Rotation"].default_value = (0, 0, math.radians(90))
    links.new(nodes.new("ShaderNodeTexCoord").outputs["Object"], mapping.inputs["Vector"])
    brick = _courses(nodes, 3.0, 0.3, 0.004, 0.41)
    brick.inputs["Color1"].default_value = (1.0, 1.0, 1.0, 1)
    brick.inputs["Color2"].default_value = (0.72, 0.7, 0.68, 1)
    brick.inputs["Mortar"].default_value = (0.35, 0.33, 0.3, 1)
    links.new(mapping.outputs["Vector"], brick.inputs["Vector"])
    # The grain: a long stretched noise along each board.
    grain = nodes.new("ShaderNodeTexNoise")
    grain.inputs["Scale"].default_value = 3.0
    grain.inputs["Detail"].default_value = 8.0
    stretch = nodes.new("ShaderNodeMapping")
    stretch.inputs["Scale"].default_value = (0.15, 6.0, 1.0)
    links.new(mapping.outputs["Vector"], stretch.inputs["Vector"])
    links.new(stretch.outputs["Vector"], grain.inputs["Vector"])
    streaks = color_ramp(nodes, ((0.35, (0.8, 0.78, 0.75)), (0.65, (1.15, 1.1, 1.05))))
    links.new(grain.outputs["Fac"], streaks.inputs["Fac"])
    tone = multiply(nodes, links, bsdf.inputs["Base Color"].links[0].from_socket, brick.outputs["Color"])
    links.new(multiply(nodes, links, tone, streaks.outputs["Color"]), bsdf.inputs["Base Color"])
    _bump(material, brick.outputs["Fac"], 0.3, 0.002)
    return material


def _club_materials():
    r = _materials()
    leather = _principled("Cognac leather", (0.34, 0.15, 0.06), roughness=0.42, Specular=0.45, Sheen=0.2)
    _bump(leather, _object_noise(leather, 60.0, 5.0).outputs["Fac"], 0.12, 0.003)
    r.update(
        leather=leather,
        panel=_varied(_principled("Walnut panelling", (0.13, 0.075, 0.04), roughness=0.4, Specular=0.4), 2.0, 0.3, (0.19, 0.11, 0.06)),
        onyx=_onyx(),
        lit_globe=_flame("Lit globe", (1.0, 0.7, 0.42), 4.0),
        lit_shade=_flame("Lit shade", (1.0, 0.62, 0.32), 1.2),
        table_stone=_varied(_principled("Nero stone", (0.06, 0.06, 0.055), roughness=0.2, Specular=0.6), 3.0, 0.3, (0.11, 0.105, 0.1)),
        bottles=[
            _principled(name, colour, roughness=0.04, IOR=1.45, **{"Transmission": 0.92})
            for name, colour in (("Clear bottle", (0.9, 0.92, 0.9)), ("Amber bottle", (0.6, 0.3, 0.08)), ("Green bottle", (0.16, 0.36, 0.12)),
                                 ("Smoked bottle", (0.32, 0.2, 0.12)), ("Whisky decanter", (0.75, 0.42, 0.14)))
        ],
        label=_principled("Label", (0.82, 0.76, 0.62), roughness=0.7),
        floor=_dark_oak(),
        spirit=_principled("Whisky", (0.6, 0.3, 0.08), roughness=0.05, IOR=1.33, **{"Transmission": 0.8}),
        flame=_flame(),
        rug=_varied(_principled("Club rug", (0.15, 0.115, 0.085), roughness=1.0, Sheen=0.8), 8.0, 0.2, (0.19, 0.15, 0.11)),
        glass=r["globe"],
    )
    return r


def _podium(r, m):
    """The podium's block around the lounge, in its coral stone, and its glazing either side of
    the lounge's: seen from the room, only its inner faces."""
    px0, px1, py0, py1 = PODIUM
    top = GROUND + FLOOR * 2
    for name in ("Ocean House podium", "Ocean House club glazing"):
        bpy.data.objects.remove(bpy.data.objects[name])
    for x0, x1, y0, y1, z0 in ((px0, X0 - 0.3, py0, py1, GROUND), (X1 + 0.3, px1, py0, py1, GROUND),
                               (X0 - 0.3, X1 + 0.3, Y1 + 0.3, py1, GROUND), (X0 - 0.3, X1 + 0.3, py0, Y1 + 0.3, FLOOR_Z + CEILING + 0.3)):
        box("Ocean House podium", ((x0 + x1) / 2, (y0 + y1) / 2, z0), (x1 - x0, y1 - y0, top - z0), m["stone"], 0)
    for x0, x1 in ((80.0, X0 - 0.3), (X1 + 0.3, 140.0)):
        box("Ocean House club glazing", ((x0 + x1) / 2, py0 - 0.1, GROUND + 0.3), (x1 - x0, 0.3, FLOOR * 2 - 0.8), m["glazing"], 0)


def _shell(r):
    """Dark smoked oak underfoot, a plaster ceiling, walnut panelling on the side and back walls
    with a shadow gap every 1.2 m, and the two-storey glass in slim bronze frames."""
    cx, cy = (X0 + X1) / 2, (Y0 + Y1) / 2
    box("Club floor", (cx, cy, GROUND), (X1 - X0 + 0.6, Y1 - Y0 + 0.6, FLOOR_Z - GROUND), r["floor"], 0)
    box("Club ceiling", (cx, cy, FLOOR_Z + CEILING), (X1 - X0 + 0.6, Y1 - Y0 + 0.6, 0.3), r["plaster"], 0)
    for wall_x, face in ((X0, 1), (X1, -1)):
        box("Club panelling", (wall_x - face * 0.1, cy, FLOOR_Z), (0.2, Y1 - Y0, CEILING), r["panel"], 0)
        y = Y0 + 0.6
        while y < Y1:
            box("Club panel gap", (wall_x + face * 0.001, y, FLOOR_Z), (0.01, 0.012, CEILING), r["walnut"], 0)
            y += 1.2
        box("Club skirting", (wall_x + face * 0.01, cy, FLOOR_Z), (0.02, Y1 - Y0, 0.1), r["bronze"], 0)
    box("Club back panelling", (cx, Y1 + 0.1, FLOOR_Z), (X1 - X0, 0.2, CEILING), r["panel"], 0)
    # The glass, a transom where the first floor would be.
    _fixed_glass(r, "Club", X0, X1, Y0 + 0.05, FLOOR_Z, CEILING, 6, (3.4,))


def _fixed_glass(r, name, x0, x1, y, floor_z, height, bays, rails=()):
    """Fixed glass along the line y, the room's height, between slim bronze mullions (bays of
    them), with a head, a sill and transoms at the heights `rails` above the floor."""
    pane = box(f"{name} glass", ((x0 + x1) / 2, y, floor_z), (x1 - x0, 0.02, height), r["clear"], 0)
    # Light passes the glass as in a photograph (see residence._glass_wall).
    pane.visible_shadow = False
    for k in range(bays + 1):
        box(f"{name} mullion", (x0 + (x1 - x0) * k / bays, y + 0.05, floor_z), (0.07, 0.12, height), r["bronze"], 0)
    for z in (-0.02, *rails, height - 0.1):
        box(f"{name} transom", ((x0 + x1) / 2, y + 0.05, floor_z + z), (x1 - x0, 0.12, 0.1), r["bronze"], 0)


def _point(name, location, energy, radius, colour=(1.0, 0.78, 0.52)):
    light = bpy.data.lights.new(name, "POINT")
    light.energy = energy
    light.shadow_soft_size = radius
    light.color = colour
    lamp = bpy.data.objects.new(name, light)
    bpy.context.collection.objects.link(lamp)
    lamp.location = location
    return lamp


def _strip(name, location, length, energy):
    """A hidden strip of warm light along the ceiling's edge, grazing the walnut below it."""
    light = bpy.data.lights.new(name, "AREA")
    light.shape = "RECTANGLE"
    light.size, light.size_y = length, 0.15
    light.energy = energy
    light.color = (1.0, 0.8, 0.56)
    strip = bpy.data.objects.new(name, light)
    bpy.context.collection.objects.link(strip)
    strip.location = location
    strip.rotation_euler = (0, 0, math.radians(90))  # facing down, along the wall
    strip.visible_camera = False


def _seating(r):
    """Four cognac leather club chairs around a round stone table on a wool rug, a floor lamp
    behind each pair: a tray with two tumblers, a bowl and books on the table."""
    chairs = dict(r, boucle=r["leather"])
    tx, ty = TABLE
    box("Club rug", (tx, ty + 0.2, FLOOR_Z), (5.2, 4.4, 0.02), r["rug"], 0.01)
    for k, angle in enumerate((20, 110, 200, 290)):
        a = math.radians(angle)
        # A chair faces the table: its back (the part's +y) away from it.
        _lounge_chair(chairs, tx + 1.45 * math.cos(a), ty + 1.35 * math.sin(a), a - math.pi / 2, floor_z=FLOOR_Z)
    _cylinder("Club table", (tx, ty, FLOOR_Z + 0.08), 0.72, 0.3, r["table_stone"], 64)
    _cylinder("Club table plinth", (tx, ty, FLOOR_Z), 0.48, 0.08, r["bronze"], 64)
    top = FLOOR_Z + 0.38
    box("Tray", (tx + 0.15, ty - 0.12, top), (0.46, 0.3, 0.02), r["bronze"], 0.004)
    for dx in (0.03, 0.24):
        _vessel("Tumbler", (tx + dx, ty - 0.12, top + 0.02), ((0.035, 0), (0.04, 0.09)), r["glass"])
        _cylinder("Whisky", (tx + dx, ty - 0.12, top + 0.025), 0.033, 0.03, r["spirit"], 24)
    _vessel("Club bowl", (tx - 0.3, ty + 0.25, top), ((0.05, 0), (0.15, 0.04), (0.19, 0.09), (0.18, 0.1)), r["ceramic"])
    for k, (w, d) in enumerate(((0.32, 0.24), (0.28, 0.21))):
        box("Club book", (tx - 0.25, ty - 0.35, top + 0.035 * k), (w, d, 0.032), (r["ink"], r["linen"])[k], 0.003)
    # A walnut side table between two of the chairs, a ceramic lamp lit on each.
    for angle in (155, 335):
        a = math.radians(angle)
        lx, ly = tx + 1.95 * math.cos(a), ty + 1.95 * math.sin(a)
        _cylinder("Side table", (lx, ly, FLOOR_Z), 0.26, 0.55, r["walnut"])
        _vessel("Lamp base", (lx, ly, FLOOR_Z + 0.55), ((0.07, 0), (0.12, 0.12), (0.1, 0.26), (0.03, 0.36)), r["ceramic"])
        _vessel("Lamp shade", (lx, ly, FLOOR_Z + 0.88), ((0.2, 0), (0.17, 0.26)), r["lit_shade"]).visible_shadow = False
        _point("Lamp", (lx, ly, FLOOR_Z + 1.0), 30.0, 0.1)


def _bar(r):
    """The bar along the west wall: a walnut counter under a marble top with stools on the room's
    side, and behind it glass shelves of bottles before a wall of backlit onyx, three
    globe pendants on long bronze rods from the high ceiling."""
    length = BAR_Y[1] - BAR_Y[0]
    cy = (BAR_Y[0] + BAR_Y[1]) / 2
    counter = dict(stone=r["walnut"], teak=r["marble"])

    # Counter stools of walnut and cane with leather seats, where the beach bars' are teak with
    # canvas cushions: the panelled room's own wood and leather.
    def stool(x, y):
        _cane_chair(x, y, FLOOR_Z, math.pi, r["walnut"], r["cane"], r["leather"], lift=0.33)
    _turned(lambda: _counter(counter, 0.0, 0.0, FLOOR_Z, length, 5, stool), (BAR_X, cy), 90)
    back = X0 + 0.45
    box("Back bar", (back, cy, FLOOR_Z), (0.5, length + 0.6, 1.0), r["panel"], 0.01)
    onyx = box("Onyx", (X0 + 0.04, cy, FLOOR_Z + 1.1), (0.04, length + 0.6, 2.2), r["onyx"], 0)
    onyx.visible_diffuse = False
    rng = random.Random(11)
    for k in range(3):
        z = FLOOR_Z + 1.5 + 0.6 * k
        box("Bar shelf", (X0 + 0.3, cy, z), (0.3, length + 0.4, 0.02), r["glass"], 0).visible_shadow = False
        _bottle_row(r, rng, X0 + 0.3, BAR_Y[0] + 0.05, BAR_Y[1] - 0.05, z + 0.02, 0.5)
    _bottle_row(r, rng, back, BAR_Y[0] + 0.2, BAR_Y[1] - 0.2, FLOOR_Z + 1.0, 0.9)
    for k in range(3):
        gy = BAR_Y[0] + length * (k + 0.5) / 3
        gz = FLOOR_Z + 2.55
        box("Pendant rod", (BAR_X, gy, gz + 0.18), (0.012, 0.012, CEILING - 2.73), r["bronze"], 0)
        _vessel("Pendant cap", (BAR_X, gy, gz + 0.16), ((0.015, 0.0), (0.06, 0.04), (0.012, 0.06)), r["bronze"])
        _globe((BAR_X, gy, gz), 0.2, r["lit_globe"]).visible_shadow = False
        _point("Globe", (BAR_X, gy, gz), 35.0, 0.15)
    # The onyx's glow on the room, as a panel of its own (the onyx is seen, not sampled).
    _fill("Onyx light", (X0 + 0.3, cy, FLOOR_Z + 2.2), length, 60.0, turn=90)
    for k in range(3):
        _vessel("Bar tumbler", (BAR_X + 0.05, BAR_Y[0] + 1.2 + 1.8 * k, FLOOR_Z + 1.12), ((0.035, 0), (0.04, 0.1)), r["glass"])


# Bottle shapes as turned profiles, (radius, height) pairs in metres from the base up: their
# width on the shelf and whether a decanter's spirit shows in them.
BOTTLES = {
    # A tall wine-shouldered spirit bottle.
    "tall": (((0.036, 0), (0.038, 0.2), (0.036, 0.23), (0.016, 0.27), (0.014, 0.33), (0.016, 0.34), (0.0, 0.345)), 0.08),
    # Gin: broad, square-shouldered, a short neck.
    "gin": (((0.045, 0), (0.046, 0.19), (0.04, 0.215), (0.018, 0.23), (0.018, 0.27), (0.021, 0.28), (0.0, 0.285)), 0.1),
    # A squat single malt.
    "malt": (((0.042, 0), (0.043, 0.15), (0.034, 0.18), (0.015, 0.2), (0.015, 0.235), (0.018, 0.245), (0.0, 0.25)), 0.095),
    # A slim liqueur bottle, long in the neck.
    "slim": (((0.028, 0), (0.03, 0.17), (0.012, 0.25), (0.011, 0.36), (0.013, 0.37), (0.0, 0.375)), 0.065),
    # A round crystal decanter with a ball stopper.
    "decanter": (((0.04, 0), (0.075, 0.03), (0.082, 0.08), (0.07, 0.14), (0.025, 0.185), (0.02, 0.2), (0.028, 0.205),
                  (0.036, 0.225), (0.03, 0.25), (0.0, 0.26)), 0.17),
    # A tall ship's decanter, broad at the base.
    "ship": (((0.09, 0), (0.088, 0.025), (0.05, 0.1), (0.022, 0.17), (0.018, 0.22), (0.026, 0.225), (0.03, 0.26), (0.0, 0.28)), 0.19),
}


def _club_bottle(r, x, y, z, kind, glass):
    """One bottle or decanter of a shape and a glass; a decanter holds whisky, a bottle a label."""
    profile, _ = BOTTLES[kind]
    _vessel("Bottle", (x, y, z), profile, r["bottles"][glass]).visible_shadow = False
    if kind in ("decanter", "ship"):
        fill = [(rad * 0.9, h) for rad, h in profile if h <= 0.11] + [(profile[2][0] * 0.85, 0.11), (0.0, 0.111)]
        _vessel("Decanter whisky", (x, y, z + 0.004), fill, r["spirit"]).visible_shadow = False
    elif kind != "slim":
        body = profile[1]
        _vessel("Bottle label", (x, y, z + body[1] * 0.3), ((body[0] + 0.002, 0), (body[0] + 0.002, body[1] * 0.35)), r["label"])


def _bottle_row(r, rng, x, y0, y1, z, decanters):
    """A shelf of bottles from y0 to y1: a few of each shape and glass in small groups, a decanter
    now and then (more of them, `decanters`, on the back bar), gaps between the groups."""
    y = y0
    shapes = ("tall", "gin", "malt", "slim", "tall", "malt")
    while True:
        if rng.random() < decanters * 0.3:
            kind = rng.choice(("decanter", "ship"))
            glass = rng.choice((0, 0, 4))
        else:
            kind = rng.choice(shapes)
            glass = rng.choice((0, 1, 1, 2, 3, 1, 0, 2))
        width = BOTTLES[kind][1]
        if y + width > y1:
            break
        _club_bottle(r, x + rng.uniform(-0.05, 0.05), y + width / 2, z, kind, glass)
        y += width + rng.choice((0.01, 0.02, 0.03, 0.03, 0.12, 0.25))


def _east_wall(r):
    """A long walnut credenza on the east wall under a large canvas, a lamp on it; an olive."""
    cy = 82.5
    box("Credenza", (X1 - 0.45, cy, FLOOR_Z + 0.1), (0.5, 3.6, 0.64), r["walnut"], 0.01)
    box("Credenza plinth", (X1 - 0.42, cy, FLOOR_Z), (0.42, 3.4, 0.1), r["bronze"], 0)
    box("Painting", (X1 - 0.22, cy, FLOOR_Z + 1.25), (0.04, 2.8, 1.9), r["art"], 0.005)
    _vessel("Credenza lamp", (X1 - 0.45, cy - 1.3, FLOOR_Z + 0.74), ((0.07, 0), (0.12, 0.14), (0.1, 0.3), (0.03, 0.4)), r["ceramic"])
    _vessel("Credenza shade", (X1 - 0.45, cy - 1.3, FLOOR_Z + 1.1), ((0.2, 0), (0.18, 0.28)), r["lit_shade"]).visible_shadow = False
    _point("Credenza lamp", (X1 - 0.45, cy - 1.3, FLOOR_Z + 1.25), 25.0, 0.1)
    _vessel("Credenza jar", (X1 - 0.45, cy + 1.2, FLOOR_Z + 0.74), ((0.08, 0), (0.15, 0.14), (0.13, 0.3), (0.06, 0.4)), r["clay"])
    _olive(r, X1 - 1.1, Y0 + 1.0, 0.34, 0.6, floor_z=FLOOR_Z)


def _pool_terrace(r, m):
    """The club's pool terrace outside the glass: honed limestone pavers round a long pool lit from
    within under a limestone coping, teak loungers made up in pairs with a low table and a lantern
    between them, lanterns along the pool, beds of grasses in limestone planters at its sides and
    two palms at its seaward corners. Its seaward edge is left open: the lawn, the beach and the sea.
    The gardens' shrubs give way to it, and those low along the beach that would hide the water."""
    clear_planting("Shrub", lambda x, y: X0 - 6 < x < X1 + 6 and 44 < y < PODIUM[2] + 1)
    clear_planting("Shrub", lambda x, y: 20 < x < X1 + 4 and 24 < y < 62)
    # The kids club's plain block (the world's massing, furnished only for its own picture)
    # would stand in the glass's west bay: the view from the club is kept to the gardens and the sea.
    bpy.data.objects.remove(bpy.data.objects["Kids club"])
    tx0, tx1, ty0, ty1 = X0 - 3.0, X1 + 3.0, 59.0, Y0 - 0.05
    px0, px1, py0, py1 = X0 + 1.5, X1 - 1.5, 62.0, 67.6
    pavers = r["tiles"]
    for x0, x1, y0, y1 in ((tx0, tx1, py1, ty1), (tx0, tx1, ty0, py0), (tx0, px0, py0, py1), (px1, tx1, py0, py1)):
        box("Club terrace", ((x0 + x1) / 2, (y0 + y1) / 2, TERRACE_Z - 0.4), (x1 - x0, y1 - y0, 0.4), pavers, 0)
    # The coping, a little proud of the pavers, and the water just below it.
    c = 0.35
    for x0, x1, y0, y1 in ((px0 - c, px1 + c, py1, py1 + c), (px0 - c, px1 + c, py0 - c, py0), (px0 - c, px0, py0, py1), (px1, px1 + c, py0, py1)):
        box("Club pool coping", ((x0 + x1) / 2, (y0 + y1) / 2, TERRACE_Z - 0.05), (x1 - x0, y1 - y0, 0.08), r["limestone"], 0.01)
    box("Club pool", ((px0 + px1) / 2, (py0 + py1) / 2, TERRACE_Z - 0.6), (px1 - px0, py1 - py0, 0.52), m["pool"], 0)
    # The pool's lights, under the water along its long sides: the coping and the pavers catch them.
    for k in range(4):
        lx = px0 + (px1 - px0) * (k + 0.5) / 4
        light = _point("Pool light", (lx, (py0 + py1) / 2, TERRACE_Z + 0.05), 20.0, 0.3, (0.55, 0.9, 1.0))
        light.data.cycles.cast_shadow = False
        light.visible_camera = light.visible_glossy = light.visible_transmission = False
    # Loungers in two pairs between the pool and the glass, a low teak table and a lantern between each pair.
    lanterns = dict(bronze=r["bronze"], glass=r["glass"], flame=r["flame"])
    for cx in (X0 + 4.0, X1 - 4.0):
        for dx in (-0.85, 0.85):
            lounger(cx + dx, 70.6, TERRACE_Z, m)
            box("Lounger towel", (cx + dx, 70.0, TERRACE_Z + 0.37), (0.5, 0.34, 0.06), r["linen"], 0.02)
        box("Lounger table", (cx, 70.9, TERRACE_Z), (0.45, 0.45, 0.38), m["timber"], 0.02)
        _lantern(lanterns, cx, 70.9, TERRACE_Z + 0.38, 0.3)
        _point("Lantern", (cx, 70.9, TERRACE_Z + 0.55), 6.0, 0.05, (1.0, 0.62, 0.3))
    # Tall lanterns along the pool's seaward side and its ends.
    for lx, ly in ((px0 + 1.0, py0 - 1.0), ((px0 + px1) / 2, py0 - 1.0), (px1 - 1.0, py0 - 1.0), (px0 - 1.1, py1 - 0.6), (px1 + 1.1, py1 - 0.6)):
        _lantern(lanterns, lx, ly, TERRACE_Z, 0.7)
        _point("Lantern", (lx, ly, TERRACE_Z + 0.35), 10.0, 0.05, (1.0, 0.62, 0.3))
    # Limestone planters of grasses along the terrace's sides, the lawn's shrubs beyond.
    for x in (tx0 + 0.75, tx1 - 0.75):
        for y0, y1 in ((60.0, 65.0), (69.0, 74.2)):
            box("Terrace planter", (x, (y0 + y1) / 2, TERRACE_Z), (1.2, y1 - y0, 0.45), r["limestone"], 0.02)
            _grasses("Terrace grasses", (x, (y0 + y1) / 2, TERRACE_Z + 0.42), (1.0, y1 - y0 - 0.2), m["garden"], int(x * 10 + y0))
    # Two palms at the terrace's seaward corners, leaning out towards the sea.
    leaning_palm(m, "Terrace palm", 4, tx0 + 0.75, 61.0, TERRACE_Z + 0.3, -95, 0.9)
    leaning_palm(m, "Terrace palm", 2, tx1 - 0.75, 61.6, TERRACE_Z + 0.3, -80, 0.95)
    # A step down from the terrace's open edge to the lawn.
    box("Terrace step", ((tx0 + tx1) / 2, ty0 - 0.25, TERRACE_Z - 0.55), (tx1 - tx0, 0.5, 0.35), pavers, 0)


def build_private_club(m):
    r = _club_materials()
    _podium(r, m)
    _shell(r)
    _portal(X0, X1, y=Y0 + 0.3, floor_z=FLOOR_Z, height=CEILING)
    _seating(r)
    _bar(r)
    _east_wall(r)
    _pool_terrace(r, m)
    for wall_x in (X0 + 0.4, X1 - 0.4):
        _strip("Cove", (wall_x, (Y0 + Y1) / 2, FLOOR_Z + CEILING - 0.1), Y1 - Y0 - 0.6, 120.0)
    _fill("Fill", ((X0 + X1) / 2, Y1 - 0.4, FLOOR_Z + 2.0), 10.0, 35.0)
