// The browser edition's own behaviour, loaded by the site's JupyterLite pages (scripts/site.py
// adds it to lab/index.html and notebooks/index.html). Plain JavaScript over JupyterLite's app
// (window.jupyterapp, exposed by the site's settings): no JupyterLab extension to build.
//
// - One lesson's kernel at a time: each kernel is a Python of its own in the page (100-130 MB).
//   Opening a lesson (its "Next" link, the file list, the start page) saves and closes the
//   lessons left behind in this page and in the site's other pages of this browser, which shuts
//   their kernels down. A returning learner's restored tabs start no kernel until shown: only
//   the tab in front starts one.
// - The kernel of the notebook the page is opened on starts as the page starts, not once the
//   notebook is loaded and drawn: the notebook is handed that kernel when it asks for one
//   (about a second sooner for a lesson, whose stored outputs are drawn first).
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

  const projector = window.location.pathname.includes("/notebooks/") &&
    /(^|\/)present\.ipynb$/.test(wanted);
  if (projector) document.documentElement.classList.add("tokaido-projector");
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const isNotebook = (widget) => !!(widget && widget.sessionContext && widget.context &&
    widget.context.path.endsWith(".ipynb"));
  const notebooks = (app) => Array.from(app.shell.widgets("main")).filter(isNotebook);
  let restored = false;

  // A lesson's kernel starts when its tab is in front: the lesson the page was opened on at
  // once; the tabs the workspace restores (a returning learner's) when the learner shows them,
  // not all at once with the first. A tab closed before it was shown never starts one.
  // JupyterLab starts a session under a path of its own (a unique id), and the file's name: the
  // tab is found by that name (the same lesson in two languages shares it, and then both wait
  // for one of them to be shown).
  const baseName = (path) => path.split("/").pop();
  async function whenShown(app, options) {
    if (!options || options.type !== "notebook") return;
    const mine = () => notebooks(app).filter((p) => baseName(p.context.path) === options.name);
    let seen = false;
    for (let waited = 0; ; waited += 200) {
      const panels = mine();
      if (seen && !panels.length) await new Promise(() => {});  // closed before it was shown
      seen = seen || panels.length > 0;
      if (panels.some((panel) => panel.context.path === wanted)) return;
      if (restored && panels.includes(app.shell.currentWidget)) return;
      // Not in the shell two seconds after the workspace was restored: not a tab to wait for.
      if (restored && !panels.length && waited >= 2000) return;
      await sleep(200);
    }
  }

  // The notebook the page is opened on: its kernel is started at once, under a path of its own
  // (so that the notebook's own search for a running session does not find it half made), and
  // handed to the notebook when it asks for one (JupyterLab then moves it to the notebook's
  // path). Not asked for within a minute of the page being ready (no such notebook, another
  // kernel chosen): shut down. What became of it is kept in window.tokaidoSite (for the tests;
  // they may shorten the minute, by setting tokaidoHandOverSeconds before the page loads).
  const HAND_OVER_SECONDS = window.tokaidoHandOverSeconds || 60;
  const told = window.tokaidoSite = { earlyKernel: "not started" };
  let early = null;

  function startEarly(app, startNew) {
    if (!wanted.endsWith(".ipynb")) return;
    const folder = wanted.includes("/") ? wanted.slice(0, wanted.lastIndexOf("/") + 1) : "";
    early = (async () => {
      const specs = app.serviceManager.kernelspecs;
      await Promise.all([specs.ready, app.serviceManager.sessions.ready]);
      // The kernels' plugins register their specs as they start, after the page is exposed.
      for (let waited = 0; !(specs.specs && specs.specs.default) && waited < 20000; waited += 50) {
        await sleep(50);
        await specs.refreshSpecs();
      }
      const kernel = specs.specs && specs.specs.default;
      if (!kernel) return null;
      const session = await startNew({
        path: `${folder}tokaido-starting-${Math.random().toString(36).slice(2)}`,
        name: baseName(wanted), type: "notebook", kernel: { name: kernel },
      });
      told.earlyKernel = "started";
      return { session, kernel };
    })().catch(() => null);
    const mine = early;
    (async () => {
      await app.restored;
      await sleep(HAND_OVER_SECONDS * 1000);
      if (early !== mine) return;  // handed over
      early = null;
      const started = await mine;
      if (!started) return;
      try { await started.session.shutdown(); } catch (error) { }
      told.earlyKernel = "shut down: not asked for";
    })();
  }

  async function handOver(options) {
    const mine = early;
    if (!mine || !options || options.type !== "notebook" || options.name !== baseName(wanted)) {
      return null;
    }
    early = null;
    const started = await mine;
    if (!started || started.session.isDisposed) return null;
    const asked = options.kernel && options.kernel.name;
    try {
      if (asked && asked !== started.kernel) throw new Error("another kernel");
      await started.session.setPath(options.path);
      told.earlyKernel = "handed over";
      return started.session;
    } catch (error) {
      try { await started.session.shutdown(); } catch (ignored) { }
      told.earlyKernel = "shut down: another kernel asked for";
      return null;
    }
  }

  function kernelsEarlyAndWhenShown(app, waitUntilShown) {
    const sessions = app.serviceManager.sessions;
    const startNew = sessions.startNew.bind(sessions);
    startEarly(app, startNew);
    sessions.startNew = async (options, connect) => {
      const handed = await handOver(options);
      if (handed) return handed;
      if (waitUntilShown) await whenShown(app, options);
      return startNew(options, connect);
    };
  }

  // JupyterLite sets window.jupyterapp before its plugins start and the workspace is restored
  // (exposeAppInBrowser): the settings and the kernels' start are wrapped at that moment.
  let exposed;
  Object.defineProperty(window, "jupyterapp", {
    configurable: true,
    get: () => exposed,
    set: (app) => {
      exposed = app;
      try { if (locale) inLessonLanguage(app.serviceManager.settings); } catch (error) { }
      try { kernelsEarlyAndWhenShown(app, !projector); } catch (error) { }
    },
  });
  const channel = "BroadcastChannel" in window ? new BroadcastChannel("tokaido-lessons") : null;
  const me = Math.random().toString(36).slice(2);

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
    restored = true;
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
    // The lesson in front (the one the page was opened on): the other pages of the site leave
    // theirs. The tabs the workspace restored stay, their kernels not started (whenShown); the
    // one the learner shows next becomes the one lesson running.
    const front = isNotebook(app.shell.currentWidget) ? app.shell.currentWidget : null;
    if (front) {
      seen.add(front);
      if (channel) channel.postMessage({ from: me, path: front.context.path });
    }
    app.shell.currentChanged.connect((shell, change) => {
      if (isNotebook(change.newValue)) opened(change.newValue);
    });
    if (channel) channel.onmessage = (event) => {
      if (event.data && event.data.from !== me) keepOnly(app, null);
    };
  }
  main();
})();
