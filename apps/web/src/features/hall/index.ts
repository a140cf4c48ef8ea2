export { HallShell } from './components/hall-shell';
