/** The link a member shares: the register page with their code, on the site the member is using. */
export function inviteUrlFor(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/register?code=${encodeURIComponent(code)}`;
}

/** Basis points as a percentage text: 150 → '1.5%', 60 → '0.6%', 0 → '0%'. */
export function rateText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const rest = String(Math.abs(bp % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}%` : `${whole}%`;
}
