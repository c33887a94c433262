import { whenAborted } from '../api/call/http';
import { queryIdentity } from '../api/same-query';
import type { PageRequest, WorkerEngine, WorkerRunPage } from './types';

type PageOptions = NonNullable<Parameters<WorkerEngine['page']>[1]>;
/** A page served and stored (engine.ts keptPage). */
type Serve = (request: PageRequest, options: PageOptions) => Promise<WorkerRunPage>;

interface Held {
  /** The request it answers, as the view will ask it (keyOf). */
  key: string;
  page: Promise<WorkerRunPage>;
  controller: AbortController;
}

/** What makes a view's ask the page served ahead: its run, its query, its report and the team page. */
const keyOf = (request: PageRequest) =>
  JSON.stringify([
    request.runId,
    queryIdentity(request.query),
    request.reportName,
    request.team?.page ?? null,
  ]);

/**
 * The next page of a team leg, read from the team's server and stored on the device while the view checks
 * and draws this one (docs/architecture.md#the-teams-history). A view asks its pages one after the other,
 * each once the one before is stored and drawn; for a leg read from the service that order is the
 * throttle's, but a team page costs no call, and handled in turn its reading, storing and drawing added
 * up instead of overlapping.
 *
 * One page ahead per run, and only of a team leg (which never falls back to the service after its first
 * page). A page served ahead is stored like any: a view stopped before asking it finds it when it goes on
 * (held here by its run until asked), a reopened tab reads it from the device, and a failure is the
 * page's own, thrown when the view asks it, as if asked then. A held page is never dropped while its run
 * may still ask it, because storing it again would keep its rows twice; signing out ends them all.
 */
export function writeAhead(serve: Serve) {
  const held = new Map<string, Held>();

  const serveNext = (request: PageRequest, answered: WorkerRunPage) => {
    const { team } = request;
    if (!team || !answered.fromTeam || answered.runId === null || answered.lastDocument === null) return;
    const next: PageRequest = {
      query: request.query,
      resumeFrom: null,
      runId: answered.runId,
      reportName: request.reportName,
      team: { fetchedAt: team.fetchedAt, page: team.page + 1 },
    };
    const controller = new AbortController();
    const page = serve(next, { signal: controller.signal });
    page.catch(() => undefined); // thrown to the view when it asks the page
    held.set(answered.runId, { key: keyOf(next), page, controller });
  };

  return {
    async page(request: PageRequest, options: PageOptions = {}): Promise<WorkerRunPage> {
      const ahead = request.runId === null ? undefined : held.get(request.runId);
      let answered: WorkerRunPage;
      if (ahead && ahead.key === keyOf(request)) {
        try {
          const { promise: aborted, stop } = whenAborted(options.signal);
          answered = await Promise.race([aborted, ahead.page]).finally(stop); // a stop comes first
        } catch (e) {
          // Stopped by the view: the page stays held for its next ask. Failed: it is the page's failure.
          if (!options.signal?.aborted && request.runId) held.delete(request.runId);
          throw e;
        }
        if (request.runId) held.delete(request.runId);
      } else answered = await serve(request, options);
      serveNext(request, answered);
      return answered;
    },
    /** Signed out: the pages served ahead are stopped and forgotten. */
    clear() {
      for (const { controller } of held.values()) controller.abort();
      held.clear();
    },
  };
}
