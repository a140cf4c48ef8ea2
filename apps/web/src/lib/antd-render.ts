import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __qlRoot?: Root };

/**
 * antd-mobile's imperative Toast/Dialog call ReactDOM.render, which React 19 removed; this hands
 * them createRoot instead (antd-mobile's documented React 19 adapter).
 */
export function installAntdRender(): void {
  unstableSetRender((node, container: Container) => {
    container.__qlRoot ??= createRoot(container);
    const root = container.__qlRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__qlRoot;
    };
  });
}
