"""The resort's materials, one place: every render uses these, so stone, glass and water match."""

import math

import bpy


def _principled(name, color, roughness=0.6, **inputs):
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    bsdf = material.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Base Color"].default_value = (*color, 1.0)
    bsdf.inputs["Roughness"].default_value = roughness
    for key, value in inputs.items():
        bsdf.inputs[key].default_value = value
    return material


def _shader(name):
    """A material to wire by hand: its nodes and links, the Principled BSDF taken out."""
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    nodes.remove(nodes["Principled BSDF"])
    return material, nodes, links


def _clear(name, ior, tint=(1.0, 1.0, 1.0), top_only=False):
    """A clear surface passed straight through, not refracted, with a reflection at a glance by
    Fresnel: glass or still water that lets the light through without caustics. `top_only`
    mirrors on the face seen from outside alone: from inside, a thin slab's far face would
    reflect all of it back."""
    material, nodes, links = _shader(name)
    clear = nodes.new("ShaderNodeBsdfTransparent")
    clear.inputs["Color"].default_value = (*tint, 1)
    shine = nodes.new("ShaderNodeBsdfGlossy")
    shine.inputs["Roughness"].default_value = 0.02
    fresnel = nodes.new("ShaderNodeFresnel")
    fresnel.inputs["IOR"].default_value = ior
    glance = fresnel.outputs["Fac"]
    if top_only:
        outside = math_node(material, "SUBTRACT", 1.0, nodes.new("ShaderNodeNewGeometry").outputs["Backfacing"])
        glance = math_node(material, "MULTIPLY", glance, outside)
    mix = nodes.new("ShaderNodeMixShader")
    links.new(glance, mix.inputs["Fac"])
    links.new(clear.outputs["BSDF"], mix.inputs[1])
    links.new(shine.outputs["BSDF"], mix.inputs[2])
    links.new(mix.outputs["Shader"], nodes["Material Output"].inputs["Surface"])
    return material


def _object_coords(material):
    """The object's own coordinates: patterns over them stay put whatever the camera."""
    return material.node_tree.nodes.new("ShaderNodeTexCoord").outputs["Object"]


def _object_noise(material, scale, detail):
    noise = material.node_tree.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = scale
    noise.inputs["Detail"].default_value = detail
    material.node_tree.links.new(_object_coords(material), noise.inputs["Vector"])
    return noise


def _bump(material, height, strength, distance):
    """Bends the surface's normal by a height: relief without geometry."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = strength
    bump.inputs["Distance"].default_value = distance
    links.new(height, bump.inputs["Height"])
    links.new(bump.outputs["Normal"], nodes["Principled BSDF"].inputs["Normal"])
    return material


def _varied(material, scale, amount, color_b, middle=0.5):
    """Breaks up a flat colour with a large, soft noise: lawns and sand are never one colour.
    A higher middle leaves less of color_b: flowers dotted over leaves."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    noise = _object_noise(material, scale, 6.0)
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = middle - amount
    ramp.color_ramp.elements[1].position = middle + amount
    ramp.color_ramp.elements[0].color = bsdf.inputs["Base Color"].default_value[:]
    ramp.color_ramp.elements[1].color = (*color_b, 1.0)
    links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    return material


def color_ramp(nodes, stops, interpolation="LINEAR"):
    """A colour ramp node through (position, rgb) stops, first to last."""
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.interpolation = interpolation
    elements = ramp.color_ramp.elements
    elements[0].position, elements[0].color = stops[0][0], (*stops[0][1], 1)
    elements[1].position, elements[1].color = stops[-1][0], (*stops[-1][1], 1)
    for position, color in stops[1:-1]:
        elements.new(position).color = (*color, 1)
    return ramp


def math_node(material, operation, a, b=None):
    """A math node of a and b (sockets or numbers; b left out for a one-input operation), and its
    output."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    node = nodes.new("ShaderNodeMath")
    node.operation = operation
    for socket, value in zip(node.inputs, (a, b)):
        if value is None:
            continue
        if isinstance(value, (int, float)):
            socket.default_value = value
        else:
            links.new(value, socket)
    return node.outputs["Value"]


def multiply(nodes, links, base, by, fac=1.0):
    """A colour darkened by another (a texture's pattern laid over a base): the mix's output."""
    mix = nodes.new("ShaderNodeMixRGB")
    mix.blend_type = "MULTIPLY"
    mix.inputs["Fac"].default_value = fac
    links.new(base, mix.inputs["Color1"])
    links.new(by, mix.inputs["Color2"])
    return mix.outputs["Color"]


def height_range(material, start, end):
    """0 at the height start, 1 at end, clamped: a colour or finish that changes with the world's
    height (depth under the sea, the wet sand's reach)."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    split = nodes.new("ShaderNodeSeparateXYZ")
    links.new(nodes.new("ShaderNodeNewGeometry").outputs["Position"], split.inputs["Vector"])
    height = nodes.new("ShaderNodeMapRange")
    height.inputs["From Min"].default_value = start
    height.inputs["From Max"].default_value = end
    links.new(split.outputs["Z"], height.inputs["Value"])
    return height


def sand_material():
    """Pale coral sand, its colour drifting in broad patches; darker and glossier where the last
    waves have just run back, up to some 15 cm above the sea, the wet's edge wandering."""
    material = _varied(_principled("Sand", (0.55, 0.44, 0.28), roughness=0.95, Specular=0.2), 0.05, 0.25, (0.6, 0.49, 0.33))
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    wet = height_range(material, 0.15, 0.1)
    wander = math_node(material, "MULTIPLY", math_node(material, "SUBTRACT", _object_noise(material, 0.4, 3.0).outputs["Fac"], 0.5), 0.08)
    links.new(math_node(material, "ADD", wet.inputs["Value"].links[0].from_socket, wander), wet.inputs["Value"])
    colour = nodes.new("ShaderNodeMixRGB")
    colour.blend_type = "MULTIPLY"
    colour.inputs["Color2"].default_value = (0.62, 0.6, 0.57, 1)
    links.new(wet.outputs["Result"], colour.inputs["Fac"])
    links.new(bsdf.inputs["Base Color"].links[0].from_socket, colour.inputs["Color1"])
    # Under the water it takes on the shallows' turquoise, as the seabed beyond it does.
    shallows = nodes.new("ShaderNodeMixRGB")
    shallows.inputs["Color2"].default_value = (0.42, 0.62, 0.58, 1)
    links.new(height_range(material, 0.0, -0.9).outputs["Result"], shallows.inputs["Fac"])
    links.new(colour.outputs["Color"], shallows.inputs["Color1"])
    links.new(shallows.outputs["Color"], bsdf.inputs["Base Color"])
    gloss = nodes.new("ShaderNodeMapRange")
    gloss.inputs["To Min"].default_value = 0.95
    gloss.inputs["To Max"].default_value = 0.22
    links.new(wet.outputs["Result"], gloss.inputs["Value"])
    links.new(gloss.outputs["Result"], bsdf.inputs["Roughness"])
    return material


def seabed_material():
    """Sand under shallow water reads turquoise, deepening to ultramarine past the reef."""
    material = _principled("Seabed", (0.8, 0.75, 0.6), roughness=0.9)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    depth = height_range(material, 0.0, -22.0)
    # Reef patches: a noise that darkens the sand into coral heads on the shelf.
    noise = nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 0.045
    noise.inputs["Detail"].default_value = 10.0
    links.new(nodes.new("ShaderNodeNewGeometry").outputs["Position"], noise.inputs["Vector"])
    ramp = color_ramp(
        nodes,
        (
            (0.0, (0.86, 0.82, 0.68)),
            (0.04, (0.55, 0.82, 0.78)),
            (0.12, (0.16, 0.62, 0.66)),
            (0.35, (0.05, 0.36, 0.52)),
            (1.0, (0.015, 0.12, 0.28)),
        ),
    )
    links.new(depth.outputs["Result"], ramp.inputs["Fac"])
    coral = nodes.new("ShaderNodeMixRGB")
    coral.blend_type = "MULTIPLY"
    coral_ramp = nodes.new("ShaderNodeValToRGB")
    coral_ramp.color_ramp.elements[0].position = 0.52
    coral_ramp.color_ramp.elements[0].color = (1, 1, 1, 1)
    coral_ramp.color_ramp.elements[1].position = 0.62
    coral_ramp.color_ramp.elements[1].color = (0.45, 0.5, 0.45, 1)
    links.new(noise.outputs["Fac"], coral_ramp.inputs["Fac"])
    # Coral grows from a few metres of depth: the swimming water off the beach stays clear sand.
    offshore = height_range(material, -2.0, -3.5)
    links.new(offshore.outputs["Result"], coral.inputs["Fac"])
    links.new(ramp.outputs["Color"], coral.inputs["Color1"])
    links.new(coral_ramp.outputs["Color"], coral.inputs["Color2"])
    links.new(coral.outputs["Color"], bsdf.inputs["Base Color"])
    return material


def water_material(body_light):
    """Clear, barely rippled water: the seabed shows through, the sky reflects at a slant. The index
    is lower than water's 1.33 so that a low aerial still sees the turquoise, as a polariser would.
    body_light: how brightly the water's own colour is lit (1 in daylight, 0 after sunset)."""
    material = _principled(
        "Sea", (1.0, 1.0, 1.0), roughness=0.02, **{"Transmission": 1.0, "IOR": 1.2}
    )
    waves = _object_noise(material, 0.35, 10.0)
    ripples = _object_noise(material, 2.2, 6.0)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    both = nodes.new("ShaderNodeMath")
    both.operation = "MULTIPLY_ADD"
    both.inputs[1].default_value = 0.35
    links.new(ripples.outputs["Fac"], both.inputs[0])
    links.new(waves.outputs["Fac"], both.inputs[2])
    _bump(material, both.outputs[0], 0.1, 0.3)
    # Far off, the waves are smaller than a pixel and the sea is a rough mirror, as a breeze leaves
    # it seen from afar: it reflects a wide lobe of the bluer sky above the pale horizon. Seen from
    # the sand, a glassy sea would mirror only that horizon and read as sky.
    rough = nodes.new("ShaderNodeMapRange")
    rough.inputs["From Min"].default_value = 5.0
    rough.inputs["From Max"].default_value = 80.0
    rough.inputs["To Min"].default_value = 0.02
    rough.inputs["To Max"].default_value = 0.5
    links.new(nodes.new("ShaderNodeCameraData").outputs["View Distance"], rough.inputs["Value"])
    links.new(rough.outputs["Result"], nodes["Principled BSDF"].inputs["Roughness"])
    return _sea_body(material, body_light)


# Per metre of water crossed: red is gone within a few metres, blue carries tens (clear tropical
# water), and what the water scatters back tends to a deep blue-green.
SEA_ABSORPTION = (0.5, 0.12, 0.06)
SEA_BODY = (0.02, 0.14, 0.22)


def _sea_body(material, light):
    """The water's own colour, which a clear surface alone lacks: a homogeneous volume under it that
    absorbs and glows, so a long path through the water tends to the body colour (noise-free, unlike
    scattering). Shadow rays skip it: the surface casts no shadow, so a shadow ray from the seabed
    never leaves the water and would be absorbed all the way to the sun; the seabed's ramp already
    darkens with depth."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    densest = max(SEA_ABSORPTION)
    absorption = nodes.new("ShaderNodeVolumeAbsorption")
    absorption.inputs["Color"].default_value = (*(1.0 - a / densest for a in SEA_ABSORPTION), 1)
    lit = math_node(material, "SUBTRACT", 1.0, nodes.new("ShaderNodeLightPath").outputs["Is Shadow Ray"])
    links.new(math_node(material, "MULTIPLY", lit, densest), absorption.inputs["Density"])
    glow = nodes.new("ShaderNodeEmission")
    glow.name = "Sea body"  # render.low_sun_sea dims it
    glow.inputs["Color"].default_value = (*(a * b for a, b in zip(SEA_ABSORPTION, SEA_BODY)), 1)
    glow.inputs["Strength"].default_value = light
    volume = nodes.new("ShaderNodeAddShader")
    links.new(absorption.outputs["Volume"], volume.inputs[0])
    links.new(glow.outputs["Emission"], volume.inputs[1])
    links.new(volume.outputs["Shader"], nodes["Material Output"].inputs["Volume"])
    return material


def surf_material():
    """Broken white water where the waves break on the reef crest."""
    material = bpy.data.materials.new("Surf")
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    output = nodes["Material Output"]
    bsdf = nodes["Principled BSDF"]
    bsdf.inputs["Base Color"].default_value = (0.95, 0.97, 0.97, 1)
    bsdf.inputs["Roughness"].default_value = 0.5
    transparent = nodes.new("ShaderNodeBsdfTransparent")
    mix = nodes.new("ShaderNodeMixShader")
    noise = _object_noise(material, 0.08, 12.0)
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.elements[0].position = 0.5
    ramp.color_ramp.elements[1].position = 0.62
    links.new(noise.outputs["Fac"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], mix.inputs["Fac"])
    links.new(transparent.outputs["BSDF"], mix.inputs[1])
    links.new(bsdf.outputs["BSDF"], mix.inputs[2])
    links.new(mix.outputs["Shader"], output.inputs["Surface"])
    material.blend_method = "HASHED"
    return material


def foam_material():
    """White foam in a lace: a bright line where the wave stops, broken patches behind it fading
    out towards the sea, and a broken line where the backwash meets the still water (the strip's
    u runs from its seaward edge, 0, to the wave's reach, 1; its v is metres above the waterline)."""
    material = bpy.data.materials.new("Foam lace")
    material.use_nodes = True
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    bsdf.inputs["Base Color"].default_value = (0.96, 0.98, 0.98, 1)
    bsdf.inputs["Roughness"].default_value = 0.45
    across = nodes.new("ShaderNodeSeparateXYZ")
    links.new(nodes.new("ShaderNodeUVMap").outputs["UV"], across.inputs["Vector"])
    u, v = across.outputs["X"], across.outputs["Y"]
    edge = nodes.new("ShaderNodeMapRange")  # the line of the reach
    edge.inputs["From Min"].default_value = 0.93
    edge.inputs["From Max"].default_value = 0.975
    links.new(u, edge.inputs["Value"])
    lace = color_ramp(nodes, ((0.48, (0, 0, 0)), (0.56, (1, 1, 1))))
    links.new(_object_noise(material, 0.9, 12.0).outputs["Fac"], lace.inputs["Fac"])
    body = math_node(material, "MULTIPLY", lace.outputs["Color"], u)
    # Where the backwash meets the still water a broken line of foam, so the water's edge is
    # never a clean cut across the sand.
    backwash = nodes.new("ShaderNodeMapRange")
    backwash.interpolation_type = "SMOOTHSTEP"
    backwash.inputs["From Min"].default_value = 0.45
    backwash.inputs["From Max"].default_value = 0.0
    links.new(math_node(material, "ABSOLUTE", v, 0.0), backwash.inputs["Value"])
    broken = color_ramp(nodes, ((0.38, (0, 0, 0)), (0.52, (1, 1, 1))))
    links.new(_object_noise(material, 2.5, 10.0).outputs["Fac"], broken.inputs["Fac"])
    line = math_node(material, "MULTIPLY", backwash.outputs["Result"], broken.outputs["Color"])
    foam = math_node(material, "MAXIMUM", edge.outputs["Result"], math_node(material, "MAXIMUM", body, line))
    # Past the reach nothing: the ramp's far end is dry sand.
    alpha = math_node(material, "MULTIPLY", foam, math_node(material, "LESS_THAN", u, 0.985))
    mix = nodes.new("ShaderNodeMixShader")
    links.new(alpha, mix.inputs["Fac"])
    links.new(nodes.new("ShaderNodeBsdfTransparent").outputs["BSDF"], mix.inputs[1])
    links.new(bsdf.outputs["BSDF"], mix.inputs[2])
    links.new(mix.outputs["Shader"], nodes["Material Output"].inputs["Surface"])
    material.blend_method = "HASHED"
    return material


def _canopy(material, scale, strength, distance=2.0):
    """Tree crowns seen from above: a bumpy surface that the low sun models into light and shade."""
    crowns = material.node_tree.nodes.new("ShaderNodeTexVoronoi")
    crowns.feature = "DISTANCE_TO_EDGE"
    crowns.inputs["Scale"].default_value = scale
    material.node_tree.links.new(_object_coords(material), crowns.inputs["Vector"])
    return _bump(material, crowns.outputs["Distance"], strength, distance)


def canopy_material():
    """The coastal forest's crowns: each tree its own green, picked by the object's random number
    (dark glossy mahogany, olive sea grape, grey buttonwood, a few in new yellow-green leaf),
    mottled within the crown by its leafy clumps, whose relief the sun models."""
    material = _principled("Forest canopy", (0.03, 0.06, 0.02), roughness=0.8, Specular=0.2)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    species = color_ramp(nodes, (
        (0.0, (0.018, 0.042, 0.014)),
        (0.3, (0.028, 0.062, 0.018)),
        (0.55, (0.05, 0.075, 0.022)),
        (0.75, (0.045, 0.068, 0.034)),
        (0.92, (0.085, 0.11, 0.026)),
        (0.97, (0.09, 0.075, 0.03)),
    ), "CONSTANT")
    links.new(nodes.new("ShaderNodeObjectInfo").outputs["Random"], species.inputs["Fac"])
    mottle = _object_noise(material, 0.9, 4.0)
    shade = color_ramp(nodes, ((0.3, (0.6, 0.6, 0.6)), (0.7, (1.25, 1.25, 1.2))))
    links.new(mottle.outputs["Fac"], shade.inputs["Fac"])
    links.new(multiply(nodes, links, species.outputs["Color"], shade.outputs["Color"]), bsdf.inputs["Base Color"])
    return _canopy(material, 1.6, 0.8, 0.4)


def palm_frond_material():
    """Coconut fronds: waxy leaflets that glow where the sun comes through them, yellow-green when
    new, deeper green in their prime, yellowing as they hang old (the frond's age is the UV's v),
    the tips of the leaflets drying (u runs along each leaflet); each palm a little its own."""
    material = _principled("Palm frond", (0.1, 0.17, 0.03), roughness=0.55, Specular=0.2)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    split = nodes.new("ShaderNodeSeparateXYZ")
    links.new(nodes.new("ShaderNodeTexCoord").outputs["UV"], split.inputs["Vector"])
    age = color_ramp(nodes, (
        (0.0, (0.24, 0.28, 0.05)),
        (0.12, (0.11, 0.19, 0.03)),
        (0.5, (0.07, 0.14, 0.022)),
        (0.86, (0.08, 0.13, 0.022)),
        (0.95, (0.24, 0.2, 0.045)),
        (1.0, (0.2, 0.12, 0.05)),
    ))
    links.new(split.outputs["Y"], age.inputs["Fac"])
    dry = nodes.new("ShaderNodeMixRGB")
    dry.inputs["Color2"].default_value = (0.26, 0.2, 0.08, 1)
    links.new(math_node(material, "MULTIPLY", math_node(material, "POWER", split.outputs["X"], 6.0), 0.7), dry.inputs["Fac"])
    links.new(age.outputs["Color"], dry.inputs["Color1"])
    palm = color_ramp(nodes, ((0.0, (0.85, 0.85, 0.8)), (1.0, (1.15, 1.12, 1.0))))
    links.new(nodes.new("ShaderNodeObjectInfo").outputs["Random"], palm.inputs["Fac"])
    leaf = multiply(nodes, links, dry.outputs["Color"], palm.outputs["Color"])
    links.new(leaf, bsdf.inputs["Base Color"])
    # Sun through a leaflet: a share of translucence, warmer and brighter than its face.
    glow = nodes.new("ShaderNodeBsdfTranslucent")
    links.new(multiply(nodes, links, leaf, _constant_color(nodes, (1.6, 1.8, 0.8))), glow.inputs["Color"])
    mix = nodes.new("ShaderNodeMixShader")
    mix.inputs["Fac"].default_value = 0.3
    links.new(bsdf.outputs["BSDF"], mix.inputs[1])
    links.new(glow.outputs["BSDF"], mix.inputs[2])
    links.new(mix.outputs["Shader"], nodes["Material Output"].inputs["Surface"])
    return material


def palm_trunk_material():
    """A coconut palm's trunk: grey over brown, ringed by the scars of fallen fronds."""
    material = _varied(_principled("Palm trunk", (0.2, 0.18, 0.15), roughness=0.9), 3.0, 0.25, (0.13, 0.1, 0.07))
    rings = material.node_tree.nodes.new("ShaderNodeTexWave")
    rings.bands_direction = "Z"
    rings.inputs["Scale"].default_value = 2.2
    rings.inputs["Distortion"].default_value = 1.5
    rings.inputs["Detail"].default_value = 2.0
    material.node_tree.links.new(_object_coords(material), rings.inputs["Vector"])
    return _bump(material, rings.outputs["Fac"], 0.35, 0.02)


def _constant_color(nodes, rgb):
    node = nodes.new("ShaderNodeRGB")
    node.outputs["Color"].default_value = (*rgb, 1)
    return node.outputs["Color"]


def far_forest_material():
    """The forest beyond the modelled trees, seen from kilometres off: crowns in the canopy's
    greens, lit and shaded, in darker and paler drifts, until the haze takes over."""
    material = _principled("Far forest", (1.0, 1.0, 1.0), roughness=0.85, Specular=0.15)
    nodes, links = material.node_tree.nodes, material.node_tree.links
    crowns = color_ramp(nodes, ((0.35, (0.02, 0.04, 0.013)), (0.5, (0.04, 0.068, 0.02)), (0.68, (0.075, 0.1, 0.03))))
    links.new(_object_noise(material, 0.11, 3.0).outputs["Fac"], crowns.inputs["Fac"])
    drifts = color_ramp(nodes, ((0.35, (0.7, 0.7, 0.7)), (0.65, (1.2, 1.15, 1.1))))
    links.new(_object_noise(material, 0.004, 4.0).outputs["Fac"], drifts.inputs["Fac"])
    links.new(multiply(nodes, links, crowns.outputs["Color"], drifts.outputs["Color"]), nodes["Principled BSDF"].inputs["Base Color"])
    return _canopy(material, 0.12, 0.7)


def _rippled(material):
    """Sand close up: wind ripples and footprints catch the low sun."""
    ripples = _object_noise(material, 1.5, 8.0)
    return _bump(material, ripples.outputs["Fac"], 0.35, 0.05)


def _mullioned(material, spacing, frame_color):
    """Glazing divided into panes by slim frames every few metres: a facade, not a black band."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    split = nodes.new("ShaderNodeSeparateXYZ")
    links.new(_object_coords(material), split.inputs["Vector"])
    along = nodes.new("ShaderNodeMath")
    along.operation = "ADD"
    links.new(split.outputs["X"], along.inputs[0])
    links.new(split.outputs["Y"], along.inputs[1])
    scaled = nodes.new("ShaderNodeMath")
    scaled.operation = "DIVIDE"
    scaled.inputs[1].default_value = spacing
    links.new(along.outputs[0], scaled.inputs[0])
    fract = nodes.new("ShaderNodeMath")
    fract.operation = "FRACT"
    links.new(scaled.outputs[0], fract.inputs[0])
    frame = nodes.new("ShaderNodeMath")
    frame.operation = "LESS_THAN"
    frame.inputs[1].default_value = 0.05
    links.new(fract.outputs[0], frame.inputs[0])
    color = nodes.new("ShaderNodeMixRGB")
    color.inputs["Color1"].default_value = bsdf.inputs["Base Color"].default_value[:]
    color.inputs["Color2"].default_value = (*frame_color, 1.0)
    links.new(frame.outputs[0], color.inputs["Fac"])
    links.new(color.outputs["Color"], bsdf.inputs["Base Color"])
    roughness = nodes.new("ShaderNodeMapRange")
    roughness.inputs["To Min"].default_value = 0.04
    roughness.inputs["To Max"].default_value = 0.6
    links.new(frame.outputs[0], roughness.inputs["Value"])
    links.new(roughness.outputs["Result"], bsdf.inputs["Roughness"])
    return material


def _rooms(material, spacing):
    """The glazing cut into rooms of three panes, floor by floor: the object's coordinates, the
    distance along the facade, a random number per room and floor (the same over all its glass),
    and 1 on the glass, 0 on the frames."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    split = nodes.new("ShaderNodeSeparateXYZ")
    links.new(_object_coords(material), split.inputs["Vector"])
    along = math_node(material, "ADD", split.outputs["X"], split.outputs["Y"])
    room = math_node(material, "FLOOR", math_node(material, "DIVIDE", along, spacing * 3))
    level = math_node(material, "FLOOR", math_node(material, "DIVIDE", split.outputs["Z"], 3.6))
    cell = nodes.new("ShaderNodeCombineXYZ")
    links.new(room, cell.inputs["X"])
    links.new(level, cell.inputs["Y"])
    chance = nodes.new("ShaderNodeTexWhiteNoise")
    chance.noise_dimensions = "3D"
    links.new(cell.outputs["Vector"], chance.inputs["Vector"])
    frame = math_node(material, "LESS_THAN", math_node(material, "FRACT", math_node(material, "DIVIDE", along, spacing)), 0.05)
    return split, along, chance.outputs["Value"], math_node(material, "SUBTRACT", 1.0, frame)


def _sheers(material, spacing, share):
    """Daylight: linen sheers drawn behind the glass in some rooms, part of the way across, in soft
    folds, so a facade reads as rooms lived in and not as one dark band."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    _, along, chance, glass = _rooms(material, spacing)

    def op(operation, a, b=None):
        return math_node(material, operation, a, b)

    drawn = op("LESS_THAN", op("FRACT", op("MULTIPLY", chance, 13.7)), share)
    # How far across the room each is drawn, from its west side.
    reach = op("ADD", 0.25, op("MULTIPLY", op("FRACT", op("MULTIPLY", chance, 71.3)), 0.75))
    across = op("LESS_THAN", op("FRACT", op("DIVIDE", along, spacing * 3)), reach)
    folds = op("ADD", 0.82, op("MULTIPLY", op("SINE", op("MULTIPLY", along, 2 * math.pi / 0.16)), 0.18))
    linen = nodes.new("ShaderNodeMixRGB")
    linen.inputs["Color1"].default_value = (0.0, 0.0, 0.0, 1)
    linen.inputs["Color2"].default_value = (0.55, 0.51, 0.45, 1)
    links.new(folds, linen.inputs["Fac"])
    mix = nodes.new("ShaderNodeMixRGB")
    links.new(op("MULTIPLY", op("MULTIPLY", drawn, across), glass), mix.inputs["Fac"])
    links.new(bsdf.inputs["Base Color"].links[0].from_socket, mix.inputs["Color1"])
    links.new(linen.outputs["Color"], mix.inputs["Color2"])
    links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
    return material


def _lit_panes(material, spacing, share, strength):
    """Evening: rooms lit behind the glass, room by room and floor by floor, some left dark; each
    brightest under its ceiling, as downlights leave a room seen from outside."""
    nodes, links = material.node_tree.nodes, material.node_tree.links
    bsdf = nodes["Principled BSDF"]
    split, _, chance, glass = _rooms(material, spacing)

    def op(operation, a, b=None):
        return math_node(material, operation, a, b)

    lit = op("LESS_THAN", chance, share)
    warmth = nodes.new("ShaderNodeValToRGB")
    warmth.color_ramp.elements[0].color = (1.0, 0.5, 0.2, 1)
    warmth.color_ramp.elements[1].color = (1.0, 0.72, 0.45, 1)
    links.new(chance, warmth.inputs["Fac"])
    # Height within the floor: the ceiling glows, the floor line stays darker.
    within = op("FRACT", op("DIVIDE", op("SUBTRACT", split.outputs["Z"], 2.2), 3.6))
    ceiling = op("ADD", op("POWER", within, 2.0), 0.25)
    power = op("MULTIPLY", op("MULTIPLY", op("MULTIPLY", lit, ceiling), glass), strength)
    links.new(warmth.outputs["Color"], bsdf.inputs["Emission"])
    links.new(power, bsdf.inputs["Emission Strength"])
    return material


def _glowing(material, color, strength):
    bsdf = material.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Emission"].default_value = (*color, 1.0)
    bsdf.inputs["Emission Strength"].default_value = strength
    return material


def make_materials(evening=None):
    """evening: None for daylight, or the strength of the lamps (a dusk sky needs less than night)."""
    glazing = _mullioned(
        _principled("Glazing", (0.03, 0.048, 0.058), roughness=0.04, **{"Specular": 0.6}), 1.8, (0.62, 0.6, 0.56)
    )
    soffit = _principled("Soffit", (0.36, 0.22, 0.12), roughness=0.55)
    pool = _principled("Pool", (0.12, 0.58, 0.64), roughness=0.03, **{"Specular": 0.7, "Clearcoat": 1.0})
    if evening:
        _lit_panes(glazing, 1.8, 0.45, evening)
        _glowing(soffit, (1.0, 0.62, 0.32), evening * 0.12)
        _glowing(pool, (0.2, 0.75, 0.8), evening * 0.1)
    else:
        _sheers(glazing, 1.8, 0.45)
    return {
        "stucco": _principled("Stucco", (0.86, 0.83, 0.77), roughness=0.75),
        "stone": _principled("Coral stone", (0.78, 0.74, 0.66), roughness=0.85),
        "glazing": glazing,
        "soffit": soffit,
        "glass": _principled(
            "Balustrade glass", (0.9, 0.95, 0.95), roughness=0.0, **{"Transmission": 1.0}
        ),
        "timber": _principled("Timber", (0.36, 0.22, 0.12), roughness=0.55),
        "grass": _varied(_principled("Lawn", (0.035, 0.07, 0.02), roughness=0.95, Specular=0.15), 0.03, 0.2, (0.08, 0.13, 0.04)),
        "forest": _canopy(
            _varied(_principled("Coastal forest", (0.01, 0.025, 0.008), roughness=0.95, Specular=0.1), 0.006, 0.35, (0.045, 0.06, 0.02)),
            0.09,
            0.9,
        ),
        # A planted roof: low sedum, olive and rust, on the pavilions and the club house.
        "sedum": _varied(_principled("Sedum roof", (0.09, 0.1, 0.04), roughness=0.95, Specular=0.1), 2.0, 0.35, (0.16, 0.13, 0.06)),
        "canopy": canopy_material(),
        "far forest": far_forest_material(),
        "garden": _varied(_canopy(_principled("Planting", (0.03, 0.09, 0.025), roughness=0.9, Specular=0.1), 0.4, 0.8), 0.08, 0.25, (0.05, 0.1, 0.03)),
        "sand": _rippled(sand_material()),
        "paving": _principled("Paving", (0.74, 0.7, 0.62), roughness=0.8),
        "pool": pool,
        "trunk": palm_trunk_material(),
        "frond": palm_frond_material(),
        "coconut": _varied(_principled("Coconut", (0.2, 0.2, 0.04), roughness=0.45, Specular=0.4), 4.0, 0.3, (0.28, 0.17, 0.05)),
        "bloom": _varied(_principled("Flowering shrubs", (0.05, 0.11, 0.03), roughness=0.9, Specular=0.1), 6.0, 0.04, (0.62, 0.16, 0.3), middle=0.58),
        "canvas": _principled("Canvas", (0.93, 0.91, 0.86), roughness=0.8),
        "road": _principled("Drive", (0.32, 0.31, 0.29), roughness=0.9),
        "seabed": seabed_material(),
        "water": water_material(0.0 if evening else 1.0),
        "surf": surf_material(),
        "foam": foam_material(),
    }


def _cane(name, around):
    """Woven rattan, open between its strands, so a chair's back and a pendant read as woven and
    the light comes through them. around: None for a flat panel (a strand every 14 mm across the
    object's x and z), or (strands round, strands up) over a turned shape's own bounds."""
    material = _varied(_principled(name, (0.62, 0.46, 0.28), roughness=0.75), 40.0, 0.3, (0.5, 0.36, 0.2))
    nodes, links = material.node_tree.nodes, material.node_tree.links
    axes = nodes.new("ShaderNodeSeparateXYZ")
    if around is None:
        links.new(_object_coords(material), axes.inputs["Vector"])
        u, v = (math_node(material, "DIVIDE", axes.outputs[k], 0.014) for k in ("X", "Z"))
    else:
        links.new(nodes.new("ShaderNodeTexCoord").outputs["Generated"], axes.inputs["Vector"])
        x, y = (math_node(material, "SUBTRACT", axes.outputs[k], 0.5) for k in ("X", "Y"))
        u = math_node(material, "MULTIPLY", math_node(material, "ARCTAN2", y, x), around[0] / (2 * math.pi))
        v = math_node(material, "MULTIPLY", axes.outputs["Z"], around[1])
    # How far from the nearest strand's middle, 0 on it and 0.5 halfway to the next.
    off = [math_node(material, "ABSOLUTE", math_node(material, "SUBTRACT", math_node(material, "FRACT", w), 0.5)) for w in (u, v)]
    nearest = math_node(material, "MAXIMUM", *off)
    links.new(math_node(material, "GREATER_THAN", nearest, 0.24), nodes["Principled BSDF"].inputs["Alpha"])
    return _bump(material, nearest, 0.4, 0.002)
