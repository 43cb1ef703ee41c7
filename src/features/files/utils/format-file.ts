/** File sizes as people read them: 512 bytes, 14 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' });

/** '3 March 2026' (Europe/London). */
export function formatFileDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : DAY_MONTH_YEAR.format(date);
}
