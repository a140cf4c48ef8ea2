import { HallShell } from '../../../features/hall';

export default function HallRoute() {
  return <HallShell />;
}
