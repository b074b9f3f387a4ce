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

import bmesh
import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(__file__))

from beach import build_beach_dawn  # noqa: E402
from beachfront import build_beach_house_sand, build_beachfront  # noqa: E402
from chefs_counter import build_chefs_counter  # noqa: E402
from courts import build_sports_center  # noqa: E402
from dining_room import build_dining_room  # noqa: E402
from garden_walk import build_garden_walk  # noqa: E402
from hotel import build_hotel_gardens, build_pool_gardens  # noqa: E402
from kids_club import build_kids_club  # noqa: E402
from materials import color_ramp, math_node  # noqa: E402
from poolside import build_poolside  # noqa: E402
from private_club import build_private_club  # noqa: E402
from pavilions import build_beach_club, build_sunset_terrace, build_yoga_pavilion  # noqa: E402
from penthouse import OCEAN_BAY, build_penthouse  # noqa: E402
from residence import BAYS, LEVEL, ROOMS, build_residence  # noqa: E402
from shallows import build_shallows  # noqa: E402
from spa import build_spa  # noqa: E402
from trail import build_trail  # noqa: E402
from resort_world import build_world  # noqa: E402

# Evening light, in place of the sun and Nishita's sky: the strength of the rooms' and soffits'
# lamps, the sky's colour from the horizon up (and the afterglow in the west), the haze, and the
# moon's elevation, azimuth and strength.
DUSK = dict(lamps=1.2, glow=0.35, haze=(0.42, 0.36, 0.45),
            sky=((0.0, (1.1, 0.56, 0.32)), (0.05, (0.7, 0.42, 0.42)), (0.14, (0.22, 0.2, 0.36)), (0.4, (0.025, 0.05, 0.14))))
NIGHT = dict(lamps=1.2, moon=(9, 322, 0.15), haze=(0.03, 0.045, 0.08),
             sky=((0.0, (0.05, 0.075, 0.14)), (0.45, (0.004, 0.008, 0.025))))

# name: camera position, target, focal length (mm), sun elevation and azimuth (degrees;
# azimuth from north, clockwise) or evening light, output size, and samples where not 64.
# What /ocean-house's aerial dresses: the aerial's places in its view, and the yoga pavilion
# and the trail east of the Ocean House (the sunset terrace is out of it).
EAST_AERIAL = ("garden-walk", "beach-club", "kids-club", "courts", "yoga", "trail")
# What the aerial and its phone view dress: every place the close-ups dress that shows from there.
AERIAL = ("sunset-terrace", "garden-walk", "beach-club", "kids-club", "courts")
# What the shore's view along the beach dresses: the places east of the Ocean House, as the
# south-east aerial has them, and the hotel's planted terraces.
SHORE = EAST_AERIAL + ("pool-gardens",)
# The pool gardens from over the beach club: the lagoon pool sunk and the hotel's terraces planted
# as its hero has them (but every lounger kept), and the places between that show.
POOL_GARDENS = ("pool-gardens", "garden-walk", "beach-club", "kids-club")

SHOTS = {
    # From over the shallows, south-west, low enough that the horizon and a band of sky close the frame.
    # Dressed with every place the close-ups dress that shows from here and reads from the air
    # (renders/README.md), without the fill lamps and light portals they set for their own cameras.
    "aerial": dict(camera=(-245, -300, 105), target=(0, 105, 8), lens=46, sun=(42, 120), haze=(500, 3500), size=(2400, 1500),
                   dressed=AERIAL, fills=False),
    # /ocean-house's own aerial: from over the sea south-east of the Ocean House, along the resort
    # to the west, the Ocean House in its gardens in the middle, the sea below for the copy. The
    # forest's fine detail fills half the frame, on to the horizon: softening keeps /team's phone
    # band (the 1200 px rendition) and the phone view's portrait within their 60 KB.
    "aerial-east": dict(camera=(320, -235, 95), target=(75, 95, 5), lens=52, sun=(42, 120), haze=(500, 3500), size=(2400, 1500),
                        dressed=EAST_AERIAL, fills=False, soften=0.78),
    "aerial-east-portrait": dict(camera=(300, -200, 95), target=(100, 95, 14), lens=36, sun=(42, 120), haze=(500, 3500), size=(1200, 2134),
                                 samples=40, dressed=EAST_AERIAL, fills=False, soften=0.45),
    # A phone draws it at most 1,000 px wide: fewer samples hold up.
    "aerial-portrait": dict(camera=(-125, -235, 92), target=(0, 95, 10), lens=26, sun=(42, 120), haze=(500, 3500), size=(1200, 2134), samples=40,
                            dressed=AERIAL, fills=False),
    # From 20 m over the shallows off the east end, along the shore to the west: sea and sky on
    # the left for the home page's copy, the beach sweeping away, the Ocean House on the right.
    "shore": dict(camera=(250, -80, 20), target=(5, 66, 20), lens=26, shift=-0.06, sun=(32, 105), haze=(600, 6000), size=(2400, 1500), samples=80,
                  dressed=SHORE, fills=False, breeze=True),
    # Softened a little: it and its film are most of the home page's first view on a phone (600 KB).
    "shore-portrait": dict(camera=(185, -125, 22), target=(95, 80, 22), lens=30, shift=-0.26, sun=(32, 105), haze=(600, 6000), size=(1200, 2134), samples=40,
                           dressed=SHORE, fills=False, breeze=True, soften=0.6),
    # Standing on the sand beside a pair of loungers, along the beach to the west: the Beach House
    # low and stepped behind the palms. The camera stays level (verticals stay vertical) and the
    # frame shifts up.
    "beach-house": dict(camera=(-2, 12, 2.5), target=(-70, 60, 7), lens=40, shift=0.04, sun=(30, 110), haze=(200, 3000), size=(2400, 1500),
                        dressed="beach-house-sand"),
    # On a phone, a longer lens from a little further west: the terraces fill the middle of the
    # frame. The sheers and the palms' fronds are fine detail: softening keeps the 1200 px portrait
    # within its 60 KB. Focused on the palms at f/2: the rippled sand under the copy, nearer,
    # goes a little soft, as a photographer's long lens would leave it.
    "beach-house-portrait": dict(camera=(-12, 8, 2.4), target=(-62, 62, 8), lens=55, shift=0.05, sun=(30, 110), haze=(200, 3000), size=(1200, 2134), samples=40, soften=1.3,
                                 dressed="beach-house-sand", focus=((-45, 45, 6), 2.0)),
    # From the sand east of the resort in the first hour of sun: the Ocean House's terraces and
    # glazed corner over its club and gardens, light raking across the south face.
    "ocean-house": dict(camera=(168, 10, 3.0), target=(112, 82, 17), lens=32, shift=0.1, sun=(18, 95), haze=(300, 4000), size=(2400, 1500)),
    # Palms and terraces fill a phone's frame with fine detail: `soften` blurs it by a fraction of a
    # pixel, which a 3x screen does not show, to keep the 1200 px portrait within its 60 KB.
    "ocean-house-portrait": dict(camera=(172, 6, 3.0), target=(117, 82, 18), lens=33, shift=0.1, sun=(18, 95), haze=(300, 4000), size=(1200, 2134), samples=40, soften=0.68),
    # The island beyond the resort at midday, from the air over the reef east of it: the shelf's
    # turquoise, the reef's white line, the beach and the coastal forest running west.
    "island-coast": dict(camera=(950, -560, 190), target=(300, 0, 0), lens=35, sun=(62, 160), haze=(600, 4000), size=(2400, 1500)),
    # On a phone: down over the reef and the lagoon to the beach, the forest and the resort beyond.
    "island-coast-portrait": dict(camera=(760, -560, 210), target=(420, 40, 0), lens=24, sun=(62, 160), haze=(600, 4000), size=(1200, 2134), samples=40),
    # The hotel in the afternoon, from the lagoon pool's coping at a crouch: the still water and
    # its reflection, the courtyard's palms, the main block's six planted floors in the sun. The
    # planting, the palms' fronds and the ripples are fine detail: softening keeps the 1600 px
    # rendition in budget.
    "hotel": dict(camera=(3, 73.4, 3.3), target=(13, 150, 3.3), lens=30, shift=0.1, sun=(24, 232), haze=(300, 4000),
                  size=(2400, 1500), dressed="hotel", soften=0.63),
    # On a phone: a longer lens, the hotel in the middle of the frame, the water below for the
    # copy; the most softening of any picture keeps the 1200 px portrait within its 60 KB. The
    # reflections in the water need more samples than the other phone views: at 40 they were
    # grain, which cost bytes and showed.
    "hotel-portrait": dict(camera=(6, 74.0, 3.1), target=(6, 150, 3.1), lens=34, shift=0.11, sun=(24, 232), haze=(300, 4000),
                           size=(1200, 2134), samples=96, soften=1.6, dressed="hotel"),
    # The pool gardens in the late morning, from over the beach club: the lagoon and lap pools among
    # the palms, the hotel's main block and its two wings of six planted floors around its palm
    # courtyard, the garden walk and the beds on the lawn below. The palms' fronds are fine
    # detail: softening keeps the 1600 px rendition in budget.
    "pools": dict(camera=(12, 16, 20), target=(20, 120, 5), lens=28, shift=0.0, sun=(45, 120), haze=(400, 4000), size=(2400, 1500),
                  dressed=POOL_GARDENS, soften=0.4),
    # On a phone: from over the palms at the deck's edge, the lagoon pool below (calm water for the
    # copy), its loungers, the palm courtyard and the hotel's west wing. The planted terraces are
    # fine detail, softened as the hero's are to keep the 1200 px portrait within its 60 KB.
    "pools-portrait": dict(camera=(-12, 62, 20), target=(-4, 125, 4), lens=30, shift=0.0, sun=(45, 120), haze=(400, 4000), size=(1200, 2134), samples=40, soften=1.4,
                           dressed=POOL_GARDENS),
    # From the sea off the west end a few minutes after sunset: the Beach House low along the
    # beach, the Ocean House taller behind it, their rooms lit under a pink and blue eastern sky.
    "dusk": dict(camera=(-115, -95, 4.5), target=(10, 70, 12), lens=35, shift=0.08, evening=DUSK,
                 haze=(300, 3000), exposure=0.0, size=(2400, 1500)),
    # The same sea by moonlight, from off the east end: the Ocean House close, the Beach House far.
    "night": dict(camera=(190, -110, 4.5), target=(-10, 75, 14), lens=35, shift=0.1, evening=NIGHT,
                  haze=(300, 3000), exposure=0.2, size=(2400, 1500)),
    # On a phone: the Beach House's stepped terraces from closer in, high in the frame; the copy
    # sits below them on the dark water.
    "dusk-portrait": dict(camera=(-95, -35, 4.2), target=(-80, 70, 12), lens=28, shift=-0.12, evening=DUSK,
                          haze=(300, 3000), exposure=0.0, size=(1200, 2134), samples=40),
    # On a phone: the Ocean House, lit floor over floor, and the moon's path on the water.
    "night-portrait": dict(camera=(175, -75, 4.5), target=(105, 80, 16), lens=30, shift=0.1, evening=NIGHT,
                           haze=(300, 3000), exposure=0.2, size=(1200, 2134), samples=40, soften=0.55),
    # Inside B-303, the middle residence of the Beach House's third floor, late in the morning:
    # from the back of the living room across the sofa and rug to the glass wall slid open, the
    # terrace, the palms' crowns and the sea.
    "living-room": dict(camera=(-84.4, 80.0, 11.1), target=(-89.6, 71.0, 11.1), lens=24, shift=-0.02, sun=(32, 140), haze=(400, 4000),
                        size=(2400, 1500), residence="living", exposure=0.4, samples=64, denoise=6),
    # On a phone: nearer the glass, the pair of lounge chairs and the table below, the opening,
    # the palms and the sea in the middle of the frame.
    "living-room-portrait": dict(camera=(-86.4, 77.0, 10.95), target=(-89.2, 70.0, 10.95), lens=22, shift=-0.08, sun=(32, 140),
                                 haze=(400, 4000), size=(1200, 2134), residence="living", exposure=0.4, samples=48, denoise=6, soften=0.89),
    # The same residence's kitchen, from behind the island: its marble top and three opal glass
    # pendants, the cane-backed stools, the oak joinery on the left, the glass open to the terrace
    # and sea.
    "kitchen": dict(camera=(-84.2, 79.6, 11.4), target=(-78.6, 71.4, 11.4), lens=24, shift=-0.06, sun=(32, 140), haze=(400, 4000),
                    size=(2400, 1500), residence="living", exposure=0.4, samples=64, denoise=6),
    # On a phone: along the island from its west end, the pendants over it, the glass and the sea.
    "kitchen-portrait": dict(camera=(-82.3, 78.2, 11.45), target=(-79.6, 71.0, 11.45), lens=22, shift=-0.12, sun=(32, 140),
                             haze=(400, 4000), size=(1200, 2134), residence="living", exposure=0.4, samples=40, denoise=6, soften=0.81),
    # Dawn in B-304's primary bedroom: from beside the partition, across the made bed to the
    # glass and the sea; the low sun from the east falls across the room onto the west wall.
    "primary-bedroom": dict(camera=(-67.5, 75.6, 11.45), target=(-72.0, 73.2, 11.45), lens=22, shift=-0.16, sun=(12, 112), haze=(400, 4000),
                            size=(2400, 1500), residence="bedroom", exposure=0.4, samples=64, denoise=6),
    # On a phone: from beside the foot of the bed, its throw and bench below, to the lounge
    # chair, the sheer in the sun and the glass onto the terrace, the palms and the sea.
    "primary-bedroom-portrait": dict(camera=(-69.3, 74.8, 11.25), target=(-74.0, 70.0, 11.25), lens=26, shift=-0.14, sun=(12, 112), haze=(400, 4000),
                                     size=(1200, 2134), residence="bedroom", exposure=0.4, samples=56, denoise=6, soften=0.55),
    # The same suite's bathroom in the late morning: from beside the shower, the stone bath in the
    # middle before the open glass, the palms and the sea on the left where the copy sits at
    # 1440, the olive and a vanity's round mirror on the right.
    "primary-bathroom": dict(camera=(-60.6, 75.3, 11.3), target=(-64.4, 70.9, 11.3), lens=22, shift=-0.08, sun=(40, 150), haze=(400, 4000),
                             size=(2400, 1500), residence="bathroom", exposure=0.3, samples=64, denoise=6),
    # On a phone: the bath, a teak stool of towels, the glass and the sea. The slatted ceiling and
    # the fronds are fine detail: a little more softening keeps the 1200 px portrait within 60 KB.
    "primary-bathroom-portrait": dict(camera=(-65.2, 74.4, 11.2), target=(-63.1, 70.4, 11.2), lens=24, shift=-0.28, sun=(40, 150), haze=(400, 4000),
                                      size=(1200, 2134), residence="bathroom", exposure=0.3, samples=56, denoise=6, soften=1.04),
    # B-303's terrace in the afternoon: from its east end, past a table set for lunch under a
    # parasol, to the loungers and the planter at the far end, the living room's glass open on the
    # right, the palms and the sea on the left. The parasol's valance, lit by the sky alone across
    # the top of the frame, takes more samples than the sunlit floor to come out clean.
    "terrace": dict(camera=(-77.4, 69.5, 11.4), target=(-90.0, 67.0, 11.4), lens=24, shift=-0.08, sun=(35, 235), haze=(400, 4000),
                    size=(2400, 1500), residence="terrace", exposure=0.0, samples=80, denoise=6),
    # On a phone: from the west end, the loungers below, the table and parasol beyond, the sea.
    # The paving's joints are fine detail: a little more softening keeps the portrait within 60 KB.
    "terrace-portrait": dict(camera=(-91.0, 69.6, 11.3), target=(-84.0, 66.4, 11.3), lens=26, shift=-0.1, sun=(35, 235), haze=(400, 4000),
                             size=(1200, 2134), residence="terrace", exposure=0.0, samples=40, denoise=6, soften=1.2),
    # Penthouse 1003's great room on the Ocean House's tenth floor, in the morning: from behind
    # the sectional, across the rug to the glass slid open, the terrace's plunge pool and the sea
    # from 35 m up; the dining table under its bronze rings on the right. The haze starts further
    # out than from the beach: from this high most of the sea is hundreds of metres off.
    "penthouse": dict(camera=(116.2, 85.9, 36.3), target=(106.8, 77.0, 36.1), lens=22, shift=-0.04, sun=(35, 100), haze=(1200, 6000),
                      size=(2400, 1500), residence="penthouse", exposure=0.0, samples=64, denoise=6),
    # On a phone: from behind the sectional's east end, the opening and the sea above its back.
    "penthouse-portrait": dict(camera=(113.4, 87.9, 36.4), target=(109.8, 76.0, 36.2), lens=22, shift=-0.1, sun=(35, 100), haze=(1200, 6000),
                               size=(1200, 2134), residence="penthouse", exposure=0.0, samples=48, denoise=6, soften=0.55),
    # The same room's west end, for the interiors' detail: from between the console and the back
    # wall, along the walnut table under its bronze rings to the olive by the glass; the credenza
    # and the canvas on the right, the sea on the left.
    "penthouse-dining": dict(camera=(109.6, 87.0, 36.1), target=(101.8, 80.6, 36.0), lens=26, shift=-0.04, sun=(35, 100), haze=(1200, 6000),
                             size=(2400, 1500), residence="penthouse", exposure=0.0, samples=64, denoise=6),
    "penthouse-dining-portrait": dict(camera=(108.6, 86.8, 36.1), target=(103.0, 81.4, 36.0), lens=24, shift=-0.1, sun=(35, 100), haze=(1200, 6000),
                                      size=(1200, 2134), residence="penthouse", exposure=0.0, samples=48, denoise=6, soften=0.55),
    # Its terrace: from just past the west planter (over it, its grasses crossed the frame's
    # foot), past the loungers to the plunge pool along the glass balustrade, the great room's
    # glass open on the left, the sea on the right. In the afternoon, with the sun behind the
    # camera, the sea is a deep blue and the shallows turquoise below; the morning's sun,
    # ahead, laid a pale glare over both.
    "penthouse-terrace": dict(camera=(103.7, 76.8, 36.5), target=(115.0, 73.6, 36.0), lens=24, shift=-0.1, sun=(35, 250), haze=(1200, 6000),
                              size=(2400, 1500), residence="penthouse", exposure=-0.2, samples=48, denoise=6),
    "penthouse-terrace-portrait": dict(camera=(104.0, 76.9, 36.5), target=(112.0, 73.2, 35.9), lens=24, shift=-0.1, sun=(35, 250), haze=(1200, 6000),
                                       size=(1200, 2134), residence="penthouse", exposure=-0.2, samples=40, denoise=6, soften=0.55),
    # The sunset terrace as the sun meets the sea: from the deck's east end under the pergola,
    # past the sofas and lanterns to the palms, the beach curving away west and the sun low over
    # the water, right of the copy's band (the portrait, rendered first, has it at 243°).
    "sunset-terrace": dict(camera=(-151.2, 38.8, 3.7), target=(-179.2, 31.3, 3.6), lens=26, shift=0.08, sun=(2.5, 264), haze=(200, 4000),
                           size=(2400, 1500), dressed="sunset-terrace", sunset=True, exposure=0.1, samples=64, denoise=5),
    # On a phone: from beside the nearer sofas, the sun between two palms, the deck below for the copy.
    "sunset-terrace-portrait": dict(camera=(-155.0, 38.0, 4.0), target=(-181.0, 26.0, 4.6), lens=24, shift=-0.05, sun=(2.5, 243), haze=(200, 4000),
                                    size=(1200, 2134), dressed="sunset-terrace", sunset=True, exposure=0.1, samples=48, denoise=5, soften=0.55),
    # Lunch at the beach club: from the back of the deck under its roof, across tables laid in
    # white linen to the umbrellas on the sand and the sea, in the shade of the slatted ceiling.
    # The sun is high behind the camera: facing it, the sea turns to silver glare.
    "beach-club": dict(camera=(33.8, 33.2, 3.55), target=(21.0, 23.0, 3.3), lens=28, shift=0.0, sun=(55, 80), haze=(300, 4000),
                       size=(2400, 1500), dressed="beach-club", exposure=-0.1, samples=40, denoise=6),
    # On a phone: from behind a table on the front row, past its place settings to the umbrellas and the sea.
    "beach-club-portrait": dict(camera=(31.8, 33.4, 3.55), target=(27.6, 24.0, 3.15), lens=24, shift=-0.16, sun=(55, 80), haze=(300, 4000),
                                size=(1200, 2134), dressed="beach-club", exposure=-0.1, samples=28, denoise=6, soften=0.55),
    # The beach east of the resort at first light: from the wet sand, footprints leading along the
    # shore to a pair of loungers by a furled umbrella, palms leaning out from the wild coast on
    # the left, the sun just up over a calm sea on the right.
    "beach-dawn": dict(camera=(345.0, 9.5, 1.4), target=(425.0, -4.5, 1.5), lens=24, shift=0.03, sun=(3.5, 112), haze=(200, 4000),
                       size=(2400, 1500), dressed="beach-dawn", sunset=True, exposure=-0.3, samples=48, denoise=5),
    # On a phone: a wider lens from the same place, the footprints below for the copy.
    "beach-dawn-portrait": dict(camera=(345.0, 9.5, 1.4), target=(425.0, 5.3, 2.0), lens=18, shift=-0.05, sun=(3.5, 112), haze=(200, 4000),
                                size=(1200, 2134), dressed="beach-dawn", sunset=True, exposure=-0.3, samples=40, denoise=5, soften=0.55),
    # The spa's yoga pavilion at sunrise: from the back of the deck, past two mats laid towards
    # the sea under the slatted pergola, its sheers lifting in the breeze; the low sun from the
    # left lays the posts' long shadows across the boards.
    "yoga": dict(camera=(239.8, 44.6, 3.4), target=(278.4, -1.4, 3.4), lens=24, shift=-0.03, sun=(7, 108), haze=(200, 4000),
                 size=(2400, 1500), dressed="yoga", sunset=True, exposure=0.0, samples=48, denoise=5),
    "yoga-portrait": dict(camera=(240.6, 44.4, 3.4), target=(261.7, -0.9, 3.4), lens=20, shift=-0.08, sun=(7, 108), haze=(200, 4000),
                          size=(1200, 2134), dressed="yoga", sunset=True, exposure=0.0, samples=40, denoise=5, soften=0.55),
    # The resort's beach in the afternoon from the water's edge at its west end: east along the foam
    # and the bay to the umbrellas, the palms and the Ocean House, the sun across the frame from the
    # right raking the sand's ripples. On a phone, turned towards the resort on a longer lens.
    "beachfront": dict(camera=(-151, -0.2, 2.3), target=(-20, 2, 2.3), lens=28, shift=-0.14, exposure=-0.75, sun=(22, 200), haze=(600, 6000),
                       size=(2400, 1500), dressed="beachfront", denoise=2.0),
    "beachfront-portrait": dict(camera=(-151, -0.2, 2.3), target=(-20, 9, 2.3), lens=30, shift=-0.1, exposure=-0.75, sun=(22, 200), haze=(600, 6000),
                                size=(1200, 2134), dressed="beachfront", samples=40, denoise=2.0),
    # The shallows off the wild coast in the morning, looked down on from a few metres up: a
    # paddleboard and a kayak on clear water over rippled sand and coral heads, their shadows on
    # the seabed. The sun is behind the camera's left: facing it, the water would be glare.
    "shallows": dict(camera=(299.0, -63.0, 9.0), target=(303.5, -71.5, 0.0), lens=35, sun=(55, 100), haze=(400, 4000),
                     size=(2400, 1500), dressed="shallows", exposure=-0.2, samples=48),
    "shallows-portrait": dict(camera=(301.5, -62.0, 10.0), target=(302.0, -70.0, 0.0), lens=28, sun=(55, 100), haze=(400, 4000),
                              size=(1200, 2134), dressed="shallows", exposure=-0.2, samples=40, soften=0.55),
    # The coastal trail in the morning: from the boardwalk along the top of the beach, a resident's
    # Labrador sitting up by its water bowl, and beyond it sea grape and palms, the yoga pavilion
    # and the Ocean House, the sea on the left. The sun is behind the camera.
    "trail": dict(camera=(305.2, 40.5, 3.75), target=(240.0, 31.3, 3.4), lens=26, shift=-0.12, sun=(30, 110), haze=(300, 4000),
                  size=(2400, 1500), dressed="trail", exposure=-0.1, samples=48),
    # On a phone: crouched nearer, looking down a little on the dog, the walk and the palms above
    # it, the near boards below for the copy. The sea grape's leaves are fine detail: more
    # softening keeps the 1200 px portrait within 60 KB.
    "trail-portrait": dict(camera=(304.6, 40.35, 3.5), target=(240.0, 27.8, 3.5), lens=28, shift=-0.3, sun=(30, 110), haze=(300, 4000),
                           size=(1200, 2134), dressed="trail", exposure=-0.1, samples=40, soften=0.75),
    # The sports center in the morning: from over the lawn at its south-east corner, across the
    # clay tennis court to the padel and pickleball courts, the club house along the far side
    # under its deep roof. The sun is on the right, the courts' shadows fall to the west.
    "courts": dict(camera=(247.0, 146.0, 15.0), target=(203.0, 196.0, 0.0), lens=26, sun=(25, 100), haze=(300, 4000),
                   size=(2400, 1500), dressed="courts", exposure=-0.2),
    # On a phone: the clay court below for the copy, the padel courts and the club house above.
    "courts-portrait": dict(camera=(242.0, 147.0, 15.0), target=(214.0, 194.0, 0.0), lens=22, shift=-0.1, sun=(25, 100), haze=(300, 4000),
                            size=(1200, 2134), dressed="courts", exposure=-0.2, samples=40, soften=0.55),
    # The adults' pool in the late morning: from behind the loungers, over a tray just set down on
    # the table between them, across the still pool to the lap pool, the palms and the sea.
    # The light through a tumbler of water crosses six glass and water faces before it meets the
    # tray: with five bounces in all (`bounces`) the glasses were black.
    "poolside": dict(camera=(40.7, 104.9, 3.75), target=(38.0, 88.0, 2.1), lens=28, sun=(55, 140), haze=(400, 4000),
                     size=(2400, 1500), dressed="poolside", exposure=-0.6, samples=64, bounces=10),
    # On a phone: nearer the table, the tray in the middle. The palms and the pavers are fine
    # detail: more softening keeps the 1200 px portrait within 60 KB.
    "poolside-portrait": dict(camera=(40.45, 104.3, 3.7), target=(39.2, 92.0, 2.0), lens=24, shift=-0.1, sun=(55, 140), haze=(400, 4000),
                              size=(1200, 2134), dressed="poolside", exposure=-0.6, samples=48, soften=0.96, bounces=10),
    # The kids club in the morning: from the back of the room, past the low table with its toys
    # and stools, the play tent and the aquarium, to the glass slid open, the deck and the beach;
    # the low sun reaches in under the overhang across the oak. Exposed a little for the view
    # beyond, as a photographer would, and clamped: the sun through the aquarium sprinkled the
    # floor with specks.
    "kids-club": dict(camera=(68.6, 49.3, 3.8), target=(67.6, 41.0, 3.25), lens=24, shift=-0.06, sun=(28, 165), haze=(400, 4000),
                      size=(2400, 1500), dressed="kids-club", indoors=True, exposure=-0.3, samples=64, denoise=5, clamp=(3.0, 1.0)),
    "kids-club-portrait": dict(camera=(68.2, 48.8, 3.8), target=(66.8, 41.0, 3.2), lens=22, shift=-0.12, sun=(28, 165), haze=(400, 4000),
                               size=(1200, 2134), dressed="kids-club", indoors=True, exposure=-0.3, samples=56, denoise=5, soften=0.55, clamp=(3.0, 1.0)),
    # The garden walk in the morning: from near the beach club, west along the limestone path
    # between the two rows of palms to the Beach House's stepped terraces; the sun behind. The
    # palms' fronds overhead are fine detail: softening keeps the 1600 px rendition in budget.
    "garden-walk": dict(camera=(14.0, 50.2, 3.55), target=(-40.0, 58.0, 4.5), lens=26, shift=0.02, sun=(30, 105), haze=(300, 4000),
                        size=(2400, 1500), dressed="garden-walk", exposure=-0.3, samples=56, soften=0.4),
    # On a phone: a wider lens, a bed of grasses and the path below for the copy. The blades and
    # the fronds are fine detail: more softening keeps the 1200 px portrait within 60 KB (at a
    # phone's three pixels to the point the blur is finer than the eye resolves).
    "garden-walk-portrait": dict(camera=(14.0, 50.0, 3.55), target=(-40.0, 57.0, 4.0), lens=24, shift=-0.08, sun=(30, 105), haze=(300, 4000),
                                 size=(1200, 2134), dressed="garden-walk", exposure=-0.3, samples=40, soften=1.5),
    # The Ocean House's private club at dusk: from the back of the double-height lounge, past
    # the leather club chairs round their stone table, the bar's backlit onyx on the right, to
    # the two-storey glass, the pool terrace glowing, the palms and the last light on the sea.
    # Clamped as the kids club is: the lamps' light, bounced off the leather and the rug, specks.
    "private-club": dict(camera=(108.4, 86.4, 4.5), target=(102.6, 75.0, 4.5), lens=22, shift=-0.04, evening=DUSK, haze=(800, 5000),
                         size=(2400, 1500), dressed="private-club", indoors=True, exposure=0.0, samples=64, denoise=5, clamp=(3.0, 1.0)),
    "private-club-portrait": dict(camera=(107.2, 85.3, 4.4), target=(104.8, 75.0, 4.4), lens=22, shift=-0.2, evening=DUSK, haze=(800, 5000),
                                  size=(1200, 2134), dressed="private-club", indoors=True, exposure=0.0, samples=56, denoise=5, soften=0.55, clamp=(3.0, 1.0)),
    # The spa's relaxation pool in the early afternoon, from the near end of the pool along the
    # water to the window onto the walled garden; the sun grazes the north wall through the roof's slot.
    "spa": dict(camera=(94.9, 141.5, 3.6), target=(106.0, 141.7, 3.35), lens=22, shift=0.0, sun=(60, 200), haze=(400, 4000),
                size=(2400, 1500), dressed="spa", indoors=True, exposure=0.45, samples=128, denoise=5),
    "spa-portrait": dict(camera=(96.6, 141.5, 3.7), target=(106.0, 141.7, 3.45), lens=20, shift=-0.16, sun=(60, 200), haze=(400, 4000),
                         size=(1200, 2134), dressed="spa", indoors=True, exposure=0.45, samples=64, denoise=5, soften=1.0),
    # A dining room set for dinner as the sun goes down, in the Ocean House's west corner
    # residence on the eighth floor: from the table's east end, along the candles and flowers to
    # the glass and the sun over the sea, the terrace's glass on the left.
    # The sun 3° up, its light raking in; a warm haze over the gardens and the sea (seen through
    # the room's glass, which passes the camera's rays straight through so that the haze finds
    # them). The sunset's orange is balanced out of the room's whites (`balance`), the High
    # Contrast look gives the shadows depth, and tighter clamps keep the light the sunlit
    # patches bounce about from turning to specks; more samples for the grain in the ceiling.
    "dining-room": dict(camera=(94.4, 85.9, 29.1), target=(85.1, 84.5, 29.0), lens=26, shift=-0.06, sun=(3, 253), haze=(100, 1500, (1.0, 0.84, 0.7), 0.3),
                        size=(2400, 1500), dressed="dining-room", sunset=True, indoors=True, exposure=-0.35, samples=96, denoise=5, soften=0.6,
                        balance=(1.08, 1.0, 0.88), clamp=(3.0, 1.0), look="High Contrast", matte_forest=True),
    "dining-room-portrait": dict(camera=(93.6, 85.55, 29.15), target=(85.1, 84.75, 29.1), lens=22, shift=-0.2, sun=(3, 253), haze=(100, 1500, (1.0, 0.84, 0.7), 0.3),
                                 size=(1200, 2134), dressed="dining-room", sunset=True, indoors=True, exposure=-0.35, samples=56, denoise=5, soften=1.0,
                                 balance=(1.08, 1.0, 0.88), clamp=(3.0, 1.0), look="High Contrast", matte_forest=True),
    # /mandarin-oriental's culinary chapter: the hotel restaurant's chef's counter in the late
    # morning, the snappers on ice and the island's produce sharp at f/2.8 on the nearer fish's
    # head, the glass, the courtyard's palms and the pools soft beyond. The catch is in the
    # middle of the frame, where the split panel's crop (about half the width) keeps it.
    "chefs-counter": dict(camera=(20.06, 154.6, 3.96), target=(19.46, 153.1, 3.6), lens=45, shift=0.1, sun=(45, 120), haze=(150, 2500),
                          size=(2400, 1500), dressed="chefs-counter", indoors=True, exposure=0.15, samples=64, denoise=5,
                          focus=((19.6, 153.25, 3.58), 2.8)),
    # On a phone: from behind the tray on a 45 mm lens, the board soft in the foreground under
    # the copy, the catch and the produce in the middle, the garden above.
    "chefs-counter-portrait": dict(camera=(19.58, 154.62, 3.98), target=(19.46, 153.05, 3.62), lens=45, shift=0.02, sun=(45, 120),
                                   haze=(150, 2500), size=(1200, 2134), dressed="chefs-counter", indoors=True, exposure=0.15, samples=48,
                                   denoise=5, soften=0.6, focus=((19.6, 153.25, 3.58), 2.8)),
    # Its primary bath at the floor's east end, in the late afternoon: from the vanities' end, past
    # the stone bath to the glass open to the terrace and the sea from 35 m up, the shower's
    # marble on the left. The low sun comes in through the glass across the floor; from the
    # morning's east it stayed on the terrace and left the room a grey cave.
    "penthouse-bath": dict(camera=(127.2, 83.6, 36.4), target=(133.4, 77.6, 36.3), lens=22, shift=-0.06, sun=(20, 200), haze=(1200, 6000),
                           size=(2400, 1500), residence="penthouse", exposure=0.15, samples=80, denoise=6),
    # On a phone: nearer the bath, the glass and the sea above it, the floor below for the copy.
    "penthouse-bath-portrait": dict(camera=(128.6, 82.4, 36.4), target=(132.2, 77.0, 36.2), lens=22, shift=-0.1, sun=(20, 200), haze=(1200, 6000),
                                    size=(1200, 2134), residence="penthouse", exposure=0.15, samples=56, denoise=6, soften=0.55),
}


def sky(elevation, azimuth, sunset=False, clouds=False):
    """Nishita's daylight sky and its sun. At sunset the disc is drawn on the horizon, the low sky
    keeps its own orange (no cooling), and the sun's light is warm and weak."""
    world = bpy.data.worlds.new("Sky")
    bpy.context.scene.world = world
    world.use_nodes = True
    nodes, links = world.node_tree.nodes, world.node_tree.links
    texture = nodes.new("ShaderNodeTexSky")
    texture.sky_type = "NISHITA"
    texture.sun_disc = sunset
    texture.sun_size = math.radians(0.8)
    texture.sun_intensity = 0.12
    texture.sun_elevation = math.radians(elevation)
    texture.sun_rotation = math.radians(azimuth)
    texture.air_density = 1.0
    # A little haze over the sea, still blue overhead; at sunset more, for the low sun's orange.
    texture.dust_density = 1.2 if sunset else 0.3
    texture.ozone_density = 2.0 if sunset else 1.0
    background = nodes["Background"]
    background.inputs["Strength"].default_value = 0.24
    # Seen from the camera, the low sky is cooled towards the sea-air blue of the art direction; the
    # light the sky casts on the resort is the model's own.
    path = nodes.new("ShaderNodeLightPath")
    cooled = nodes.new("ShaderNodeMixRGB")
    cooled.blend_type = "MULTIPLY"
    cooled.inputs["Color2"].default_value = (1.0, 1.0, 1.0, 1) if sunset else (0.7, 0.9, 1.25, 1)
    # The sea mirrors the sky the camera sees, not the paler one that lights the resort.
    seen = nodes.new("ShaderNodeMath")
    seen.operation = "MAXIMUM"
    links.new(path.outputs["Is Camera Ray"], seen.inputs[0])
    links.new(path.outputs["Is Glossy Ray"], seen.inputs[1])
    links.new(seen.outputs["Value"], cooled.inputs["Fac"])
    links.new(texture.outputs["Color"], cooled.inputs["Color1"])
    seen_sky = cooled.outputs["Color"]
    if clouds:
        seen_sky = cloud_layer(world, seen_sky, seen.outputs["Value"], azimuth)
    links.new(seen_sky, background.inputs["Color"])
    sun = bpy.data.lights.new("Sun", "SUN")
    sun.energy = 5.0 if sunset else 4.2
    sun.angle = math.radians(0.6)
    sun.color = (1.0, 0.58, 0.3) if sunset else (1.0, 0.96, 0.9)
    sun_object = bpy.data.objects.new("Sun", sun)
    bpy.context.collection.objects.link(sun_object)
    # The lamp points away from where the sky draws the sun.
    sun_object.rotation_euler = (math.radians(90 - elevation), 0, math.radians(-azimuth + 180))


def cloud_layer(world, sky_color, seen, azimuth):
    """Fair-weather cumulus of the trade winds over the sea: a layer of cloud 1.5 km up seen in
    perspective, small and crowded towards the horizon, in drifts with clear sky between. Each
    puff is lit on its sunward side and grey-blue beneath. Only the camera and the sea's
    reflection see it: the light on the resort stays the clear sky's."""
    nodes, links = world.node_tree.nodes, world.node_tree.links

    def op(operation, a, b=None):
        return math_node(world, operation, a, b)

    def clamped(output):
        output.node.use_clamp = True
        return output

    direction = nodes.new("ShaderNodeTexCoord")
    split = nodes.new("ShaderNodeSeparateXYZ")
    links.new(direction.outputs["Generated"], split.inputs["Vector"])
    height = op("MAXIMUM", split.outputs["Z"], 0.015)
    # Where a view ray meets the layer, in kilometres: each puff keeps its size on the layer.
    plane = nodes.new("ShaderNodeCombineXYZ")
    links.new(op("DIVIDE", op("MULTIPLY", split.outputs["X"], 1.5), height), plane.inputs["X"])
    links.new(op("DIVIDE", op("MULTIPLY", split.outputs["Y"], 1.5), height), plane.inputs["Y"])

    def density(offset):
        shifted = nodes.new("ShaderNodeVectorMath")
        shifted.operation = "ADD"
        shifted.inputs[1].default_value = offset
        links.new(plane.outputs["Vector"], shifted.inputs[0])
        puffs = nodes.new("ShaderNodeTexNoise")
        puffs.inputs["Scale"].default_value = 1.6
        puffs.inputs["Detail"].default_value = 8.0
        puffs.inputs["Roughness"].default_value = 0.55
        links.new(shifted.outputs["Vector"], puffs.inputs["Vector"])
        drifts = nodes.new("ShaderNodeTexNoise")
        drifts.inputs["Scale"].default_value = 0.22
        drifts.inputs["Detail"].default_value = 2.0
        links.new(shifted.outputs["Vector"], drifts.inputs["Vector"])
        # The drifts raise the puffs' noise over the threshold in some places and not others.
        both = op("ADD", puffs.outputs["Fac"], op("MULTIPLY", drifts.outputs["Fac"], 0.5))
        return clamped(op("MULTIPLY", op("SUBTRACT", both, 0.78), 4.0))

    around = math.radians(azimuth)
    # A step towards the sun across the layer: denser there means this point is in its shade.
    toward = (0.08 * math.sin(around), 0.08 * math.cos(around), 0.0)
    here, sunward = density((0.0, 0.0, 0.0)), density(toward)
    shade = clamped(op("MULTIPLY", op("SUBTRACT", sunward, here), 2.5))
    lit = nodes.new("ShaderNodeMixRGB")
    lit.inputs["Color1"].default_value = (10.0, 9.7, 9.2, 1)
    lit.inputs["Color2"].default_value = (4.5, 5.0, 5.8, 1)
    links.new(shade, lit.inputs["Fac"])
    # Towards the horizon the layer thins into the haze, where puffs would shrink to noise.
    fade = nodes.new("ShaderNodeMapRange")
    fade.inputs["From Min"].default_value = 0.02
    fade.inputs["From Max"].default_value = 0.12
    links.new(split.outputs["Z"], fade.inputs["Value"])
    cover = op("MULTIPLY", op("MULTIPLY", here, fade.outputs["Result"]), seen)
    mix = nodes.new("ShaderNodeMixRGB")
    links.new(cover, mix.inputs["Fac"])
    links.new(sky_color, mix.inputs["Color1"])
    links.new(lit.outputs["Color"], mix.inputs["Color2"])
    return mix.outputs["Color"]


def breezy_sea():
    """A light breeze on the world's glassy sea: a stronger chop breaks the reflection of the
    clouds into ripples, and water's own index reflects as much of the sky as a camera sees at a
    slant (the world's lower index keeps the turquoise for the aerials that look down)."""
    sea = bpy.data.materials["Sea"].node_tree.nodes
    sea["Principled BSDF"].inputs["IOR"].default_value = 1.33
    next(node for node in sea if node.type == "BUMP").inputs["Strength"].default_value = 0.3


def low_sun_sea():
    """The sun a few degrees up lights the water's body a third as brightly as the day's."""
    bpy.data.materials["Sea"].node_tree.nodes["Sea body"].inputs["Strength"].default_value = 0.35


def evening_sky(stops, west_glow):
    """An evening sky by hand, where Nishita's model has none to give: colour stops from the horizon
    to the zenith, warmed towards the west where the sun went down."""
    world = bpy.data.worlds.new("Evening")
    bpy.context.scene.world = world
    world.use_nodes = True
    nodes, links = world.node_tree.nodes, world.node_tree.links
    direction = nodes.new("ShaderNodeTexCoord")
    split = nodes.new("ShaderNodeSeparateXYZ")
    links.new(direction.outputs["Generated"], split.inputs["Vector"])
    ramp = color_ramp(nodes, stops, "B_SPLINE")  # a B-spline leaves no visible band at a stop
    links.new(split.outputs["Z"], ramp.inputs["Fac"])
    # West is -x: the low sky there is a little brighter and warmer.
    west = nodes.new("ShaderNodeMapRange")
    west.inputs["From Min"].default_value = 0.3
    west.inputs["From Max"].default_value = -1.0
    west.inputs["To Max"].default_value = west_glow
    links.new(split.outputs["X"], west.inputs["Value"])
    low = nodes.new("ShaderNodeMapRange")
    low.inputs["From Min"].default_value = 0.25
    low.inputs["From Max"].default_value = 0.0
    links.new(split.outputs["Z"], low.inputs["Value"])
    glow = nodes.new("ShaderNodeMath")
    glow.operation = "MULTIPLY"
    links.new(west.outputs["Result"], glow.inputs[0])
    links.new(low.outputs["Result"], glow.inputs[1])
    warm = nodes.new("ShaderNodeMixRGB")
    warm.blend_type = "ADD"
    warm.inputs["Color2"].default_value = (1.0, 0.45, 0.2, 1)
    links.new(glow.outputs[0], warm.inputs["Fac"])
    links.new(ramp.outputs["Color"], warm.inputs["Color1"])
    links.new(warm.outputs["Color"], nodes["Background"].inputs["Color"])


def moon(elevation, azimuth, energy):
    """A full moon low over the island: its cool light picks out the buildings and lays a path on the sea."""
    light = bpy.data.lights.new("Moon", "SUN")
    light.energy = energy
    light.angle = math.radians(0.5)
    light.color = (0.72, 0.8, 1.0)
    obj = bpy.data.objects.new("Moon", light)
    bpy.context.collection.objects.link(obj)
    obj.rotation_euler = (math.radians(90 - elevation), 0, math.radians(-azimuth + 180))
    # The moon's disc: half a degree across, far beyond the haze.
    distance = 8000.0
    up, around = math.radians(elevation), math.radians(azimuth)
    mesh = bpy.data.meshes.new("Moon disc")
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=24, v_segments=12, radius=distance * 0.0045)
    bm.to_mesh(mesh)
    bm.free()
    disc = bpy.data.objects.new("Moon disc", mesh)
    disc.location = (
        distance * math.cos(up) * math.sin(around),
        distance * math.cos(up) * math.cos(around),
        distance * math.sin(up),
    )
    material = bpy.data.materials.new("Moon")
    material.use_nodes = True
    emission = material.node_tree.nodes.new("ShaderNodeEmission")
    emission.inputs["Color"].default_value = (1.0, 0.97, 0.9, 1)
    emission.inputs["Strength"].default_value = 6.0
    material.node_tree.links.new(emission.outputs["Emission"], material.node_tree.nodes["Material Output"].inputs["Surface"])
    mesh.materials.append(material)
    disc.visible_shadow = False
    bpy.context.collection.objects.link(disc)


def haze(start, depth, color=(0.98, 1.06, 1.14), amount=0.75):
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
    mix.inputs[2].default_value = (*color, 1)
    strength = nodes.new("CompositorNodeMath")
    strength.operation = "MULTIPLY"
    strength.inputs[1].default_value = amount
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


def camera(position, target, lens, shift=0.0, focus=None):
    """focus: for a close still life, the point the lens is focused on and its f-number: the
    depth of field a photographer's lens gives, the background going soft."""
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
    if focus:
        point, fstop = focus
        data.dof.use_dof = True
        data.dof.focus_distance = (Vector(point) - Vector(position)).dot(direction.normalized())
        data.dof.aperture_fstop = fstop
        data.dof.aperture_blades = 7


def render(shot_name, out, preview, percent):
    shot = SHOTS[shot_name]
    evening = shot.get("evening")
    room = shot.get("residence")
    if room == "penthouse":
        build_penthouse(build_world(None, ocean_bay=OCEAN_BAY))
    elif room:
        build_residence(build_world(None, open_bay=(LEVEL, *BAYS[ROOMS[room]])), room)
    else:
        m = build_world(evening and evening["lamps"])
        dressings = {
            "sunset-terrace": build_sunset_terrace,
            "beach-club": build_beach_club,
            "beach-dawn": build_beach_dawn,
            "beachfront": build_beachfront,
            "beach-house-sand": build_beach_house_sand,
            "yoga": build_yoga_pavilion,
            "shallows": build_shallows,
            "trail": build_trail,
            "courts": build_sports_center,
            "poolside": build_poolside,
            "kids-club": build_kids_club,
            "garden-walk": build_garden_walk,
            "private-club": build_private_club,
            "dining-room": build_dining_room,
            "spa": build_spa,
            "hotel": build_hotel_gardens,
            "pool-gardens": build_pool_gardens,
            "chefs-counter": build_chefs_counter,
        }
        # One dressing by name, or several in turn: a tuple of names, applied in its order.
        dressed = shot.get("dressed") or ()
        for name in (dressed,) if isinstance(dressed, str) else dressed:
            dressings[name](m)
        if evening and shot.get("indoors"):
            # Indoors at dusk the resort's lit windows, soffits and pools are seen through the glass,
            # not lit by: sampled as lights, they took the samples from the room's lamps (speckle).
            for key in ("glazing", "soffit", "pool"):
                m[key].cycles.sample_as_light = False
        if shot.get("matte_forest"):
            # Seen from above into a sun a few degrees up, each rounded clump of the crowns
            # catches it in a bright crescent: specks all over the forest. No sheen for such a shot.
            m["canopy"].node_tree.nodes["Principled BSDF"].inputs["Specular"].default_value = 0.0
        if not shot.get("fills", True):
            # Seen from afar, a room's fill lamp and the portal across its opening only take
            # samples from the sun and the sky (the world itself has no lamps).
            for obj in [o for o in bpy.data.objects if o.type == "LIGHT"]:
                bpy.data.objects.remove(obj)
    if evening:
        evening_sky(evening["sky"], evening.get("glow", 0.0))
        if "moon" in evening:
            moon(*evening["moon"])
        haze(*shot["haze"], color=evening["haze"], amount=0.5)
    else:
        # A breezy morning: the trade winds' cumulus over a sea with a chop on it.
        sky(*shot["sun"], sunset=shot.get("sunset", False), clouds=shot.get("breeze", False))
        if shot.get("breeze"):
            breezy_sea()
        if shot.get("sunset"):
            low_sun_sea()
        haze(*shot["haze"])
    camera(shot["camera"], shot["target"], shot["lens"], shot.get("shift", 0.0), shot.get("focus"))
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    scene.cycles.device = "CPU"
    scene.cycles.use_denoising = False  # Debian builds Cycles without OpenImageDenoise
    scene.cycles.use_adaptive_sampling = True
    scene.cycles.adaptive_threshold = 0.03 if preview else 0.02
    scene.cycles.samples = 24 if preview else shot.get("samples", 64)
    # Fewer, tamer indirect paths: with no denoiser, fireflies cost more than the light they add.
    scene.cycles.max_bounces = shot.get("bounces", 5)
    if shot.get("residence") or shot.get("indoors"):
        # Indoors most bounces are between pale walls: three carry the light, more only add time.
        # The view out crosses a sliding pane and the balustrade, four glass faces: a path needs
        # more than five bounces in all to reach the sea through them.
        scene.cycles.max_bounces = 10
        scene.cycles.diffuse_bounces = 3
        scene.cycles.glossy_bounces = 2
    scene.cycles.sample_clamp_indirect = 8.0
    if "clamp" in shot:
        # Tighter caps on a path's light, direct and bounced, for a room where a low sun through
        # the glass lays bright patches that the bounced light meets only at random: specks.
        scene.cycles.sample_clamp_direct, scene.cycles.sample_clamp_indirect = shot["clamp"]
    scene.cycles.blur_glossy = 0.8
    scene.cycles.caustics_reflective = False
    scene.cycles.caustics_refractive = False
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = shot.get("look", "Medium High Contrast")
    scene.view_settings.exposure = shot.get("exposure", -0.4)
    if "balance" in shot:
        # A white balance, as a photographer sets it for a room in low sun: each channel of the
        # scene's light divided by its level, before the view transform.
        scene.view_settings.use_curve_mapping = True
        scene.view_settings.curve_mapping.white_level = shot["balance"]
        scene.view_settings.curve_mapping.update()
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
        write_master(scene.render.filepath, out, shot.get("soften"), shot.get("denoise", 2.5))


def write_master(png, out, soften=None, denoise=2.5):
    """A master for media/masters, which the image pipeline encodes every rendition from. With no
    denoiser in Debian's Cycles, ffmpeg's non-local means takes out the grain left in flat
    stucco and sky without softening edges; interiors, lit mostly by bounced light, need it
    stronger."""
    filters = f"nlmeans=s={denoise}:p=5:r=11" + (f",gblur=sigma={soften}" if soften else "")
    subprocess.run(
        ["ffmpeg", "-loglevel", "error", "-y", "-i", png, "-vf", filters, "-q:v", "2", out],
        check=True,
    )
    os.remove(png)


if __name__ == "__main__":
    args = sys.argv[sys.argv.index("--") + 1 :]
    percent = int(args[args.index("--percent") + 1]) if "--percent" in args else 100
    render(args[0], os.path.abspath(args[1]), "--preview" in args, percent)
