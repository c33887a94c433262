/**
 * A link target only for http: and https: URLs. `url` comes from the service and is shown to a person:
 * `javascript:`, `data:` and the like must never become clickable, and a relative URL would resolve
 * against this app's own origin.
 */
export function safeHref(url: string | null): string | null {
  if (url === null) return null;
  const trimmed = url.trim();
  if (trimmed === '' || !URL.canParse(trimmed)) return null;
  const parsed = new URL(trimmed);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
}
