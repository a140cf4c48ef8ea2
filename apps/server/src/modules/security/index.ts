/** Bindings (phone, real name, fund password), password change and encrypted password fields. */
export { PasswordCipher } from './password-cipher.service';
export {
  checkFundPassword,
  checkLoginPassword,
  readSealedSecret,
  requireSealedSecret,
  requireSealedValue,
} from './sealed-secrets.rules';
export { SecurityErrors } from './security.errors';
export { securityPlugin } from './security.plugin';
export { type HolderNames, SecurityService } from './security.service';
