import { randomInt } from 'node:crypto';

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

/** Renders the code as an SVG with jittered, rotated glyphs and noise lines (no fonts embedded). */
export function renderCaptchaSvg(code: string): string {
  const step = WIDTH / (code.length + 1);
  const glyphs = [...code].map((ch, i) => {
    const x = Math.round(step * (i + 0.7) + randomInt(-4, 5));
    const y = 34 + randomInt(-5, 6);
    const rotate = randomInt(-25, 26);
    return `<text x="${x}" y="${y}" fill="${color()}" font-size="${randomInt(24, 31)}" font-family="monospace" font-weight="bold" transform="rotate(${rotate} ${x} ${y})">${ch}</text>`;
  });
  const lines = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color()}" stroke-width="1.5"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f2f3f5"/>${lines.join('')}${glyphs.join('')}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
