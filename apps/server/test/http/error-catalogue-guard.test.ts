import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../../..');
const serverSrc = 'apps/server/src';

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f).split(path.sep).join('/'));
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/[^\n]*/g, '$1');
const withoutStrings = (text: string) => text.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");

/** `file:line  code` for every line of the files that matches. */
function offenders(files: string[], pattern: RegExp, prepare: (text: string) => string): string[] {
  return files.flatMap((f) =>
    prepare(readFileSync(path.join(root, f), 'utf8'))
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}  ${line.trim()}`] : [])),
  );
}

/** A spec or Qilin error code written as a number: 200xx, 4xxxx, 5xxxx. */
const NUMERIC_CODE = /(?<![\w.])(200\d\d|[45]\d{4})(?![\w.])/;
/** A refusal given a hand-written text: a quoted word as an argument of a refusal builder. */
const INLINE_REFUSAL_TEXT = /\b(appError|AppError|Errors\.\w+)\(([^()]*,\s*)?['"`][A-Za-z\u4e00-\u9fff]/;
const CHINESE = /[\u4e00-\u9fff]/;

/**
 * Files whose Chinese strings are display data, not refusals: seed rows, names of ledger types,
 * gifts, banks, channels and venues, the SMS text, the epoch notice and the road-map tie label.
 * A new file with Chinese text is a refusal or a label that belongs in packages/contract.
 */
const DISPLAY_DATA = new Set([
  'apps/server/src/seed.ts',
  'apps/server/src/cli/reconcile.ts',
  'apps/server/src/modules/account-history/history.catalogue.ts',
  'apps/server/src/modules/account-history/history.service.ts',
  'apps/server/src/modules/promotion/gift.catalogue.ts',
  'apps/server/src/modules/auth/phone-code.service.ts',
  'apps/server/src/modules/draw/draw-epochs.service.ts',
  'apps/server/src/modules/game/game-trends.rules.ts',
  'apps/server/src/modules/payment/payment-config.schema.ts',
  'apps/server/src/modules/payment/payment.config.ts',
  'apps/server/src/modules/venue/venue.catalogue.ts',
  'apps/server/src/modules/withdraw/withdraw.config.ts',
]);

/**
 * Issue 17: packages/contract's error catalogue (error-codes.ts + error-catalogue.ts) is the only
 * source of codes and texts; the server builds refusals with `appError(ErrorCode.X)` or a module's
 * named factory over it, and answers success through lib/reply.ts.
 */
describe('error codes and texts come only from the contract catalogue', () => {
  const server = sources(serverSrc);

  it('no numeric error code in the server or the web client', () => {
    const files = [...server, ...sources('apps/web/src')];
    expect(offenders(files, NUMERIC_CODE, (t) => withoutStrings(withoutComments(t)))).toEqual([]);
  });

  it('AppError is constructed only in lib/errors.ts (appError and subclasses take a code)', () => {
    const outside = server.filter((f) => f !== `${serverSrc}/lib/errors.ts`);
    expect(offenders(outside, /new AppError\(/, withoutComments)).toEqual([]);
  });

  it('no refusal is given a hand-written text', () => {
    expect(offenders(server, INLINE_REFUSAL_TEXT, withoutComments)).toEqual([]);
  });

  it('Chinese text appears only in the display-data files', () => {
    const others = server.filter((f) => !DISPLAY_DATA.has(f));
    expect(offenders(others, CHINESE, withoutComments)).toEqual([]);
  });

  it('the success envelope is built only by lib/reply.ts', () => {
    const others = server.filter((f) => f !== `${serverSrc}/lib/reply.ts`);
    expect(offenders(others, /\bsuccess\s*:\s*true\b/, withoutComments)).toEqual([]);
  });
});
