"""
Renders one shot of the resort with Cycles on the CPU:

    blender -b --factory-startup --python renders/render.py -- SHOT OUT.jpg|OUT.png [--preview] [--percent N]

Shots, their light and lens follow docs/art-direction.md. --preview renders a quarter of the
pixels with few samples, to check a framing in seconds; --percent renders the full quality at a
smaller size.
"""

import math
import os
import subprocess
import sys

import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(__file__))

from resort_world import build_world  # noqa: E402

# name: camera position, target, focal length (mm), sun elevation and azimuth (degrees;
# azimuth from north, clockwise), output size, and samples where not 64.
SHOTS = {
    # From over the shallows, south-west, low enough that the horizon and a band of sky close the frame.
    "aerial": dict(camera=(-245, -300, 105), target=(0, 105, 8), lens=46, sun=(42, 120), haze=(500, 3500), size=(2400, 1500)),
    # A phone draws it at most 1,000 px wide: fewer samples hold up.
    "aerial-portrait": dict(camera=(-125, -235, 92), target=(0, 95, 10), lens=26, sun=(42, 120), haze=(500, 3500), size=(1200, 2134), samples=40),
    # From 20 m over the shallows off the east end, along the shore to the west: sea and sky on
    # the left for the home page's copy, the beach sweeping away, the Ocean House on the right.
    "shore": dict(camera=(250, -80, 20), target=(5, 66, 20), lens=26, shift=-0.06, sun=(32, 105), haze=(600, 6000), size=(2400, 1500), samples=80),
    "shore-portrait": dict(camera=(185, -125, 22), target=(95, 80, 22), lens=30, shift=-0.26, sun=(32, 105), haze=(600, 6000), size=(1200, 2134), samples=40),
    # Standing on the sand beside a pair of loungers, along the beach to the west: the Beach House
    # low and stepped behind the palms. The camera stays level (verticals stay vertical) and the
    # frame shifts up.
    "beach-house": dict(camera=(-2, 12, 2.5), target=(-70, 60, 7), lens=40, shift=0.04, sun=(30, 110), haze=(200, 3000), size=(2400, 1500)),
    # On a phone, a longer lens from a little further west: the terraces fill the middle of the frame.
    "beach-house-portrait": dict(camera=(-12, 8, 2.4), target=(-62, 62, 8), lens=55, shift=0.05, sun=(30, 110), haze=(200, 3000), size=(1200, 2134), samples=40, soften=0.55),
    # From the sand east of the resort in the first hour of sun: the Ocean House's terraces and
    # glazed corner over its club and gardens, light raking across the south face.
    "ocean-house": dict(camera=(168, 10, 3.0), target=(112, 82, 17), lens=32, shift=0.1, sun=(18, 95), haze=(300, 4000), size=(2400, 1500)),
    # Palms and terraces fill a phone's frame with fine detail: `soften` blurs it by a fraction of a
    # pixel, which a 3x screen does not show, to keep the 1200 px portrait within its 60 KB.
    "ocean-house-portrait": dict(camera=(172, 6, 3.0), target=(117, 82, 18), lens=33, shift=0.1, sun=(18, 95), haze=(300, 4000), size=(1200, 2134), samples=40, soften=0.55),
}


def sky(elevation, azimuth):
    world = bpy.data.worlds.new("Sky")
    bpy.context.scene.world = world
    world.use_nodes = True
    nodes, links = world.node_tree.nodes, world.node_tree.links
    texture = nodes.new("ShaderNodeTexSky")
    texture.sky_type = "NISHITA"
    texture.sun_disc = False
    texture.sun_elevation = math.radians(elevation)
    texture.sun_rotation = math.radians(azimuth)
    texture.air_density = 1.0
    texture.dust_density = 0.3  # a little haze over the sea, still blue overhead
    background = nodes["Background"]
    background.inputs["Strength"].default_value = 0.24
    # Seen from the camera, the low sky is cooled towards the sea-air blue of the art direction; the
    # light the sky casts on the resort is the model's own.
    path = nodes.new("ShaderNodeLightPath")
    cooled = nodes.new("ShaderNodeMixRGB")
    cooled.blend_type = "MULTIPLY"
    cooled.inputs["Color2"].default_value = (0.7, 0.9, 1.25, 1)
    # The sea mirrors the sky the camera sees, not the paler one that lights the resort.
    seen = nodes.new("ShaderNodeMath")
    seen.operation = "MAXIMUM"
    links.new(path.outputs["Is Camera Ray"], seen.inputs[0])
    links.new(path.outputs["Is Glossy Ray"], seen.inputs[1])
    links.new(seen.outputs["Value"], cooled.inputs["Fac"])
    links.new(texture.outputs["Color"], cooled.inputs["Color1"])
    links.new(cooled.outputs["Color"], background.inputs["Color"])
    sun = bpy.data.lights.new("Sun", "SUN")
    sun.energy = 4.2
    sun.angle = math.radians(0.6)
    sun.color = (1.0, 0.96, 0.9)
    sun_object = bpy.data.objects.new("Sun", sun)
    bpy.context.collection.objects.link(sun_object)
    # The lamp points away from where the sky draws the sun.
    sun_object.rotation_euler = (math.radians(90 - elevation), 0, math.radians(-azimuth + 180))


def haze(start, depth):
    """Distance fades into a pale sea-air blue, as it does over the island on a humid morning.
    The sky is left as the sky model draws it: haze is laid over the ground only."""
    scene = bpy.context.scene
    scene.render.film_transparent = True
    layer = scene.view_layers[0]
    layer.use_pass_mist = True
    layer.use_pass_environment = True
    scene.world.mist_settings.start = start
    scene.world.mist_settings.depth = depth
    scene.world.mist_settings.falloff = "QUADRATIC"
    scene.use_nodes = True
    nodes, links = scene.node_tree.nodes, scene.node_tree.links
    layers = nodes["Render Layers"]
    mix = nodes.new("CompositorNodeMixRGB")
    mix.inputs[2].default_value = (0.98, 1.06, 1.14, 1)
    strength = nodes.new("CompositorNodeMath")
    strength.operation = "MULTIPLY"
    strength.inputs[1].default_value = 0.75
    links.new(layers.outputs["Mist"], strength.inputs[0])
    links.new(strength.outputs[0], mix.inputs["Fac"])
    links.new(layers.outputs["Image"], mix.inputs[1])
    ground = nodes.new("CompositorNodeSetAlpha")
    links.new(mix.outputs["Image"], ground.inputs["Image"])
    links.new(layers.outputs["Alpha"], ground.inputs["Alpha"])
    over = nodes.new("CompositorNodeAlphaOver")
    links.new(layers.outputs["Env"], over.inputs[1])
    links.new(ground.outputs["Image"], over.inputs[2])
    links.new(over.outputs["Image"], nodes["Composite"].inputs["Image"])


def camera(position, target, lens, shift=0.0):
    data = bpy.data.cameras.new("Camera")
    data.lens = lens
    data.shift_y = shift
    data.clip_end = 12000
    obj = bpy.data.objects.new("Camera", data)
    bpy.context.collection.objects.link(obj)
    obj.location = position
    direction = Vector(target) - Vector(position)
    obj.rotation_euler = direction.to_track_quat("-Z", "Y").to_euler()
    bpy.context.scene.camera = obj


def render(shot_name, out, preview, percent):
    shot = SHOTS[shot_name]
    build_world()
    sky(*shot["sun"])
    camera(shot["camera"], shot["target"], shot["lens"], shot.get("shift", 0.0))
    haze(*shot["haze"])
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    scene.cycles.device = "CPU"
    scene.cycles.use_denoising = False  # Debian builds Cycles without OpenImageDenoise
    scene.cycles.use_adaptive_sampling = True
    scene.cycles.adaptive_threshold = 0.03 if preview else 0.02
    scene.cycles.samples = 24 if preview else shot.get("samples", 64)
    # Fewer, tamer indirect paths: with no denoiser, fireflies cost more than the light they add.
    scene.cycles.max_bounces = 5
    scene.cycles.sample_clamp_indirect = 8.0
    scene.cycles.blur_glossy = 0.8
    scene.cycles.caustics_reflective = False
    scene.cycles.caustics_refractive = False
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "Medium High Contrast"
    scene.view_settings.exposure = -0.4
    width, height = shot["size"]
    scene.render.resolution_x = width
    scene.render.resolution_y = height
    scene.render.resolution_percentage = 25 if preview else percent
    settings = scene.render.image_settings
    settings.color_mode = "RGB"
    settings.file_format = "PNG"
    settings.color_depth = "16"
    master = out.lower().endswith((".jpg", ".jpeg"))
    scene.render.filepath = out + ".png" if master else out
    bpy.ops.render.render(write_still=True)
    if master:
        write_master(scene.render.filepath, out, shot.get("soften"))


def write_master(png, out, soften=None):
    """A master for media/masters, which the image pipeline encodes every rendition from. With no
    denoiser in Debian's Cycles, ffmpeg's non-local means takes out the grain left in flat
    stucco and sky without softening edges."""
    filters = "nlmeans=s=2.5:p=5:r=11" + (f",gblur=sigma={soften}" if soften else "")
    subprocess.run(
        ["ffmpeg", "-loglevel", "error", "-y", "-i", png, "-vf", filters, "-q:v", "2", out],
        check=True,
    )
    os.remove(png)


if __name__ == "__main__":
    args = sys.argv[sys.argv.index("--") + 1 :]
    percent = int(args[args.index("--percent") + 1]) if "--percent" in args else 100
    render(args[0], os.path.abspath(args[1]), "--preview" in args, percent)
