/**
 * Lets non-React code (the API error handler, socket effects) navigate through the router the app
 * created, instead of assigning window.location and losing in-memory state.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigator(navigate: Navigate): void {
  current = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}

export function reloadPage(): void {
  window.location.reload();
}
