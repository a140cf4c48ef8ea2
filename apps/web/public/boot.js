// Starts the app after the boot shell's first frame (see apps/web/paint-first.ts): attaches the
// stylesheets, waits for them (so nothing renders unstyled) while the entry downloads, then runs it.
// A hidden tab gets no animation frames, and a stuck stylesheet must not keep the app from starting:
// timers start it anyway.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Download (and compile) the entry now, but run it only once the stylesheets apply.
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.crossOrigin = '';
    preload.href = entry;
    document.head.appendChild(preload);
    const sheets = [...document.querySelectorAll('link[rel="qilin-css"]')].map(
      (template) =>
        new Promise((done) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = '';
          link.href = template.getAttribute('href');
          link.onload = done;
          link.onerror = done;
          document.head.appendChild(link);
        }),
    );
    const stuck = new Promise((done) => setTimeout(done, 3000));
    Promise.race([Promise.all(sheets), stuck]).then(() => import(entry));
  };
  // Two frames: the first frame's paint is committed before the second's callback, so the shell is on
  // screen (not just painted) before the entry's evaluation takes the main thread.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  setTimeout(start, 250);
})();
