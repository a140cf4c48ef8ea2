/**
 * The e2e server's DATA_KEY (`playwright.config.ts`), deliberately not the development key: the client
 * is built without it and must take the key from the page the server serves (issue 16 finding 9), so
 * every flow that logs in or reads an encrypted answer proves the one source of the key.
 */
export const E2E_DATA_KEY_HEX = 'e2e0'.repeat(16);
