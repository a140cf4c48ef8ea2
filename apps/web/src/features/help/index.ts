export { HelpCenterScreen } from './components/help-center-screen';
