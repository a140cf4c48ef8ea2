import { WelcomeScreen } from '../../../features/promotion';

export default function WelcomeRoute() {
  return <WelcomeScreen />;
}
