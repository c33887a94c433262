// Commands the browser tests send to the test runner, which runs them on the page (vitest.config.ts).
import 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Emulates forced colours (as Windows' contrast themes turn on), or stops emulating them. */
    setForcedColors: (on: boolean) => Promise<void>;
  }
}
