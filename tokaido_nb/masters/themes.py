"""The themes of the puzzles in words a learner reads: the trainer's picker and the class view.

``puzzles.THEMES`` is the fixed list of themes (key: what it covers, for the build and the
docs); here each key has a short name, translated where it is shown. This module imports only
the translation layer, so that the lessons' progress file can check a theme without loading
the coach.
"""

from __future__ import annotations

from ..rules.language import N_, _

THEME_NAMES: dict[str, str] = {
    "achievement": N_("Achievement cards"),
    "temple": N_("The temple race"),
    "panorama": N_("First to a panorama"),
    "souvenirs": N_("Souvenir sets"),
    "meals": N_("The Gourmet and meals"),
    "encounters": N_("Encounters"),
    "hot_springs": N_("Hot springs"),
    "coins": N_("Coins and farms"),
    "inn_race": N_("The race to the inn"),
    "crossroads": N_("Crossroads options"),
}
"""Each theme's name, in English (``theme_name`` translates it); the keys are
``puzzles.THEMES``'s (tests/masters check that the two agree)."""

__all__ = ["THEME_NAMES", "theme_name"]


def theme_name(key: str) -> str:
    """A theme's name in the current language; ``ValueError`` naming the themes for an unknown
    key.

    >>> theme_name("temple")
    'The temple race'
    """
    if key not in THEME_NAMES:
        said = _("There is no theme {theme}; the themes are: {themes}.")
        raise ValueError(said.format(theme=repr(key)[:40], themes=", ".join(THEME_NAMES)))
    return _(THEME_NAMES[key])
