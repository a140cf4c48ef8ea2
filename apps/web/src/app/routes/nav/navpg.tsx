import { LinePicker } from '../../../features/lines';

export default function NavPgRoute() {
  return <LinePicker />;
}
