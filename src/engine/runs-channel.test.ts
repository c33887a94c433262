import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRunsChanged, RUNS_CHANGED_GAP_MS, RUNS_CHANNEL } from './runs-channel';

const channels: BroadcastChannel[] = [];
const otherTab = () => {
  const channel = new BroadcastChannel(RUNS_CHANNEL);
  channels.push(channel);
  return channel;
};

afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
  vi.useRealTimers();
});

describe('Hearing that the stored runs changed', () => {
  it('hears a change at once, and a burst of changes (a run storing its pages) once more at the end of the gap', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const heard = vi.fn();
    const stop = onRunsChanged(heard);
    const tab = otherTab();
    tab.postMessage('changed');
    await expect.poll(() => heard.mock.calls.length).toBe(1);

    // Four more pages stored within the gap: told once, when it ends. (A third tab counts them arrive.)
    let arrived = 0;
    otherTab().addEventListener('message', () => arrived++);
    for (let i = 0; i < 4; i++) tab.postMessage('changed');
    await expect.poll(() => arrived).toBe(4);
    expect(heard).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RUNS_CHANGED_GAP_MS);
    expect(heard).toHaveBeenCalledTimes(2);

    // Nothing more heard: the next gap ends in silence, and a later change is heard at once.
    vi.advanceTimersByTime(RUNS_CHANGED_GAP_MS);
    expect(heard).toHaveBeenCalledTimes(2);
    tab.postMessage('changed');
    await expect.poll(() => heard.mock.calls.length).toBe(3);
    stop();
  });
});
