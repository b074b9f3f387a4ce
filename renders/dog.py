"""
A fox-red Labrador sitting up, for the pictures of the residents' dogs: a body of blended
metaballs (rump and haunches, ribcage and shoulder blades, neck, skull, muzzle and jaw, legs,
toes and an otter tail) made into a mesh, soft ears, a leather nose and dark eyes set on its
skin, and a short coat of hair strands that lies back and down along the body.

The dog's own frame: metres, +x the way it faces, +y its left, z up from the ground it sits on.
"""

import math

import bmesh
import bpy
from mathutils import Euler, Matrix, Vector

from materials import _object_coords, _object_noise, _principled, math_node
from resort_world import mesh_object

# An isolated metaball's surface lies at about 0.575 of its radius (Blender's falloff at its
# default threshold and stiffness); sizes here are the surface's, scaled up by this.
REACH = 1.0 / 0.575
STILL = Matrix.Identity(4)


def _ball(mb, co, radius, pose=STILL):
    """pose: where the part is moved to from the dog's standard sit (the head turned)."""
    element = mb.elements.new()
    element.co = pose @ Vector(co)
    element.radius = radius * REACH
    return element


def _ellipsoid(mb, co, semi, pitch=0.0, pose=STILL):
    """semi: the half-lengths along the dog's x, y and z before it is pitched (nose up, degrees)."""
    element = _ball(mb, co, 1.0, pose)
    element.type = "ELLIPSOID"
    element.size_x, element.size_y, element.size_z = semi
    element.rotation = pose.to_quaternion() @ Euler((0.0, -math.radians(pitch), 0.0)).to_quaternion()
    return element


def _capsule(mb, start, end, radius):
    """A limb's round section from start to end."""
    start, end = Vector(start), Vector(end)
    element = _ball(mb, (start + end) / 2, radius)
    element.type = "CAPSULE"
    element.size_x = (end - start).length / 2  # a capsule's half-length is in metres
    element.rotation = Vector((1, 0, 0)).rotation_difference(end - start)
    return element


def _limb(mb, points):
    """A tapering limb through (x, y, z, radius) points, one capsule between each pair."""
    for a, b in zip(points, points[1:]):
        _capsule(mb, a[:3], b[:3], (a[3] + b[3]) / 2)


def _head_pose(turn, tilt):
    """The head turned to the dog's left and tilted (degrees) on the top of its neck."""
    pivot = Vector((0.1, 0.0, 0.6))
    return (Matrix.Translation(pivot) @ Matrix.Rotation(math.radians(turn), 4, "Z")
            @ Matrix.Rotation(math.radians(tilt), 4, "X") @ Matrix.Translation(-pivot))


def _head(mb, pose):
    _ellipsoid(mb, (0.15, 0.0, 0.7), (0.098, 0.08, 0.068), 6, pose)  # the skull, broad and flat
    _ellipsoid(mb, (0.262, 0.0, 0.668), (0.085, 0.06, 0.056), -3, pose)  # the muzzle, broad, deep and blunt
    _ellipsoid(mb, (0.25, 0.0, 0.64), (0.074, 0.053, 0.032), -6, pose)  # the lower jaw and the lips
    for side in (1, -1):
        _ball(mb, (0.2, 0.04 * side, 0.736), 0.031, pose)  # the brow, over a marked stop
        _ball(mb, (0.197, 0.051 * side, 0.668), 0.04, pose)  # the cheek


def _body(mb):
    """Both sides are built from one: side is +1 for the dog's left, -1 for its right."""
    _ball(mb, (-0.16, 0.0, 0.17), 0.105)  # the rump, sat on
    _capsule(mb, (-0.13, 0.0, 0.24), (0.0, 0.0, 0.37), 0.095)  # the loin
    _ellipsoid(mb, (0.03, 0.0, 0.4), (0.15, 0.115, 0.135), pitch=55)  # the ribcage
    _ellipsoid(mb, (0.09, 0.0, 0.4), (0.05, 0.08, 0.08), pitch=60)  # the forechest
    _capsule(mb, (0.05, 0.0, 0.46), (0.14, 0.0, 0.63), 0.078)  # the neck
    for side in (1, -1):
        _ellipsoid(mb, (0.045, 0.075 * side, 0.48), (0.06, 0.03, 0.09), 60)  # the shoulder blade
        _ellipsoid(mb, (-0.11, 0.085 * side, 0.16), (0.14, 0.06, 0.11), pitch=-25)  # the haunch
        _limb(mb, ((-0.19, 0.1 * side, 0.045, 0.03), (-0.03, 0.1 * side, 0.03, 0.024)))  # the hock
        _paw(mb, 0.015, 0.1 * side)
        _limb(mb, ((0.06, 0.085 * side, 0.46, 0.048), (0.085, 0.082 * side, 0.3, 0.042), (0.1, 0.078 * side, 0.25, 0.03),
                   (0.112, 0.075 * side, 0.1, 0.023), (0.118, 0.075 * side, 0.06, 0.025), (0.135, 0.075 * side, 0.035, 0.024)))  # the foreleg
        _paw(mb, 0.15, 0.075 * side)
    # The otter tail: thick at the root, down over the rump and along the ground by the right foot.
    _limb(mb, ((-0.22, 0.0, 0.2, 0.036), (-0.27, -0.03, 0.07, 0.03), (-0.24, -0.13, 0.03, 0.024),
               (-0.13, -0.18, 0.025, 0.018), (-0.05, -0.19, 0.022, 0.012)))


def _paw(mb, x, y):
    """A paw: a pad and four toes splayed a little at the front."""
    _ellipsoid(mb, (x - 0.01, y, 0.022), (0.034, 0.028, 0.02))
    for k in range(4):
        spread = (k - 1.5) * 0.016
        _ball(mb, (x + 0.026 - abs(spread) * 0.35, y + spread, 0.016), 0.015)


def _ear(bm, side, pose):
    """A soft ear hanging from the top of the skull, flat against the cheek."""
    made = bmesh.ops.create_uvsphere(bm, u_segments=16, v_segments=10, radius=1.0)
    turn = Matrix.Rotation(math.radians(-15), 4, "Y") @ Matrix.Rotation(math.radians(3 * side), 4, "X")
    placed = Matrix.Translation((0.145, 0.088 * side, 0.645)) @ turn @ Matrix.Diagonal((0.055, 0.014, 0.09, 1.0))
    bmesh.ops.transform(bm, matrix=pose @ placed, verts=made["verts"])


def _coat():
    """A fox-red Labrador's coat: a deep warm gold that stands out from pale boards and sand."""
    material = bpy.data.materials.new("Dog coat")
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    hair = nodes.new("ShaderNodeBsdfHairPrincipled")
    hair.parametrization = "MELANIN"
    # Patches a hand across, a shade lighter or darker: a real coat is never one colour. A fox-red
    # coat is a paler buff on the legs and the chest, a deeper red along the back and the head.
    shade = nodes.new("ShaderNodeMapRange")
    shade.inputs["To Min"].default_value, shade.inputs["To Max"].default_value = 0.24, 0.38
    links.new(_object_noise(material, 9.0, 3.0).outputs["Fac"], shade.inputs["Value"])
    height = nodes.new("ShaderNodeSeparateXYZ")
    links.new(_object_coords(material), height.inputs["Vector"])
    deeper = math_node(material, "MULTIPLY", height.outputs["Z"], 0.14)
    links.new(math_node(material, "ADD", shade.outputs["Result"], deeper), hair.inputs["Melanin"])
    hair.inputs["Melanin Redness"].default_value = 0.85
    hair.inputs["Roughness"].default_value = 0.22
    hair.inputs["Radial Roughness"].default_value = 0.45
    hair.inputs["Random Color"].default_value = 0.15
    skin = nodes["Principled BSDF"]
    skin.inputs["Base Color"].default_value = (0.3, 0.12, 0.035, 1)
    skin.inputs["Roughness"].default_value = 0.85
    # The mesh under the coat shows where strands part: it wears the coat's colour.
    info = nodes.new("ShaderNodeHairInfo")
    mix = nodes.new("ShaderNodeMixShader")
    links.new(info.outputs["Is Strand"], mix.inputs["Fac"])
    links.new(skin.outputs["BSDF"], mix.inputs[1])
    links.new(hair.outputs["BSDF"], mix.inputs[2])
    links.new(mix.outputs["Shader"], nodes["Material Output"].inputs["Surface"])
    return material


def _on_skin(mesh, point, depth):
    """The point of the skin nearest to point, sunk depth into it: where an eye or the nose sits."""
    nearest = min(mesh.vertices, key=lambda vertex: (vertex.co - Vector(point)).length)
    return nearest.co - nearest.normal * depth


def _groom(obj, bare_at):
    """Bare skin round the eyes and the nose, and a shorter coat on the face and the feet: two
    vertex groups the coat's density and length follow."""
    density, short = obj.vertex_groups.new(name="coat"), obj.vertex_groups.new(name="length")
    for vertex in obj.data.vertices:
        co = vertex.co
        bare = min((co - centre).length for centre in bare_at)
        density.add([vertex.index], min(1.0, max(0.0, (bare - 0.016) / 0.012)), "REPLACE")
        face = co.x > 0.17 and co.z > 0.6
        short.add([vertex.index], 0.6 if face or co.z < 0.06 else 1.0, "REPLACE")


def _fur(obj, length):
    """Short hair over the whole body, lying back towards the tail and down towards the ground."""
    obj.modifiers.new("Coat", "PARTICLE_SYSTEM")
    coat = obj.particle_systems[0]
    coat.vertex_group_density, coat.vertex_group_length = "coat", "length"
    settings = coat.settings
    settings.type = "HAIR"
    settings.count = 60000
    settings.emit_from = "FACE"
    # With its velocity set, a hair is four times its speed long: out from the skin, and back and
    # down, so that strands on the flanks lie at a slant, not on end.
    settings.use_advanced_hair = True
    settings.normal_factor = 0.1 * length
    settings.object_align_factor = (-0.16 * length, 0.0, -0.2 * length)
    settings.child_type = "INTERPOLATED"
    settings.child_nbr = 8
    settings.rendered_child_count = 8
    settings.child_length = 0.9
    settings.roughness_1 = 0.001
    settings.root_radius = 1.0
    settings.tip_radius = 0.0
    settings.radius_scale = 0.001
    settings.render_step = 3
    settings.display_step = 2


def dog(name, location, heading, look=(0.0, 0.0)):
    """A sitting Labrador at location, facing heading (degrees from +x, anticlockwise), its head
    turned to its left and tilted by look (degrees)."""
    mb = bpy.data.metaballs.new(name)
    mb.resolution = 0.008
    mb.render_resolution = 0.008
    blobs = bpy.data.objects.new(name, mb)
    bpy.context.collection.objects.link(blobs)
    _body(mb)
    pose = _head_pose(*look)
    _head(mb, pose)
    depsgraph = bpy.context.evaluated_depsgraph_get()
    mesh = bpy.data.meshes.new_from_object(blobs.evaluated_get(depsgraph))
    bpy.data.objects.remove(blobs)
    nose = _on_skin(mesh, pose @ Vector((0.38, 0.0, 0.684)), 0.009)
    eyes = [_on_skin(mesh, pose @ Vector((0.228, 0.053 * side, 0.714)), 0.006) for side in (1, -1)]
    bm = bmesh.new()
    bm.from_mesh(mesh)
    bpy.data.meshes.remove(mesh)
    for side in (1, -1):
        _ear(bm, side, pose)
    body = mesh_object(name, bm, _coat(), smooth=True)
    _groom(body, (nose, *eyes))
    _fur(body, 0.009)
    place = Matrix.Translation(location) @ Matrix.Rotation(math.radians(heading), 4, "Z")
    body.matrix_world = place
    leather = _principled("Dog nose", (0.03, 0.022, 0.02), roughness=0.5)
    eye = _principled("Dog eye", (0.08, 0.035, 0.012), roughness=0.03, Specular=0.9)
    for part, co, semi, material in (
        ("nose", nose, (0.016, 0.024, 0.016), leather),
        ("left eye", eyes[0], (0.016, 0.016, 0.013), eye),
        ("right eye", eyes[1], (0.016, 0.016, 0.013), eye),
    ):
        bm = bmesh.new()
        bmesh.ops.create_uvsphere(bm, u_segments=16, v_segments=10, radius=1.0)
        shape = Matrix.Translation(co) @ pose.to_quaternion().to_matrix().to_4x4() @ Matrix.Diagonal((*semi, 1.0))
        bmesh.ops.transform(bm, matrix=shape, verts=bm.verts)
        mesh_object(f"{name} {part}", bm, material, smooth=True).matrix_world = place
