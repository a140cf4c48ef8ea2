const shanghai = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/**
 * ISO instants from the server shown as Beijing wall time 'YYYY-MM-DD HH:mm:ss', whatever the
 * phone's own time zone; text that is not a date is shown as it came.
 */
export function beijingTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : shanghai.format(d);
}
