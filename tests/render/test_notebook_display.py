"""In IPython a Game displays as its drawing; the rules floor never imports the drawing floor."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tokaido_nb.render import breakdown_figure, game_html
from tokaido_nb.render.notebook import register
from tokaido_nb.rules import Game

IPython = pytest.importorskip("IPython")


@pytest.fixture
def shell():
    from IPython.core.interactiveshell import InteractiveShell

    # A shell made here is cleared after the test, so that get_ipython() is None again for
    # the tests that follow.
    existed = InteractiveShell.initialized()
    shell = InteractiveShell.instance()
    formatter = shell.display_formatter
    saved = formatter.active_types
    formatter.active_types = ["text/plain", "text/html", "image/png"]
    for mime in ("text/html", "image/png"):
        formatter.formatters[mime].enabled = True
    yield shell
    formatter.active_types = saved
    formatter.formatters["text/html"].pop(Game, None)
    formatter.formatters["text/html"].pop("matplotlib.figure.Figure", None)
    if not existed:
        InteractiveShell.clear_instance()


def test_a_game_formats_as_its_page_in_ipython(shell):
    assert register(shell) is True
    game = Game(3, travellers=["kinko", "umegae", "satsuki"], kyoto=[0, 1, 2])
    data, _ = shell.display_formatter.format(game)
    assert data["text/html"] == game_html(game)
    assert data["text/plain"] == repr(game)


def test_a_figure_formats_as_a_png_image_with_its_numbers_as_alt_text_in_ipython(shell):
    import base64
    import re

    register(shell)
    figure = breakdown_figure(Game(3, travellers=["kinko", "umegae", "satsuki"]))
    data, _ = shell.display_formatter.format(figure)
    html = data["text/html"]
    image = re.fullmatch(r'<img src="data:image/png;base64,([^"]+)" alt="([^"]+)" [^>]*/>', html)
    assert image, data["text/html"][:200]
    assert base64.b64decode(image[1])[:8] == b"\x89PNG\r\n\x1a\n"
    assert image[2].startswith("Chart: Score by category")
    assert "Player 1 Kinko: 0 points" in image[2]


def test_nothing_is_registered_outside_ipython():
    code = "from tokaido_nb.render.notebook import register; print(register())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_rules_floor_loads_without_the_drawing_floor():
    code = (
        "import sys, tokaido_nb.rules; "
        "print([m for m in sys.modules if m.startswith('tokaido_nb.render')])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_picture_is_a_string_that_shows_itself_as_inline_svg_with_its_label():
    from tokaido_nb.render import Svg, card_svg, road_svg
    from tokaido_nb.rules import Game

    picture = road_svg(Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2]))
    assert isinstance(picture, Svg) and isinstance(picture, str)
    # As HTML, not image/svg+xml: JupyterLab and Voilà draw the latter as an <img> with no alt,
    # which loses the picture's aria-label.
    assert picture._repr_html_() == str(picture)
    assert not hasattr(picture, "_repr_svg_")
    assert 'role="img"' in picture and 'aria-label="The Tokaido road' in picture
    tile = card_svg("meal", "dango")
    texts = []
    tile._repr_pretty_(type("P", (), {"text": lambda self, t: texts.append(t)})(), False)
    assert texts == ["<picture: meal: Dango>"]
