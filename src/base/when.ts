/**
 * When a file was saved, as every place that dates a save says it (the title's Continue and chooser,
 * `athack continue`'s notes): `2025-01-31 14:05` in local time, the same on every machine whatever its
 * locale, so one save is never dated two ways.
 */
export function when(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
