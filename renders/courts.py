"""
The sports center in the morning, dressed for its picture: inland of the eastern gardens, a clay
tennis court, two padel courts in glass and two pickleball courts on one pale stone pad, clipped
hedges and palms between them, and along the north side the club house, a long low pavilion of
coral stone and glass under a deep teak-edged roof, its terrace set with tables facing the play.
"""

import math

import bmesh
import bpy
from mathutils import Matrix

from materials import _object_coords, _principled, _varied
from residence import _cylinder
from resort_world import COURT_Z, COURTS, GROUND, SPORTS, SPORTS_LAWN_Z, box, leaning_palm, mesh_object

# The world's court pads' top; each court's surface is laid on it, its lines on that (coplanar
# faces shadow each other black).
PAD_Z = COURT_Z
SURFACE_Z = PAD_Z + 0.01
LAWN_Z = SPORTS_LAWN_Z
TENNIS = COURTS[-1][1:3]
# The club house along the pad's north side, its terrace under the roof's deep overhang.
CLUB_X0, CLUB_X1, CLUB_Y0, CLUB_Y1 = 181.0, 231.0, 204.5, 213.5
ROOF_Y0, ROOF_Z = 200.5, GROUND + 4.2


def _materials():
    return {
        "clay": _varied(_principled("Clay court", (0.42, 0.12, 0.05), roughness=0.95, Specular=0.2), 3.0, 0.25, (0.36, 0.1, 0.045)),
        "turf": _varied(_principled("Padel turf", (0.02, 0.09, 0.1), roughness=0.9, Specular=0.2, Sheen=0.6), 8.0, 0.2, (0.025, 0.11, 0.11)),
        "court": _principled("Pickleball court", (0.16, 0.26, 0.2), roughness=0.8, Specular=0.3),
        "surround": _principled("Court surround", (0.07, 0.14, 0.13), roughness=0.8, Specular=0.3),
        "line": _principled("Court line", (0.86, 0.85, 0.8), roughness=0.6),
        # Chain-link and netting read as a dark veil at any distance: a part-transparent surface.
        "mesh": _principled("Fence mesh", (0.01, 0.018, 0.014), roughness=0.5, Alpha=0.14),
        "net": _principled("Net", (0.01, 0.012, 0.012), roughness=0.8, Alpha=0.55),
        "steel": _principled("Powder-coated steel", (0.012, 0.016, 0.014), roughness=0.4, Metallic=0.6),
        "glass": _principled("Padel glass", (0.9, 0.95, 0.95), roughness=0.0, **{"Transmission": 1.0}),
        "teak": _principled("Teak", (0.5, 0.35, 0.21), roughness=0.5),
        "lawn": mown_lawn(),
        "hedge": _varied(_principled("Clipped hedge", (0.03, 0.08, 0.02), roughness=0.9, Specular=0.1), 4.0, 0.35, (0.06, 0.12, 0.03)),
        "cushion": _principled("Outdoor canvas", (0.9, 0.87, 0.8), roughness=0.95, Sheen=0.5),
        "ball": _principled("Ball felt", (0.72, 0.8, 0.2), roughness=0.95, Sheen=1.0),
    }


def mown_lawn():
    """The lawn mown in stripes 2.5 m wide, light and dark by the way the blades lie."""
    material = _varied(_principled("Mown lawn", (0.045, 0.09, 0.022), roughness=0.9, Specular=0.2), 0.4, 0.3, (0.06, 0.11, 0.03))
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bands = nodes.new("ShaderNodeTexWave")
    bands.bands_direction = "X"
    bands.inputs["Scale"].default_value = 2 * math.pi / (20 * 5.0)
    links.new(_object_coords(material), bands.inputs["Vector"])
    light = nodes.new("ShaderNodeMixRGB")
    light.blend_type = "MULTIPLY"
    light.inputs["Color2"].default_value = (1.2, 1.18, 1.1, 1.0)
    ramp = nodes.new("ShaderNodeMapRange")
    ramp.inputs["From Min"].default_value = 0.45
    ramp.inputs["From Max"].default_value = 0.55
    links.new(bands.outputs["Fac"], ramp.inputs["Value"])
    links.new(ramp.outputs["Result"], light.inputs["Fac"])
    bsdf = nodes["Principled BSDF"]
    links.new(bsdf.inputs["Base Color"].links[0].from_socket, light.inputs["Color1"])
    links.new(light.outputs["Color"], bsdf.inputs["Base Color"])
    return material


def _line(t, x0, y0, x1, y1, width=0.05):
    box("Court line", ((x0 + x1) / 2, (y0 + y1) / 2, SURFACE_Z), (abs(x1 - x0) or width, abs(y1 - y0) or width, 0.004), t["line"], 0)


def _net(t, cx, cy, half, post, middle):
    """A net across the court at cy: its top sags from the posts to the centre, a white tape
    along it and a strap at the middle."""
    bm = bmesh.new()
    steps = 24
    top = [middle + (post - middle) * (2 * k / steps - 1) ** 2 for k in range(steps + 1)]
    low = [bm.verts.new((cx - half + 2 * half * k / steps, cy, PAD_Z + 0.05)) for k in range(steps + 1)]
    high = [bm.verts.new((cx - half + 2 * half * k / steps, cy, PAD_Z + top[k] - 0.05)) for k in range(steps + 1)]
    for k in range(steps):
        bm.faces.new((low[k], low[k + 1], high[k + 1], high[k]))
    mesh_object("Net", bm, t["net"]).visible_shadow = True
    bm = bmesh.new()
    lower = [bm.verts.new((cx - half + 2 * half * k / steps, cy, PAD_Z + top[k] - 0.06)) for k in range(steps + 1)]
    upper = [bm.verts.new((cx - half + 2 * half * k / steps, cy, PAD_Z + top[k])) for k in range(steps + 1)]
    for k in range(steps):
        bm.faces.new((lower[k], lower[k + 1], upper[k + 1], upper[k]))
    mesh_object("Net tape", bm, t["line"])
    box("Net strap", (cx, cy, PAD_Z), (0.05, 0.02, middle), t["line"], 0)
    for side in (-1, 1):
        _cylinder("Net post", (cx + side * half, cy, PAD_Z), 0.04, post + 0.03, t["steel"], 16)


def _fence(t, x0, y0, x1, y1, height, spacing=3.0):
    """A run of fence: steel posts, a top rail and the mesh between."""
    length = math.hypot(x1 - x0, y1 - y0)
    along_x = abs(x1 - x0) > abs(y1 - y0)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    size = (length, 0.02, height) if along_x else (0.02, length, height)
    box("Fence mesh", (cx, cy, PAD_Z), size, t["mesh"], 0)
    rail = (length, 0.05, 0.05) if along_x else (0.05, length, 0.05)
    box("Fence rail", (cx, cy, PAD_Z + height - 0.05), rail, t["steel"], 0)
    for k in range(int(round(length / spacing)) + 1):
        f = k / max(1, round(length / spacing))
        box("Fence post", (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f, PAD_Z), (0.07, 0.07, height), t["steel"], 0)


def _tennis(t, cx, cy):
    box("Clay", (cx, cy, PAD_Z), (18.3, 36.6, 0.01), t["clay"], 0)
    for side in (-1, 1):
        _line(t, cx - 5.485, cy + side * 11.885, cx + 5.485, cy + side * 11.885, 0.08)
        _line(t, cx + side * 5.485, cy - 11.885, cx + side * 5.485, cy + 11.885)
        _line(t, cx + side * 4.115, cy - 11.885, cx + side * 4.115, cy + 11.885)
        _line(t, cx - 4.115, cy + side * 6.4, cx + 4.115, cy + side * 6.4)
        _line(t, cx, cy + side * 11.785, cx, cy + side * 11.885)
    _line(t, cx, cy - 6.4, cx, cy + 6.4)
    _net(t, cx, cy, 6.4, 1.07, 0.914)
    for side in (-1, 1):
        _fence(t, cx - 9.15, cy + side * 18.3, cx + 9.15, cy + side * 18.3, 3.6)
        _fence(t, cx + side * 9.15, cy - 18.3, cx + side * 9.15, cy + 18.3, 3.6)


def _padel(t, cx, cy):
    """A padel court: turf inside glass end walls, glass returning 2 m along the sides, mesh
    between, the steel frame over it."""
    box("Turf", (cx, cy, PAD_Z), (10.0, 20.0, 0.01), t["turf"], 0)
    for side in (-1, 1):
        _line(t, cx - 5.0, cy + side * 6.95, cx + 5.0, cy + side * 6.95)
        box("Padel end glass", (cx, cy + side * 10.0, PAD_Z), (10.0, 0.012, 3.0), t["glass"], 0)
        _fence(t, cx - 5.0, cy + side * 10.0, cx + 5.0, cy + side * 10.0, 4.0, spacing=2.5)
        for end in (-1, 1):
            box("Padel side glass", (cx + side * 5.0, cy + end * 9.0, PAD_Z), (0.012, 2.0, 3.0), t["glass"], 0)
        _fence(t, cx + side * 5.0, cy - 8.0, cx + side * 5.0, cy + 8.0, 3.0, spacing=2.0)
    _line(t, cx, cy - 6.95, cx, cy + 6.95)
    _net(t, cx, cy, 5.0, 0.92, 0.88)


def _pickleball(t, cx, cy):
    box("Court surround", (cx, cy, PAD_Z), (9.1, 18.3, 0.01), t["surround"], 0)
    box("Court", (cx, cy, SURFACE_Z - 0.005), (6.1, 13.41, 0.009), t["court"], 0)
    for side in (-1, 1):
        _line(t, cx - 3.05, cy + side * 6.705, cx + 3.05, cy + side * 6.705)
        _line(t, cx + side * 3.05, cy - 6.705, cx + side * 3.05, cy + 6.705)
        _line(t, cx - 3.05, cy + side * 2.13, cx + 3.05, cy + side * 2.13)
        _line(t, cx, cy + side * 2.13, cx, cy + side * 6.705)
    _net(t, cx, cy, 3.35, 0.914, 0.864)


def _club_house(m, t):
    """Coral stone at the back and ends, glass to the terrace, posts carrying the roof's deep
    overhang, a teak fascia and a slatted teak soffit over the terrace, sedum planted on top."""
    for name in ("Club house", "Club house roof"):
        bpy.data.objects.remove(bpy.data.objects[name])
    cx = (CLUB_X0 + CLUB_X1) / 2
    box("Club house back", (cx, 211.5, PAD_Z), (CLUB_X1 - CLUB_X0, 4.0, ROOF_Z - PAD_Z), m["stone"], 0.03)
    for x in (CLUB_X0 + 1.0, CLUB_X1 - 1.0, cx):
        box("Club house pier", (x, 207.0, PAD_Z), (2.0, 5.0, ROOF_Z - PAD_Z), m["stone"], 0.03)
    box("Club house glass", (cx, 207.0, PAD_Z), (CLUB_X1 - CLUB_X0 - 2.0, 4.6, ROOF_Z - PAD_Z - 0.2), m["glazing"], 0)
    box("Club house terrace", (cx, (ROOF_Y0 + CLUB_Y0) / 2 + 0.25, PAD_Z), (CLUB_X1 - CLUB_X0 + 2.0, CLUB_Y0 - ROOF_Y0 + 0.5, 0.15), m["paving"], 0.02)
    roof_x0, roof_x1 = CLUB_X0 - 2.0, CLUB_X1 + 2.0
    box("Club house roof", (cx, (ROOF_Y0 + CLUB_Y1 + 1.0) / 2, ROOF_Z), (roof_x1 - roof_x0, CLUB_Y1 + 1.0 - ROOF_Y0, 0.4), m["stucco"], 0.03)
    box("Club house planted roof", (cx, (ROOF_Y0 + CLUB_Y1 + 1.0) / 2, ROOF_Z + 0.4), (roof_x1 - roof_x0 - 1.2, CLUB_Y1 - ROOF_Y0 - 0.2, 0.12), m["sedum"], 0.04)
    box("Club house fascia", (cx, ROOF_Y0 - 0.06, ROOF_Z - 0.1), (roof_x1 - roof_x0 + 0.12, 0.12, 0.55), t["teak"], 0.01)
    x = roof_x0 + 0.2
    while x < roof_x1:
        box("Club house soffit slat", (x, (ROOF_Y0 + CLUB_Y0) / 2, ROOF_Z - 0.1), (0.07, CLUB_Y0 - ROOF_Y0, 0.1), t["teak"], 0.005)
        x += 0.24
    for k in range(11):
        box("Club house post", (CLUB_X0 - 1.0 + k * 5.2, ROOF_Y0 + 0.4, PAD_Z + 0.15), (0.22, 0.22, ROOF_Z - PAD_Z - 0.15), t["teak"], 0.01)
    # Tables for two along the terrace, facing the courts.
    for k in range(6):
        x = CLUB_X0 + 4.5 + k * 8.2
        z = PAD_Z + 0.15
        _cylinder("Terrace table", (x, 202.6, z + 0.72), 0.4, 0.03, t["teak"], 32)
        _cylinder("Terrace table stem", (x, 202.6, z), 0.04, 0.72, t["steel"], 16)
        for dx in (-0.75, 0.75):
            _chair(t, x + dx, 202.9, z)


def _chair(t, x, y, z):
    """A teak armchair with a white seat cushion, its back to the club house."""
    for lx in (-0.24, 0.24):
        for ly in (-0.22, 0.22):
            box("Chair leg", (x + lx, y + ly, z), (0.04, 0.04, 0.42), t["teak"], 0.005)
        box("Chair arm", (x + lx, y, z + 0.62), (0.05, 0.5, 0.04), t["teak"], 0.005)
        box("Chair arm post", (x + lx, y - 0.2, z + 0.42), (0.04, 0.04, 0.2), t["teak"], 0.005)
    box("Chair seat", (x, y, z + 0.36), (0.5, 0.5, 0.06), t["teak"], 0.005)
    box("Chair cushion", (x, y, z + 0.42), (0.44, 0.44, 0.07), t["cushion"], 0.02)
    box("Chair back", (x, y + 0.24, z + 0.42), (0.5, 0.04, 0.42), t["teak"], 0.005, (math.radians(-12), 0, 0))


def _bench(t, x, y):
    """A slatted teak bench on two frames, its length along the courts."""
    for k in range(4):
        box("Bench slat", (x - 0.18 + k * 0.12, y, LAWN_Z + 0.42), (0.09, 1.8, 0.03), t["teak"], 0.004)
    for end in (-0.75, 0.75):
        box("Bench frame", (x, y + end, LAWN_Z), (0.46, 0.06, 0.42), t["teak"], 0.005)


def _grounds(m, t):
    """Lawn between the courts with clipped hedges around its edges, a stone walk along the club
    house's terrace, palms between the courts, teak benches courtside and a few balls left from
    the first game of the day."""
    x0, x1, y0, y1 = SPORTS
    bpy.data.objects["Sports lawn"].data.materials[0] = t["lawn"]
    box("Club walk", ((x0 + x1) / 2, 198.8, GROUND - 0.3), (x1 - x0 - 4.0, 3.0, 0.35), m["paving"], 0.02)
    for name, cx, cy, sx, sy in (
        ("Hedge south", (x0 + x1) / 2, y0 + 1.0, x1 - x0, 1.2),
        ("Hedge west", x0 + 0.6, (y0 + 198.0) / 2, 1.2, 198.0 - y0),
        ("Hedge east", x1 - 0.6, (y0 + 198.0) / 2, 1.2, 198.0 - y0),
    ):
        box(name, (cx, cy, LAWN_Z), (sx, sy, 1.3), t["hedge"], 0.25)
    for seed, px, py, turn, scale in (
        (21, 190.0, 161.0, -60, 0.9), (23, 190.0, 191.0, 40, 1.0), (25, 218.9, 162.0, -120, 0.85),
        (27, 218.9, 190.0, 150, 0.95), (29, 243.5, 199.0, 30, 1.05), (31, 161.0, 197.0, 200, 1.0),
    ):
        leaning_palm(m, "Court palm", seed, px, py, LAWN_Z, turn, scale)
    for bx, by in ((219.0, 171.0), (219.0, 181.0), (190.0, 176.0)):
        _bench(t, bx, by)
    bm = bmesh.new()
    for dx, dy in ((1.2, -14.0), (-2.6, -15.1), (3.4, 12.8)):
        at = Matrix.Translation((TENNIS[0] + dx, TENNIS[1] + dy, SURFACE_Z + 0.033))
        bmesh.ops.create_uvsphere(bm, u_segments=16, v_segments=8, radius=0.033, matrix=at)
    mesh_object("Balls", bm, t["ball"], smooth=True)


def build_sports_center(m):
    t = _materials()
    build = {"Tennis court": _tennis, "Padel court": _padel, "Pickleball court": _pickleball}
    for name, cx, cy, _, _ in COURTS:
        build[name](t, cx, cy)
    _club_house(m, t)
    _grounds(m, t)
