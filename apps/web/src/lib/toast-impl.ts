import { Toast } from 'antd-mobile';
import { installAntdRender } from './antd-render';

// antd-mobile's imperative render layer (and the async runtime it pulls in) is needed only once a
// toast is shown, so it is installed here, in the lazily loaded toast chunk, not at start-up.
installAntdRender();

export const showAntdToast = Toast.show;
