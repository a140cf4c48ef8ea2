// Starts the app after the boot shell's first frame (see apps/web/paint-first.ts): attaches the
// stylesheets, waits for them (so nothing renders unstyled) while the entry and the chunks it runs
// next download, then runs it.
// A hidden tab gets no animation frames, and a stuck stylesheet must not keep the app from starting:
// timers start it anyway.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  let started = false;
  const attach = (rel, href, onDone) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    if (onDone) {
      link.onload = onDone;
      link.onerror = onDone;
    }
    document.head.appendChild(link);
  };
  const templates = (rel) =>
    [...document.querySelectorAll(`link[rel="${rel}"]`)].map((template) => template.getAttribute('href'));
  const start = () => {
    if (started) return;
    started = true;
    const sheets = templates('qilin-css').map(
      (href) => new Promise((done) => attach('stylesheet', href, done)),
    );
    // Download (and compile) the entry and the chunks it imports next, but run it only once the
    // stylesheets apply.
    for (const href of [entry, ...templates('qilin-modulepreload')]) attach('modulepreload', href);
    const stuck = new Promise((done) => setTimeout(done, 3000));
    Promise.race([Promise.all(sheets), stuck]).then(() => import(entry));
  };
  // Two frames: the first frame's paint is committed before the second's callback, so the shell is on
  // screen (not just painted) before the entry's evaluation takes the main thread.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  setTimeout(start, 250);
})();
