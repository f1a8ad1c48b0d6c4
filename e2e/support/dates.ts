/** Today as `YYYY/MM/DD` in the Jalali calendar (Latin digits), computed here independently of the app. */
export function jalaliToday(date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    date,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')}`;
}

/** Today as `YYYY/MM/DD` in the Gregorian calendar (local time). */
export function gregorianToday(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/**
 * The dates a page may show for "today" when it rendered up to `toleranceMs` ago: today's, and
 * yesterday's when midnight passed in between (a run across midnight must not fail).
 */
export function todaysDates(format: (date: Date) => string, toleranceMs = 5 * 60_000): string[] {
  return [...new Set([format(new Date(Date.now() - toleranceMs)), format(new Date())])];
}
