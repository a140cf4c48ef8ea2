/**
 * Secret fields that must never reach a log line, whatever logs them (an error carrying a request body,
 * a debug dump): the passwords of login, registration and the security centre, their RSA-sealed `_enc`
 * forms, and stored hashes. Pino replaces them at the top level and up to two objects deep
 * (`body.password`, `req.body.secpwd_enc`, `list[0].password`).
 */
const SECRET_FIELDS = ['password', 'secpwd', 'old_secpwd', 'old_password', 'new_password'];
const FIELDS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `${f}_enc`),
  'password_hash',
  'fund_password_hash',
  'code_hash',
];

export const LOG_REDACT_PATHS = FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]);
export const LOG_REDACT_CENSOR = '[Redacted]';
