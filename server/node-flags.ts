/**
 * The flags Node runs the server with (`npm start` and `npm run serve` pass them: package.json). A young
 * generation of 20 MB per semi-space, a little over V8's default of 16: a team page's read allocates
 * much that it keeps briefly, and with the default much of it outlived the young collections and was
 * copied on. Above the default the server's CPU per page read from the team's history fell steeply, and
 * more room did not make it faster (measured: docs/architecture.md#the-teams-history); each megabyte more
 * is memory the server may hold while readers are busy.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=20'] as const;
