import { site } from '../config/site';

/** The site's logo, drawn from its logo set (spec §1: variants differ in logo set). */
export function SiteLogo({ size = 48 }: { size?: number }) {
  const { mark, background, accent } = site.logo;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={site.name}>
      <rect width="64" height="64" rx="16" fill={background} />
      <circle cx="32" cy="32" r="25" fill="none" stroke={accent} strokeWidth="2" opacity="0.6" />
      <text x="32" y="43" fontSize="30" textAnchor="middle" fill={accent} fontWeight="700">
        {mark}
      </text>
    </svg>
  );
}
