/**
 * The instant an answer was dated by the service (its HTTP `Date` header, whole seconds), or null when it
 * sent none or one that does not read as a date (a browser hides it from a cross-origin answer that does
 * not expose it). The app compares it with the device's clock (src/engine/history/observe.ts).
 */
export function answerDateMs(headers: Headers): number | null {
  const value = headers.get('date');
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}
