import { buildBaseline, ensureWebBuilt, measureHall } from '../lib/bundle';
import { type Figure, ratioFigure } from '../lib/report';
import type { Scale } from '../lib/scale';

/** Figure 1: the hall route's initial JS (gzip) vs the throwaway React + antd-mobile baseline build. */
export async function bundleSize(_scale: Scale): Promise<Figure[]> {
  const built = ensureWebBuilt();
  const hall = measureHall();
  const baseline = await buildBaseline();
  const largest = [...hall.files].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  const biggestLazy = [...hall.lazyChunks].sort((a, b) => b.gzip - a.gzip)[0];
  return [
    ratioFigure(
      {
        id: 'hall-js',
        name: 'hall route initial JS, gzip',
        value: hall.initialGzip / 1024,
        unit: 'KB',
        baseline: {
          name: 'Vite build of React + react-dom + 11 antd-mobile components',
          value: baseline / 1024,
          unit: 'KB',
        },
        target: { op: '<=', value: 1.2, of: 'ratio' },
        detail: {
          files: hall.files.length,
          web: built,
          largest: largest.map((f) => `${f.file}:${(f.gzip / 1024).toFixed(1)}KB`).join(','),
          biggestLazyChunk: biggestLazy
            ? `${biggestLazy.file}:${(biggestLazy.gzip / 1024).toFixed(1)}KB`
            : 'none',
        },
      },
      'value/baseline',
    ),
  ];
}
