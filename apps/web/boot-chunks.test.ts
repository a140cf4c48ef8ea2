import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { hallModules, REACT_MODULE } from './hall-chunk';
import { bootChunks } from './hall-preload';

const ROUTE = '/src/app/routes/home/hall.tsx';

function chunk(fileName: string, extra: Partial<Rollup.OutputChunk>): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    isEntry: false,
    ...extra,
  } as Rollup.OutputChunk;
}

// The probe build's shape: a tiny entry that imports its boot steps dynamically, shared chunks, the
// hall route, and a route the cold start never loads.
const PROBE = [
  chunk('index.js', {
    isEntry: true,
    moduleIds: ['/src/main.tsx'],
    dynamicImports: ['react-dom.js', 'start.js'],
    imports: ['runtime.js'],
  }),
  chunk('runtime.js', { moduleIds: ['\0rolldown/runtime.js'] }),
  chunk('react-dom.js', { moduleIds: ['/n/node_modules/react-dom/client.js'], imports: ['react.js'] }),
  chunk('react.js', { moduleIds: ['/n/node_modules/react/index.js'] }),
  chunk('start.js', {
    moduleIds: ['/src/app/start.tsx', '/src/app/app.tsx'],
    imports: ['react.js', 'shared.js'],
    dynamicImports: ['hall.js', 'login.js'],
  }),
  chunk('shared.js', { moduleIds: ['/n/node_modules/antd-mobile/es/button.js'] }),
  chunk('hall.js', { facadeModuleId: `/w${ROUTE}`, moduleIds: [`/w${ROUTE}`], imports: ['shared.js'] }),
  chunk('login.js', { moduleIds: ['/src/app/routes/auth/login.tsx'] }),
];

describe('cold start chunks', () => {
  it('groups the boot steps, the hall route and their imports, but not what the entry loads or other routes', () => {
    const modules = hallModules(PROBE, ROUTE);
    expect([...modules].sort()).toEqual([
      '/n/node_modules/antd-mobile/es/button.js',
      '/n/node_modules/react-dom/client.js',
      '/n/node_modules/react/index.js',
      '/src/app/app.tsx',
      '/src/app/start.tsx',
      `/w${ROUTE}`,
    ]);
    expect([...modules].filter((id) => REACT_MODULE.test(id)).sort()).toEqual([
      '/n/node_modules/react-dom/client.js',
      '/n/node_modules/react/index.js',
    ]);
  });

  it('lists for preloading the chunks the entry runs next, not the entry itself or other routes', () => {
    const bundle = Object.fromEntries(PROBE.map((c) => [c.fileName, c]));
    expect(
      bootChunks(bundle, ROUTE)
        .map((c) => c.fileName)
        .sort(),
    ).toEqual(['hall.js', 'react-dom.js', 'react.js', 'shared.js', 'start.js']);
  });
});
