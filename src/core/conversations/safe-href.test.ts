import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('links http and https addresses', () => {
    expect(safeHref('https://files.example.com/a.pdf')).toBe('https://files.example.com/a.pdf');
    expect(safeHref(' HTTP://example.com/x?y=1 ')).toBe('http://example.com/x?y=1');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/file',
    'file:///etc/passwd',
    '/relative/path',
    'example.com/no-scheme',
    'http://',
    '',
  ])('does not link %j', (url) => {
    expect(safeHref(url)).toBeNull();
  });

  it('does not link a missing url', () => {
    expect(safeHref(null)).toBeNull();
  });
});
