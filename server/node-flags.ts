/**
 * The flags Node runs the server with (`npm start` and `npm run serve` pass them: package.json). A young
 * generation of 24 MB per semi-space, half again V8's default: a team page's read allocates most of that and
 * keeps little, and with the default much of it outlived the young collections and was copied on. It cut
 * the server's CPU per page read from the team's history, and its memory under five readers stayed within
 * its bound (measured: docs/architecture.md#the-teams-history).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=24'] as const;
