/**
 * The e2e server draws every picture captcha with this code (`CAPTCHA_FIXED_CODE`, refused in
 * production): the glyph strokes cannot be read back, and the flows must answer the captcha the server
 * really checks. The server suite proves the code is random and unreadable without it.
 */
export const E2E_CAPTCHA_CODE = 'E2E234';
