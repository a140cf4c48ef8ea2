import type { CaptchaResult } from '@qilin/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { Errors } from '../../lib/errors';
import { randomCaptchaCode, renderCaptchaSvg, svgDataUrl } from './captcha-image.renderer';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Codes compare case-insensitively; only the hash of the upper-cased code is stored. */
const hashCode = (id: string, code: string) => sha256Hex(`${id}:${code.trim().toUpperCase()}`);

/**
 * Picture captcha: `create` answers `{id, img}`; `verify` consumes the captcha on its first check,
 * right or wrong, so a code cannot be guessed by retrying the same id.
 */
export class CaptchaService {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;
  /** Test hook: sees each generated code (the HTTP API never reveals it). */
  readonly #onCode: ((id: string, code: string) => void) | undefined;
  /** Browser tests only (`CAPTCHA_FIXED_CODE`, refused in production): every captcha carries this code. */
  readonly #fixedCode: string | undefined;

  constructor(
    db: Kysely<Database>,
    opts: { now?: () => Date; onCode?: (id: string, code: string) => void; fixedCode?: string } = {},
  ) {
    this.#db = db;
    this.#now = opts.now ?? (() => new Date());
    this.#onCode = opts.onCode;
    this.#fixedCode = opts.fixedCode;
  }

  async create(): Promise<CaptchaResult> {
    const id = randomToken(16);
    const code = this.#fixedCode ?? randomCaptchaCode();
    const now = this.#now();
    await this.#db.deleteFrom('captchas').where('expires_at', '<', now).execute();
    await this.#db
      .insertInto('captchas')
      .values({ id, code_hash: hashCode(id, code), expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS) })
      .execute();
    this.#onCode?.(id, code);
    return { id, img: svgDataUrl(renderCaptchaSvg(code)) };
  }

  /** Throws CaptchaInvalid unless `code` matches a live, unused captcha `id`. */
  async verify(id: string | undefined, code: string | undefined): Promise<void> {
    if (!id || !code) throw Errors.captchaInvalid();
    const used = await this.#db
      .updateTable('captchas')
      .set({ used_at: this.#now() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', this.#now())
      .returning('code_hash')
      .executeTakeFirst();
    if (!used || used.code_hash !== hashCode(id, code)) throw Errors.captchaInvalid();
  }
}
