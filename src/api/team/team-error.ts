/**
 * Why the team's history could not answer (src/core/team-history/wire.ts): the server refused the token
 * even after a new one ('refused'), the held segment changed since the plan ('changed': plan again), the
 * environment has none ('absent'), or the server could not be reached or answered what it should not
 * ('unreachable'). None of them is the service's: a team leg that fails is fetched from the service.
 */
export type TeamHistoryErrorKind = 'refused' | 'changed' | 'absent' | 'unreachable';

export class TeamHistoryError extends Error {
  readonly kind: TeamHistoryErrorKind;
  constructor(kind: TeamHistoryErrorKind, message: string) {
    super(message);
    this.name = 'TeamHistoryError';
    this.kind = kind;
  }
}

export const isTeamHistoryError = (e: unknown): e is TeamHistoryError => e instanceof TeamHistoryError;
