import { LineSplash } from '../../../features/lines';

export default function NavRoute() {
  return <LineSplash />;
}
