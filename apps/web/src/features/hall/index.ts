export { HallShell } from './components/hall-shell';
export { useHallNotices } from './hooks/use-hall-notices';
