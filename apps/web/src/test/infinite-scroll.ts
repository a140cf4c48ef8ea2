/**
 * jsdom lays nothing out, so every element's `offsetParent` is null and antd-mobile's InfiniteScroll
 * never asks for more. Giving elements their parent as offset parent makes the loader "visible"
 * (all rects are 0, inside the threshold), so it loads the next page as a phone at the list's end
 * would. Returns the undo.
 */
export function showInfiniteScrollLoader(): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
  };
}
