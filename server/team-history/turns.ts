/**
 * At most `n` pieces of work at once; the rest wait their turn, in the order they came. The server reads
 * held pages through it: each read decodes day files into a coded page, megabytes of short-lived memory,
 * so readers beyond a few at once wait instead of adding theirs to the server's peak.
 */
export function createTurns(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < n) running++;
    // The one leaving hands its turn on: `running` stays as it was.
    else await new Promise<void>((go) => waiting.push(go));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
export type Turns = ReturnType<typeof createTurns>;
