/** Bindings (phone, real name, fund password), password change and encrypted password fields. */
export { PasswordCipher } from './password-cipher';
export {
  checkFundPassword,
  checkLoginPassword,
  readSealedSecret,
  requireSealedSecret,
  requireSealedValue,
} from './secrets';
export { SecurityErrors } from './security.errors';
export { securityPlugin } from './security.plugin';
export { type HolderNames, SecurityService } from './security.service';
