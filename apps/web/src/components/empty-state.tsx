import type { ReactNode } from 'react';
import './shell.css';

/** Friendly placeholder for areas without data yet; optional action below the text. */
export function EmptyState({
  title,
  icon,
  action,
}: {
  title: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="ql-empty">
      <div className="ql-empty__icon" aria-hidden="true">
        {icon ?? (
          <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
            <rect x="8" y="14" width="40" height="30" rx="6" fill="var(--ql-color-field)" />
            <path d="M8 24h40" stroke="var(--adm-color-border)" strokeWidth="2" />
            <circle cx="28" cy="34" r="4" fill="var(--adm-color-weak)" />
          </svg>
        )}
      </div>
      <div className="ql-empty__title">{title}</div>
      {action ? <div className="ql-empty__action">{action}</div> : null}
    </div>
  );
}
