"""The project's JupyterLab settings (binder/overrides.json): no news pop-up and no update
check over a lesson, for `make lab` and Binder, as JupyterLab itself reads them (issue 33)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PLUGIN = "@jupyterlab/apputils-extension:notification"


def test_jupyterlab_reads_news_and_update_checks_off_after_the_script(tmp_path: Path):
    from jupyterlab.commands import get_app_dir
    from jupyterlab_server.settings_utils import get_settings

    lab = tmp_path / "lab"
    (lab / "settings").mkdir(parents=True)
    # Another setting already there is kept.
    (lab / "settings" / "overrides.json").write_text(json.dumps({"x:y": {"z": 1}}))
    subprocess.run(
        [sys.executable, "scripts/lab_settings.py"],
        cwd=REPO,
        env={"JUPYTERLAB_DIR": str(lab), "PATH": ""},
        check=True,
        capture_output=True,
    )
    written = json.loads((lab / "settings" / "overrides.json").read_text())
    assert written["x:y"] == {"z": 1}
    user = tmp_path / "user"
    user.mkdir()
    settings, _ = get_settings(
        str(lab / "settings"), str(Path(get_app_dir()) / "schemas"), str(user), PLUGIN
    )
    defaults = settings["schema"]["properties"]
    assert defaults["fetchNews"]["default"] == "false"
    assert defaults["checkForUpdates"]["default"] is False


def test_make_lab_and_binder_install_the_settings():
    makefile = (REPO / "Makefile").read_text()
    lab = makefile[makefile.index("\nlab:") :].split("\n\n")[0]
    assert "scripts/lab_settings.py" in lab
    post_build = REPO / "binder" / "postBuild"
    assert post_build.stat().st_mode & 0o111, "binder/postBuild must be executable"
    assert "python scripts/lab_settings.py" in post_build.read_text()


def test_make_lab_underlines_the_lessons_links_before_they_run(tmp_path: Path):
    # The style is the lessons' own, written where jupyter_server looks for custom.css, and
    # `make lab` asks JupyterLab to load it.
    from jupyter_server.serverapp import ServerApp

    sys.path.insert(0, str(REPO / "scripts"))
    try:
        import lab_settings
    finally:
        sys.path.remove(str(REPO / "scripts"))
    from tokaido_nb.lessons.cells import LINK_CSS

    written = lab_settings.install_link_style(tmp_path)
    assert LINK_CSS in written.read_text(encoding="utf-8")
    assert str(lab_settings.custom_css_dir()) in ServerApp().static_custom_path
    recipe = (REPO / "Makefile").read_text().partition("\nlab:")[2].partition("\n\n")[0]
    assert recipe.count("--LabApp.custom_css=True") == 2, "both launches of make lab load it"
