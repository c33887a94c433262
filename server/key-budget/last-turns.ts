/** Clients whose last turn is remembered, all keys together: the newest are kept (a few hundred KB at most). */
const MAX_REMEMBERED = 10_000;

/** When each client of one key last had a turn, as a count of turns: later is larger. */
export interface LastTurns {
  of(client: string): number | undefined;
  note(client: string): void;
}

/**
 * The order of clients' last turns, kept apart from the keys' queues because it must outlive them: a key
 * is forgotten as soon as nothing of it waits (between two pages of a slow analyst), and the analyst back
 * with the next page still goes before a colleague who had a turn since (round-robin.ts).
 */
export function createLastTurns() {
  const turns = new Map<string, number>();
  let count = 0;
  return {
    /** The last turns of one key's clients of one kind of call. */
    of(scope: string): LastTurns {
      const id = (client: string) => `${scope}\0${client}`;
      return {
        of: (client) => turns.get(id(client)),
        note(client) {
          turns.delete(id(client));
          turns.set(id(client), ++count);
          for (const oldest of turns.keys()) {
            if (turns.size <= MAX_REMEMBERED) break;
            turns.delete(oldest);
          }
        },
      };
    },
    get size() {
      return turns.size;
    },
  };
}
