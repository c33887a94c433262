import { format } from 'date-fns';
import { isServiceError, type ServiceError } from './errors';

export interface ErrorDescription {
  title: string;
  detail: string;
  action: string;
}

/** "page N" of the page a resume would ask for first, or null when the error carries no resume point. */
const resumePage = (e: ServiceError) => {
  const r = e.details.resume;
  return r ? `page ${r.pagesDone + 1}${r.totalPages > 0 ? ` of ${r.totalPages}` : ''}` : null;
};

/** Local time of `at`; the date too when it is not today. */
const clock = (at: number, now: number, seconds = false) =>
  format(
    at,
    `${new Date(at).toDateString() === new Date(now).toDateString() ? '' : 'yyyy-MM-dd '}HH:mm${seconds ? ':ss' : ''}`,
  );

/** The gateway words both quotas alike (docs/service.md#quota-exhausted-403); the top bar counts calls, so say which one. */
const whichQuota = (message: string) =>
  /bandwidth/i.test(message)
    ? 'The bandwidth quota (data received) is used up. '
    : /call/i.test(message)
      ? 'The call quota is used up. '
      : '';

/** Plain words for an error, with the next step, for the UI (one place decides them all). */
export function describeError(e: unknown, now: number = Date.now()): ErrorDescription {
  if (!isServiceError(e)) {
    const detail = e instanceof Error ? e.message : String(e);
    return {
      title: 'Something went wrong',
      detail,
      action: 'Try again; if it happens again, reload the page.',
    };
  }
  const page = resumePage(e);
  const resume = page ? `Resume from ${page}` : 'Try again';
  const renews = e.details.renewsAt;
  switch (e.kind) {
    case 'bad-credentials':
      return {
        title: 'Sign-in refused',
        detail: e.message,
        action:
          'Check the access token, its secret and the tenant from the service’s web interface, then sign in again.',
      };
    case 'unauthorized':
      return {
        title: 'Not authorised',
        detail: e.message,
        action: /subscription key/i.test(e.message)
          ? 'Check the subscription key (leave it empty for the basic product), then sign in again.'
          : page
            ? // Resume gets a new token at its first 401 (execute-page.ts); signing out clears the rows (explorer.tsx).
              `${resume} to try with a new token; if it is refused again, sign out and in again (the rows so far are cleared).`
            : 'Sign in again.',
      };
    case 'rate-limited':
      return {
        title: 'Too many requests',
        detail: `${e.message} The service asks to wait${renews ? ` until ${clock(renews, now, true)}` : ''}.`,
        action: `${resume}${renews ? ` after ${clock(renews, now, true)}` : ' in a minute'}.`,
      };
    case 'quota-exhausted':
      return {
        title: 'Quota used up',
        detail: renews
          ? // Not "the run resumes then": nothing resumes by itself; the action says what to press.
            `${whichQuota(e.message)}It renews at ${clock(renews, now)}.`
          : `${e.message}${page ? ` The run can resume from ${page} once it renews.` : ''}`,
        action: `${resume} once the quota renews${renews ? ` (${clock(renews, now)})` : ''}.`,
      };
    case 'invalid-execution':
      return {
        title: 'The service could not run this report',
        detail: e.details.serviceErrors?.join('\n') || e.message,
        // A refusal can be passing (the sim's own message says "Try again later"): the rows so far are kept.
        action: page
          ? `Resume from ${page} to ask for it again; if it is refused again, check the report, the date range and its parameters.`
          : 'Check the report, the date range and its parameters, then run it again.',
      };
    case 'server':
      return { title: 'The service is failing', detail: e.message, action: `${resume} in a few minutes.` };
    case 'network':
      return {
        title: 'No connection to the service',
        detail: e.message,
        action: `Check the connection, then ${resume.toLowerCase()}.`,
      };
    case 'malformed':
      return {
        title: 'The answer could not be read',
        detail: `${e.message}${e.details.bodyStart ? ` It began with: ${e.details.bodyStart.slice(0, 80)}` : ''}`,
        action: `${resume}; if it happens again, tell support.`,
      };
    case 'paging-loop':
      return {
        title: 'Paging stopped',
        detail: `${e.message} The rows received so far are kept.`,
        action: 'Run the report again; if it happens again, tell support.',
      };
    case 'aborted':
      return { title: 'Stopped', detail: 'The run was stopped.', action: `${resume}.` };
  }
}
