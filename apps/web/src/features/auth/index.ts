export { authPaths, captchaSrc, getSiteFlags } from './api/auth-api';
export { ForgotPasswordPanel } from './components/forgot-password-panel';
export { LoginPanel } from './components/login-panel';
export { displayName } from './hooks/use-auth-submit';
export { useLogout } from './hooks/use-logout';
export { useSiteFlags } from './hooks/use-site-flags';
