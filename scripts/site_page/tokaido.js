// The browser edition's own behaviour, loaded by the site's JupyterLite pages (scripts/site.py
// adds it to lab/index.html and notebooks/index.html). Plain JavaScript over JupyterLite's app
// (window.jupyterapp, exposed by the site's settings): no JupyterLab extension to build.
//
// - One lesson's kernel at a time: each kernel is a Python of its own in the page (100-130 MB).
//   Opening a lesson (its "Next" link, the file list, the start page) saves and closes the
//   lessons left behind in this page and in the site's other pages of this browser, which shuts
//   their kernels down; a learner's restored tabs are closed the same way, but for the lesson
//   the page was opened on.
// - The presenter's table (present.ipynb) in the one-document view: only the table on screen
//   (no menus, toolbar, prompts or code), dealt by itself once its kernel is ready.
// - JupyterLab's own menus and dialogs in the language of the lesson the page was opened on
//   (fr/..., pl/...), from the language packs the site carries; a page opened on an English
//   lesson keeps the language the learner chose in Settings > Language (English by default).
(function () {
  "use strict";
  const wanted = new URLSearchParams(window.location.search).get("path") || "";
  const LOCALES = { fr: "fr_FR", pl: "pl_PL" };
  const locale = LOCALES[wanted.split("/")[0]];
  const TRANSLATION = "@jupyterlab/translation-extension:plugin";

  // JupyterLab reads its language once, as it starts, from this plugin's settings: the page's
  // own copy of them names the lesson's language (the learner's stored settings are unchanged).
  function speakTheLesson(plugin) {
    if (!plugin || plugin.id !== TRANSLATION) return plugin;
    let user = {};
    try { user = JSON.parse(plugin.raw || "{}"); } catch (error) { return plugin; }
    return { ...plugin, raw: JSON.stringify({ ...user, locale }) };
  }

  function inLessonLanguage(settings) {
    const fetch = settings.fetch.bind(settings);
    const list = settings.list.bind(settings);
    settings.fetch = async (id) => speakTheLesson(await fetch(id));
    settings.list = async (query) => {
      const listed = await list(query);
      return { ...listed, values: listed.values.map(speakTheLesson) };
    };
  }

  // JupyterLite sets window.jupyterapp before its plugins start (exposeAppInBrowser): the
  // settings are wrapped at that moment, before the translator reads them.
  if (locale) {
    let exposed;
    Object.defineProperty(window, "jupyterapp", {
      configurable: true,
      get: () => exposed,
      set: (app) => {
        exposed = app;
        try { inLessonLanguage(app.serviceManager.settings); } catch (error) { }
      },
    });
  }
  const projector = window.location.pathname.includes("/notebooks/") &&
    /(^|\/)present\.ipynb$/.test(wanted);
  if (projector) document.documentElement.classList.add("tokaido-projector");
  const channel = "BroadcastChannel" in window ? new BroadcastChannel("tokaido-lessons") : null;
  const me = Math.random().toString(36).slice(2);

  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const isNotebook = (widget) => !!(widget && widget.sessionContext && widget.context &&
    widget.context.path.endsWith(".ipynb"));
  const notebooks = (app) => Array.from(app.shell.widgets("main")).filter(isNotebook);

  async function leave(panel) {
    // A lesson the learner changed is saved first: their work is kept in the browser. If it
    // cannot be saved, it stays open, its kernel running, rather than lose the changes.
    try { if (panel.context.model.dirty) await panel.context.save(); } catch (error) { return; }
    try { await panel.sessionContext.shutdown(); } catch (error) { }
    panel.dispose();
  }

  function keepOnly(app, kept) {
    for (const panel of notebooks(app)) if (panel !== kept) leave(panel);
  }

  async function kernelReady(panel) {
    await panel.sessionContext.ready;
    while (!(panel.sessionContext.session && panel.sessionContext.session.kernel &&
             panel.sessionContext.kernelDisplayStatus === "idle")) await sleep(100);
  }

  async function main() {
    let app;
    while (!(app = window.jupyterapp)) await sleep(100);
    await app.restored;
    if (projector) {
      let panel;
      while (!isNotebook(panel = app.shell.currentWidget)) await sleep(100);
      await kernelReady(panel);
      await app.commands.execute("notebook:run-all-cells");
      return;
    }
    const seen = new Set();
    const opened = (panel) => {
      if (seen.has(panel)) return;
      seen.add(panel);
      keepOnly(app, panel);
      if (channel) channel.postMessage({ from: me, path: panel.context.path });
    };
    // The lesson this page was opened on; the tabs the workspace restored are left behind.
    const first = notebooks(app).find((panel) => panel.context.path === wanted) ||
      (isNotebook(app.shell.currentWidget) ? app.shell.currentWidget : null);
    if (first) opened(first); else keepOnly(app, null);
    app.shell.currentChanged.connect((shell, change) => {
      if (isNotebook(change.newValue)) opened(change.newValue);
    });
    if (channel) channel.onmessage = (event) => {
      if (event.data && event.data.from !== me) keepOnly(app, null);
    };
  }
  main();
})();
