export { NoticeCenterScreen } from './components/notice-center-screen';
export { runLoginNotice } from './login-notice';
