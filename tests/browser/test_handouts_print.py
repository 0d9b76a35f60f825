"""The teacher's handouts printed by Chromium: one A4 page each, with the road and the cards
drawn on it, not left blank (issue 13), in English, French and Polish (issue 31). The PDFs are
made by the browser of this module (Playwright's ``page.pdf``, Chromium's own printing) and read
with a few regular expressions."""

from __future__ import annotations

import re
import zlib
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

HANDOUTS = Path(__file__).resolve().parents[2] / "docs" / "handouts"
SVG = re.compile(r"<svg\b[^>]*>.*?</svg>", re.DOTALL)


def curves(pdf: bytes) -> int:
    """How many Bézier curve operators the PDF's content streams draw."""
    drawn = 0
    for stream in re.findall(rb"stream\r?\n(.*?)\r?\nendstream", pdf, re.DOTALL):
        try:
            content = zlib.decompress(stream)
        except zlib.error:
            continue
        drawn += len(re.findall(rb"(?:[-\d.]+ ){6}c\b", content))
    return drawn


def pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf))


@pytest.fixture(scope="module")
def printer(browser):
    context = browser.new_context()
    page = context.new_page()

    def print_pdf(html: str, where: Path) -> bytes:
        source = where.with_suffix(".html")
        source.write_text(html, encoding="utf-8")
        page.goto(source.as_uri())
        return page.pdf(prefer_css_page_size=True, print_background=True)

    yield print_pdf
    context.close()


@pytest.mark.parametrize("path", sorted(HANDOUTS.glob("*.html")), ids=lambda p: p.stem)
def test_each_handout_prints_on_one_page_with_its_pictures(path, printer, tmp_path):
    html = path.read_text(encoding="utf-8")
    printed = printer(html, tmp_path / path.stem)
    assert pages(printed) == 1, f"{path.name} prints on {pages(printed)} pages"
    # The SVG circles and paths reach the page as curves, far more of them than the same page
    # draws without its pictures (its list bullets).
    without = printer(SVG.sub("", html), tmp_path / "no_pictures")
    assert curves(printed) > curves(without) + 100, f"{path.name}: pictures left blank"


@pytest.mark.parametrize("code", ["fr", "pl"])
def test_each_translated_handout_prints_on_one_page(code, printer, tmp_path):  # issue 31
    # French and Polish sentences run longer than English ones; the pictures are the same
    # drawings as in English (checked above), so one print of each page is enough here.
    paths = sorted((HANDOUTS / code).glob("*.html"))
    assert len(paths) == len(list(HANDOUTS.glob("*.html")))
    overflowing = {}
    for path in paths:
        printed = pages(printer(path.read_text(encoding="utf-8"), tmp_path / path.stem))
        if printed != 1:
            overflowing[path.name] = printed
    assert not overflowing, f"{code} handouts on more than one page: {overflowing}"


A4_HEIGHT_PX = 1123  # 297 mm at 96 px per inch


@pytest.mark.parametrize("path", sorted(HANDOUTS.glob("*.html")), ids=lambda p: p.stem)
def test_no_handout_leaves_half_its_page_blank(path, browser):  # issue 33: handout 3
    context = browser.new_context(viewport={"width": 794, "height": A4_HEIGHT_PX})
    page = context.new_page()
    try:
        page.emulate_media(media="print")
        page.goto(path.as_uri())
        bottom = page.evaluate("document.querySelector('footer').getBoundingClientRect().bottom")
    finally:
        context.close()
    assert bottom > 0.55 * A4_HEIGHT_PX, f"{path.name} ends at {bottom:.0f} px of {A4_HEIGHT_PX}"
