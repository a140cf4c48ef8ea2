import './spinner.css';

/**
 * A CSS-only spinner for the screens of the first load (route fallback, line splash). antd-mobile's
 * SpinLoading animates through react-spring, which would pull ~18 KB gzip into every cold start.
 */
export function Spinner({
  size = 32,
  color = 'var(--adm-color-primary, #1677ff)',
}: {
  size?: number;
  color?: string;
}) {
  return <span className="ql-spinner" aria-hidden="true" style={{ width: size, height: size, color }} />;
}
