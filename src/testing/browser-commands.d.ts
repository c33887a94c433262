// Commands the browser tests send to the test runner, which runs them on the page (vitest.config.ts).
import 'vitest/browser';
// The Playwright provider's options for userEvent (a hover's position, for one).
import type {} from '@vitest/browser-playwright';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Emulates forced colours (as Windows' contrast themes turn on), or stops emulating them. */
    setForcedColors: (on: boolean) => Promise<void>;
  }
}
