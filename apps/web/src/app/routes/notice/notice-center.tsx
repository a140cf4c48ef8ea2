import { NoticeCenterScreen } from '../../../features/notices';

export default function NoticeCenterRoute() {
  return <NoticeCenterScreen />;
}
