import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd's first render on a loaded 2-core machine can take more than findBy*'s default second.
configure({ asyncUtilTimeout: 3000 });

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

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
