import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SERVER_NODE_FLAGS } from './node-flags';

const scripts = z
  .object({ scripts: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))).scripts;

describe('the server as users start it', () => {
  it.each(['start', 'serve'])('runs `npm run %s` with the Node flags it was measured with', (name) => {
    const words = scripts[name]?.split(' ') ?? [];
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
  });
});
