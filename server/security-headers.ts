/**
 * Headers of every answer of the built app's server. Scripts and connections come from its own origin
 * only; a direct-mode environment's origin is added to connect-src because the browser calls it itself.
 */
export function securityHeaders(directOrigins: readonly string[]): Record<string, string> {
  const connect = ["'self'", ...new Set(directOrigins)].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      `connect-src ${connect}`,
      "img-src 'self' data:",
      // React and the table virtualiser set element styles inline.
      "style-src 'self' 'unsafe-inline'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ].join('; '),
    ...devSecurityHeaders(),
  };
}

/**
 * The dev server's looser set: no Content-Security-Policy, because Vite's React refresh preamble is an
 * inline script and HMR talks over a WebSocket.
 */
export function devSecurityHeaders(): Record<string, string> {
  return {
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}
