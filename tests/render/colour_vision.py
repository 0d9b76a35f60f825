"""How far apart each palette's colours stay for eyes that lack one kind of cone.

Each colour is simulated for full deuteranopia, protanopia and tritanopia (Machado et al. 2009,
severity 100, through colorspacious) and compared in CAM02-UCS, where a distance of about 11
is a difference anyone tells at a glance (the Okabe-Ito palette keeps 11 or more). Run it to
print the closest pair of every set:

    .venv/bin/python -m tests.render.colour_vision
"""

from __future__ import annotations

from itertools import combinations

from tokaido_nb.render import palette

DEFICIENCIES = ("deuteranomaly", "protanomaly", "tritanomaly")
"""colorspacious's names; at severity 100 they are full deuteranopia, protanopia, tritanopia."""
SEEN_APART = 11.0
"""The least CAM02-UCS distance between two colours of a set that colour alone may tell apart."""

PALETTES: dict[str, dict[str, str]] = {
    "players": {
        **{f"player {i + 1}": colour for i, colour in enumerate(palette.PLAYER_COLOURS)},
        "neutral": palette.NEUTRAL_COLOUR,
    },
    "souvenir families": dict(palette.FAMILY_COLOURS),
    "score categories": dict(palette.CATEGORY_COLOURS),
    "kinds of stop": dict(palette.KIND_COLOURS),
    "panorama cards": {k: palette.CARD_COLOURS[k] for k in ("mountain", "sea", "paddy")},
    "crossroads cards": dict(palette.CROSSROADS_COLOURS),
}


def _rgb(colour: str) -> tuple[float, float, float]:
    colour = colour.lstrip("#")[:6]
    return tuple(int(colour[i : i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def closest_pair(colours: dict[str, str], deficiency: str) -> tuple[float, str, str]:
    """The least CAM02-UCS distance between two colours of ``colours`` as seen with
    ``deficiency`` at full severity (``"none"`` for normal vision), and the pair's names."""
    from colorspacious import cspace_convert, deltaE

    seen = {}
    for name, colour in colours.items():
        rgb = _rgb(colour)
        if deficiency != "none":
            cvd = {"name": "sRGB1+CVD", "cvd_type": deficiency, "severity": 100}
            rgb = tuple(min(1.0, max(0.0, v)) for v in cspace_convert(rgb, cvd, "sRGB1"))
        seen[name] = rgb
    return min(
        (deltaE(seen[a], seen[b], input_space="sRGB1", uniform_space="CAM02-UCS"), a, b)
        for a, b in combinations(seen, 2)
    )


def report(palettes: dict[str, dict[str, str]] = PALETTES) -> str:
    """A table: for each palette and each kind of vision, the closest pair and its distance."""
    rows = []
    for name, colours in palettes.items():
        for deficiency in ("none", *DEFICIENCIES):
            distance, a, b = closest_pair(colours, deficiency)
            rows.append(f"{name:18} {deficiency:14} {distance:5.1f}  {a} / {b}")
    return "\n".join(rows)


if __name__ == "__main__":
    print(report())
