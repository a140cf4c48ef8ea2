import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT_CENSOR, redactSecrets } from '../../src/lib/log-redaction';

const R = LOG_REDACT_CENSOR;

describe('redactSecrets (the logger’s formatters.log)', () => {
  it('censors secret fields at the top level and up to two objects or arrays deep', () => {
    const out = redactSecrets({
      password: 'p0',
      body: { secpwd: 'f1', password_enc: 'sealed', phone: '139' },
      job: { params: { old_password: 'p2', new_password_enc: 'sealed2' } },
      members: [{ password_hash: '$argon2id$x' }, { name: 'a' }],
      code_hash: 'h',
    });
    expect(out).toEqual({
      password: R,
      body: { secpwd: R, password_enc: R, phone: '139' },
      job: { params: { old_password: R, new_password_enc: R } },
      members: [{ password_hash: R }, { name: 'a' }],
      code_hash: R,
    });
  });

  it('never changes the caller’s objects and passes branches without a secret as they are', () => {
    const clean = { phone: '139', nested: { deep: { x: 1 } } };
    const body = { password: 'p' };
    const input = { body, clean, list: [body] };
    const out = redactSecrets(input);
    expect(body.password).toBe('p');
    expect(input.list[0]).toBe(body);
    expect(out.clean).toBe(clean);
    expect(out).toEqual({ body: { password: R }, clean, list: [{ password: R }] });
    expect(redactSecrets(clean)).toBe(clean);
  });

  it('keeps an error an error (prototype, message, stack) while censoring its secret fields', () => {
    const err = Object.assign(new Error('boom'), { password: 'p', code: 'E1' });
    const out = redactSecrets({ err }) as { err: Error & { password: string; code: string } };
    expect(out.err).toBeInstanceOf(Error);
    expect(out.err).not.toBe(err);
    expect(out.err.message).toBe('boom');
    expect(out.err.stack).toBe(err.stack);
    expect(out.err.password).toBe(R);
    expect(out.err.code).toBe('E1');
    expect(err.password).toBe('p');
  });

  it('leaves binary data alone', () => {
    const buf = Buffer.from('password');
    expect(redactSecrets({ buf }).buf).toBe(buf);
  });

  it('redacts through pino, serializers included (an error’s own fields)', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _e, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ level: 'info', formatters: { log: redactSecrets } }, stream);
    const child = log.child({ reqId: 'req-1' });
    child.error(
      { err: Object.assign(new Error('bad'), { secpwd: '975310' }), body: { password: 'zz9' } },
      'x',
    );
    const line = JSON.parse(lines.join('')) as { reqId: string; err: Record<string, unknown>; body: unknown };
    expect(line.reqId).toBe('req-1');
    expect(line.err).toMatchObject({ type: 'Error', message: 'bad', secpwd: R });
    expect(line.body).toEqual({ password: R });
    expect(lines.join('')).not.toMatch(/975310|zz9/);
  });
});
