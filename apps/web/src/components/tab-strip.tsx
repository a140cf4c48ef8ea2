import { type KeyboardEvent, useRef } from 'react';
import './tab-strip.css';

export type TabStripItem = { key: string; title: string };

/**
 * A plain WAI-ARIA tab strip for the hall's first screen. antd-mobile's Tabs animates its underline with
 * react-spring (~18 KB gzip), which alone put the hall's initial JS over its budget; the underline here is
 * a CSS transition. Arrow keys move between tabs as the ARIA tabs pattern expects.
 */
export function TabStrip({
  items,
  activeKey,
  onChange,
  label,
  children,
}: {
  items: TabStripItem[];
  activeKey: string;
  onChange: (key: string) => void;
  label: string;
  children: React.ReactNode;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((i) => i.key === activeKey),
  );
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>): void {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0 || items.length === 0) return;
    e.preventDefault();
    const next = (activeIndex + step + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    refs.current[next]?.focus();
  }
  return (
    <div className="ql-tab-strip">
      <div className="ql-tab-strip__bar" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.key}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`ql-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`ql-tabpanel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'ql-tab-strip__tab ql-tab-strip__tab--active' : 'ql-tab-strip__tab'}
              onClick={() => onChange(item.key)}
            >
              {item.title}
            </button>
          );
        })}
        <span
          className="ql-tab-strip__ink"
          aria-hidden="true"
          style={{
            width: `${100 / Math.max(1, items.length)}%`,
            transform: `translateX(${activeIndex * 100}%)`,
          }}
        />
      </div>
      <div
        className="ql-tab-strip__panel"
        role="tabpanel"
        id={`ql-tabpanel-${items[activeIndex]?.key ?? ''}`}
        aria-labelledby={`ql-tab-${items[activeIndex]?.key ?? ''}`}
      >
        {children}
      </div>
    </div>
  );
}
