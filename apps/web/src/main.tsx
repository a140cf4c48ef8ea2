import { yieldToMain } from './lib/yield-to-main';

/**
 * The cold start in steps, each its own task, so no step is one long task on a slow phone: React and
 * react-dom evaluate first, then the app's modules, then the first render (itself time-sliced). The
 * boot loader (public/boot.js) has already modulepreloaded every chunk, so each step only evaluates.
 */
async function boot(container: HTMLElement): Promise<void> {
  await yieldToMain();
  await import('react-dom/client');
  await yieldToMain();
  const { startApp } = await import('./app/start');
  await yieldToMain();
  startApp(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
void boot(container);
