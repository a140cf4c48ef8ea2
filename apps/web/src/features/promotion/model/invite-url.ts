/** The link a member shares: the register page with their code, on the site the member is using. */
export function inviteUrlFor(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/register?code=${encodeURIComponent(code)}`;
}

/** Basis points as a percentage text: 150 → '1.5%', 60 → '0.6%', 0 → '0%'. */
export function rateText(bp: number): string {
  // Basis points are hundredths of a percent: split the digits (no division, no float).
  const digits = String(Math.abs(bp)).padStart(3, '0');
  const whole = `${bp < 0 ? '-' : ''}${digits.slice(0, -2)}`;
  const rest = digits.slice(-2).replace(/0+$/, '');
  return rest ? `${whole}.${rest}%` : `${whole}%`;
}
