"""axe-core in the browser tests: the accessibility rules a page breaks, inside the package's
own output and outside it.

axe-core (Deque's rules engine, from the npm registry) is fetched once by URL with urllib and
kept in ``.cache/`` (ignored by git), checked against its SHA-256; no npm is needed. ``audit``
injects it into a page and runs every rule at once. Each finding is counted where it lies:
``inside`` the package's output (a cell's output area, a widget; in Voilà, the whole page
but its own frame) or ``outside`` it (JupyterLab's or Voilà's own page). The tests allow no
critical or serious finding inside; outside, only those listed in ``PAGE_FINDINGS``, with the
reason they are not the package's to fix.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import tarfile
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CACHE = REPO / ".cache" / "axe-core"
VERSION = "4.14.1"
URL = f"https://registry.npmjs.org/axe-core/-/axe-core-{VERSION}.tgz"
SHA256 = "e6b0ce02b84d892e2e33e403485e7f3d6c29e2be6df65daf44d89ba564139745"
"""The registry's tarball, as `npm pack axe-core@4.14.1` gives it."""
FAILING = ("critical", "serious")

PAGE_FINDINGS: dict[str, str] = {
    "landmark-one-main": "JupyterLab's shell has no <main> landmark around the notebook",
    "page-has-heading-one": "JupyterLab's page title is not an <h1>; the notebook's is a cell's",
    "region": "JupyterLab's panels (menus, status bar) are not in landmarks",
    "color-contrast": "JupyterLab's prompts ([1]:) and status bar are its own grey on white",
    "aria-allowed-role": "JupyterLab's own toolbar and tab bar",
    "aria-required-children": "JupyterLab's tab bar (lm-TabBar) and menus",
    "aria-input-field-name": "JupyterLab's cell editors (CodeMirror's role=textbox has no name)",
    "aria-required-parent": "JupyterLab's tab bar and its file browser's list items",
    "nested-interactive": "JupyterLab's tab bar puts the close icon inside the tab",
    "scrollable-region-focusable": "JupyterLab's own scrolling panels (the notebook, the side bar)",
    "aria-command-name": "JupyterLab's toolbar buttons made of an icon alone",
    "button-name": "JupyterLab's toolbar buttons made of an icon alone",
    "list": "JupyterLab's menus and file browser",
    "listitem": "JupyterLab's menus and file browser",
    "aria-prohibited-attr": "JupyterLab's own status bar items",
    "label": "JupyterLab's own inputs (the cell editors' hidden textareas)",
    "landmark-unique": "Voilà's and JupyterLab's own landmarks",
    "heading-order": "a notebook's headings are its markdown cells, in the lesson's order",
}
"""Rules that JupyterLab's or Voilà's own page breaks, outside any output, and why they are
not the package's to fix. Found inside an output they count like any other."""

WIDGET_FINDINGS: dict[tuple[str, str], str] = {
    ("aria-input-field-name", ".noUi-handle"): "ipywidgets draws a slider's handle (noUiSlider, "
    "role=slider) without a name of its own, though the slider's description labels it on "
    "screen; the replay viewer's Back, Forward, Start and End buttons do the same by keys",
}
"""Findings inside an output that come from an ipywidgets control's own markup, which the
package cannot change from Python: (rule, the CSS selector of the element), and why."""

AUDIT_JS = """async ([scope, widgetFindings]) => {
    const result = await axe.run(document, {resultTypes: ['violations']});
    const element = (node) => {
        try { return document.querySelector(node.target[0]); } catch (error) { return null; }
    };
    const inside = (node) => { const e = element(node); return !!(e && e.closest(scope)); };
    const widgets = (id) => (node) => {
        const e = element(node);
        return !!e && widgetFindings.some(([key, selector]) => key === id && e.matches(selector));
    };
    return result.violations.map(v => ({
        id: v.id, impact: v.impact, help: v.help,
        inside: v.nodes.filter(n => inside(n) && !widgets(v.id)(n))
            .map(n => n.target.join(' ') + ': ' + n.failureSummary),
        widget: v.nodes.filter(n => inside(n) && widgets(v.id)(n)).length,
        outside: v.nodes.filter(n => !inside(n)).length,
    }));
}"""
LAB_OUTPUT = ".jp-OutputArea-output, .jupyter-widgets"
"""Where the package's own output lies in JupyterLab (and in Voilà)."""
WITH_TEXT = LAB_OUTPUT + ", .jp-RenderedMarkdown"
"""The output and the lesson's text (its markdown cells): what Voilà shows of a notebook."""


def axe_source() -> str:
    """axe.min.js, fetched from the npm registry the first time and kept in ``.cache/``."""
    script = CACHE / VERSION / "axe.min.js"
    if not script.exists():
        with urllib.request.urlopen(URL, timeout=60) as response:
            tarball = response.read()
        digest = hashlib.sha256(tarball).hexdigest()
        if digest != SHA256:
            raise RuntimeError(f"{URL}: SHA-256 {digest}, expected {SHA256}")
        with tarfile.open(fileobj=io.BytesIO(tarball)) as archive:
            member = archive.extractfile("package/axe.min.js")
            assert member is not None
            source = member.read()
        script.parent.mkdir(parents=True, exist_ok=True)
        # Two pytest workers may fetch it at once: each writes its own file, then renames.
        partial = script.with_suffix(f".{os.getpid()}.part")
        partial.write_bytes(source)
        os.replace(partial, script)
    return script.read_text(encoding="utf-8")


def audit(page, scope: str = LAB_OUTPUT) -> list[dict]:
    """Every rule the page breaks: ``id``, ``impact``, ``help``, the nodes ``inside`` the
    package's output (``scope``, a CSS selector), how many of those inside are an ipywidgets
    control's own (``widget``, see ``WIDGET_FINDINGS``) and how many lie ``outside`` it."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(content=axe_source())
    known = [[rule, selector] for rule, selector in WIDGET_FINDINGS]
    return page.evaluate(AUDIT_JS, [scope, known])


def problems(findings: list[dict]) -> list[str]:
    """The critical and serious findings inside the output, and those outside it that
    ``PAGE_FINDINGS`` does not explain."""
    found = []
    for finding in findings:
        if finding["impact"] not in FAILING:
            continue
        if finding["inside"]:
            found.append(
                f"{finding['id']} ({finding['impact']}: {finding['help']}) in the output: "
                + "; ".join(finding["inside"][:3])
            )
        if finding["outside"] and finding["id"] not in PAGE_FINDINGS:
            found.append(
                f"{finding['id']} ({finding['impact']}: {finding['help']}) on "
                f"{finding['outside']} nodes of the page itself, not in PAGE_FINDINGS"
            )
    return found


def keep(findings: list[dict], name: str) -> None:
    """Save the findings as ``artifacts/axe/<name>.json`` for a person to read."""
    folder = REPO / "artifacts" / "axe"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.json").write_text(json.dumps(findings, indent=1), encoding="utf-8")


def counts(findings: list[dict]) -> dict[str, int]:
    """Critical and serious nodes inside the output, by impact."""
    tally = dict.fromkeys(FAILING, 0)
    for finding in findings:
        if finding["impact"] in tally:
            tally[finding["impact"]] += len(finding["inside"])
    return tally
