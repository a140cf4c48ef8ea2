/** Tab bar glyphs (24×24, currentColor) so the active colour comes from antd-mobile's CSS variables. */
const common = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none' } as const;
const stroke = {
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function HallIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" {...stroke} />
    </svg>
  );
}

export function ActivityIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <rect x="3" y="8" width="18" height="13" rx="2" {...stroke} />
      <path d="M3 12h18M12 8v13M12 8c-2-4-6-4-6-1.5S10 8 12 8zm0 0c2-4 6-4 6-1.5S14 8 12 8z" {...stroke} />
    </svg>
  );
}

export function OnlineIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M4 13v-1a8 8 0 0 1 16 0v1" {...stroke} />
      <rect x="3" y="13" width="4" height="6" rx="1.5" {...stroke} />
      <rect x="17" y="13" width="4" height="6" rx="1.5" {...stroke} />
      <path d="M19 19c0 1.5-2 2.5-5 2.5" {...stroke} />
    </svg>
  );
}

export function PersonIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="12" cy="8" r="4" {...stroke} />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" {...stroke} />
    </svg>
  );
}
