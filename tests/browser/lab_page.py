"""One JupyterLab page for a whole browser module: each notebook opens in it in turn.

Loading JupyterLab costs far more than opening a notebook in it, so a module's notebooks are
opened one after another in one page (``LabPage``), each closed, its kernel shut down, once its
check is done. A check that failed leaves the page to be made anew for the next notebook.
"""

from __future__ import annotations

import contextlib

# The open notebook is ``path``, and its kernel is ready. The waits ask every 100 ms rather
# than at every animation frame, which would have Chromium draw frames all the while.
KERNEL_IDLE_JS = """(path) => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    return !!(panel && panel.context && panel.context.path === path && panel.sessionContext
              && panel.sessionContext.session && panel.sessionContext.session.kernel
              && panel.sessionContext.kernelDisplayStatus === 'idle');
}"""
# Open a notebook in the page already showing JupyterLab. The command's result (the notebook's
# panel) is not handed back: Playwright would copy it whole.
OPEN_JS = """async (path) => {
    await window.jupyterapp.commands.execute('docmanager:open', {path});
}"""
# Shut the open notebook's kernel down and close it; dispose() skips the "save your changes?"
# dialog (the served notebooks are throw-away copies).
CLOSE_JS = """async () => {
    const panel = window.jupyterapp.shell.currentWidget;
    if (panel.sessionContext) await panel.sessionContext.shutdown();
    panel.dispose();
}"""


class LabPage:
    """The page: made on the first ``open``, in a new workspace named after ``workspace``
    (a used workspace would reopen its notebooks); ``errors`` collects the page's errors."""

    kernel_seconds = 60
    """How long a notebook's kernel may take to be ready."""

    def __init__(self, browser, jupyterlab, workspace: str) -> None:
        self.browser, self.jupyterlab, self.workspace = browser, jupyterlab, workspace
        self.context = self.page = None
        self.pages = 0
        self.errors: list[str] = []

    def open(self, name: str):
        """The page, with notebook ``name`` open and current, its kernel idle."""
        if self.page is None:
            self.context = self.new_context()
            self.page = self.context.new_page()
            self.page.on("pageerror", lambda error: self.errors.append(str(error)))
            self.pages += 1
            workspace = f"{self.workspace}-{self.pages}"
            self.page.goto(self.jupyterlab.lab_url(name, workspace=workspace))
        else:
            self.page.evaluate(OPEN_JS, name)
        self.page.wait_for_function(
            KERNEL_IDLE_JS, arg=name, timeout=self.kernel_seconds * 1000, polling=100
        )
        self.page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
        return self.page

    def new_context(self):
        """The browser context of a new page (the browser edition's check refuses in it every
        request that leaves the site)."""
        return self.browser.new_context(viewport={"width": 1280, "height": 1000})

    def close_notebook(self) -> None:
        """Shut the current notebook's kernel down and close it without asking to save."""
        self.page.evaluate(CLOSE_JS)

    def discard(self) -> None:
        """Close the page; the next notebook gets a new one."""
        from playwright.sync_api import Error as PlaywrightError

        with contextlib.suppress(PlaywrightError):
            self.context.close()
        self.context = self.page = None
