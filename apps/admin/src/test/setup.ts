import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd's renders on a loaded 2-core machine (six engineers' test runs) can take seconds in jsdom;
// a passing test returns as soon as it sees what it waits for.
// defaultHidden: *ByRole skips its visibility check, a getComputedStyle per ancestor per element, which
// makes queries over antd's tables take seconds in jsdom.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// jsdom implements no pseudo-element styles and logs an error each time antd asks for one.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd reads these; jsdom has neither.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's table and overflow menus observe their size; jsdom lays nothing out.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
