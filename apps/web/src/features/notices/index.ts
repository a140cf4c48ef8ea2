export { NoticeCenterScreen } from './components/notice-center-screen';
export { runLoginNotice } from './hooks/use-login-notice';
