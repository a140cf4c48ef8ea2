import { randomInt } from 'node:crypto';
import { GLYPHS } from './captcha-font.data';

/** No 0/O, 1/I/L: the code must be readable on a phone. Length 6 per spec §9. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 6;
const WIDTH = 150;
const HEIGHT = 50;

export function randomCaptchaCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

function color(): string {
  return `rgb(${randomInt(20, 140)},${randomInt(20, 140)},${randomInt(20, 140)})`;
}

/** A random number in [lo, hi) with millesimal steps (node:crypto; the code's secrecy rests on it). */
const between = (lo: number, hi: number) => lo + (randomInt(0, 1000) / 1000) * (hi - lo);
const fmt = (n: number) => n.toFixed(1);

/** One polyline as a path, each vertex jittered so no two renderings of a glyph are alike. */
function strokePath(points: ReadonlyArray<readonly [number, number]>, stroke: string, width: number): string {
  const d = points
    .map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x + between(-0.8, 0.8))} ${fmt(y + between(-0.8, 0.8))}`)
    .join('');
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${fmt(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * Renders the code as an SVG of distorted glyph strokes (captcha-font.data.ts: each glyph scaled,
 * rotated and jittered), mixed in random order with noise strokes of the same colours and widths. The
 * image has no <text>, no font and no character of the code: a regex reads nothing.
 */
export function renderCaptchaSvg(code: string): string {
  const step = WIDTH / (code.length + 1);
  const strokes: string[] = [];
  const colours: string[] = [];
  [...code].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) throw new RangeError('captcha glyph missing');
    const colour = color();
    colours.push(colour);
    const scale = between(4.3, 5.3);
    const angle = between(-0.35, 0.35);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const cx = step * (i + 1) + between(-3, 3);
    const cy = HEIGHT / 2 + between(-4, 4);
    const width = between(1.8, 2.8);
    for (const line of glyph) {
      const placed = line.map(([gx, gy]) => {
        const [x, y] = [(gx - 2) * scale * 0.8, (gy - 3) * scale];
        return [cx + x * cos - y * sin, cy + x * sin + y * cos] as const;
      });
      strokes.push(strokePath(placed, colour, width));
    }
  });
  for (let n = 0; n < 4; n++) {
    const points = Array.from(
      { length: randomInt(2, 5) },
      () => [between(0, WIDTH), between(0, HEIGHT)] as const,
    );
    strokes.push(strokePath(points, colours[randomInt(colours.length)] ?? color(), between(0.8, 1.8)));
  }
  // Shuffled, so the order of the paths says nothing about which glyph or noise a path belongs to.
  for (let i = strokes.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [strokes[i], strokes[j]] = [strokes[j] as string, strokes[i] as string];
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f2f3f5"/>${strokes.join('')}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
