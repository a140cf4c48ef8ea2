// Writes draws.json from the domain draw code. Run once per algorithm version:
//   npx tsx packages/domain/test/golden/generate-draws.mjs  (tsx loads the TS domain code),
//   then npx biome format --write packages/domain/test/golden/draws.json
// The golden test then pins every family's result, and the browser check replays the same file.
// biome-ignore lint/style/noRestrictedImports: test-data generator, never shipped or imported.
import { writeFileSync } from 'node:fs';
import { goldenDraws } from './draw-cases.ts';

const file = new URL('./draws.json', import.meta.url);
// one case per line keeps diffs readable
writeFileSync(
  file,
  `[\n${goldenDraws()
    .map((d) => JSON.stringify(d))
    .join(',\n')}\n]\n`,
);
console.log(`wrote ${file.pathname}`);
