import { describe, expect, it } from 'vitest';
import { countedFetch } from './counted-fetch';

describe("a command's calls", () => {
  it('count every request to the service, whatever its answer, and none to the team’s history', async () => {
    const counted = countedFetch(() => Promise.resolve(new Response('{}', { status: 429 })));
    const ask = (url: string) => counted.fetch(new Request(url, { method: 'POST' }));
    await ask('http://127.0.0.1:4173/env/demo/api/ServiceReporting/CreateToken');
    await ask('http://127.0.0.1:4173/env/demo/api/ServiceReporting/ExecuteReport');
    await ask('http://127.0.0.1:4173/team/demo/held');
    await ask('http://127.0.0.1:4173/team/demo/rows');
    await ask('https://reporting.example.com/api/ServiceReporting/ExecuteReport');
    expect(counted.calls()).toBe(3);
  });
});
