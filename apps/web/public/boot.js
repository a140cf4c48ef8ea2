// Starts the app after the boot shell's first frame (see apps/web/paint-first.ts). The entry has been
// modulepreloaded, so this only moves when it runs. A hidden tab gets no animation frames: the timer
// starts it anyway.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(entry);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
})();
