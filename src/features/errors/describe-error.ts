import { format } from 'date-fns';
import { isServiceError, type ServiceError } from '../../api/errors';
import type { Translate } from '../../lib/i18n';

export interface ErrorDescription {
  title: string;
  detail: string;
  action: string;
}

/** "page N of M" of the page a resume would ask for first, or null when the error carries no resume point. */
const resumePage = (e: ServiceError, t: Translate) => {
  const r = e.details.resume;
  if (!r) return null;
  return r.totalPages > 0
    ? t('errors.pageOf', { page: r.pagesDone + 1, total: r.totalPages })
    : t('errors.page', { page: r.pagesDone + 1 });
};

/** Local 24-hour time of `at`; the date too when it is not today. */
const clock = (at: number, now: number, seconds = false) =>
  format(
    at,
    `${new Date(at).toDateString() === new Date(now).toDateString() ? '' : 'yyyy-MM-dd '}HH:mm${seconds ? ':ss' : ''}`,
  );

/** The gateway words both quotas alike (docs/service.md#quota-exhausted-403); the top bar counts calls, so say which one. */
const whichQuota = (message: string) =>
  /bandwidth/i.test(message) ? 'bandwidth' : /call/i.test(message) ? 'calls' : 'unknown';

/**
 * Plain words for an error, with the next step, in the language shown (one place decides them all). The
 * service's own messages are shown as it sent them.
 */
export function describeError(e: unknown, t: Translate, now: number = Date.now()): ErrorDescription {
  if (!isServiceError(e)) {
    const detail = e instanceof Error ? e.message : String(e);
    return { title: t('errors.unknown.title'), detail, action: t('errors.unknown.action') };
  }
  const page = resumePage(e, t);
  const resume = page ? t('errors.resumeFrom', { page }) : t('errors.tryAgain');
  switch (e.kind) {
    case 'bad-credentials':
      return {
        title: t('errors.badCredentials.title'),
        detail: e.message,
        action: t('errors.badCredentials.action'),
      };
    case 'unauthorized':
      return {
        title: t('errors.unauthorized.title'),
        detail: e.message,
        action: /subscription key/i.test(e.message)
          ? t('errors.unauthorized.key')
          : page
            ? // Resume gets a new token at its first 401 (execute-page.ts); signing out clears the rows (explorer.tsx).
              t('errors.unauthorized.resume', { resume })
            : t('errors.unauthorized.signIn'),
      };
    case 'rate-limited':
    case 'quota-exhausted':
      return waitWords(e, t, { page, resume, now });
    case 'invalid-execution':
      return {
        title: t('errors.invalid.title'),
        detail: e.details.serviceErrors?.join('\n') || e.message,
        // A refusal can be passing (the sim's own message says "Try again later"): the rows so far are kept.
        action: page ? t('errors.invalid.resume', { page }) : t('errors.invalid.action'),
      };
    case 'server':
      return {
        title: t('errors.server.title'),
        detail: e.message,
        action: t('errors.server.action', { resume }),
      };
    case 'network':
      return {
        title: t('errors.network.title'),
        detail: e.message,
        action: page ? t('errors.network.actionResume', { page }) : t('errors.network.actionRetry'),
      };
    case 'malformed':
      return {
        title: t('errors.malformed.title'),
        detail: e.details.bodyStart
          ? t('errors.malformed.detail', { message: e.message, start: e.details.bodyStart.slice(0, 80) })
          : e.message,
        action: t('errors.malformed.action', { resume }),
      };
    case 'paging-loop':
      return {
        title: t('errors.pagingLoop.title'),
        detail: t('errors.pagingLoop.detail', { message: e.message }),
        action: t('errors.pagingLoop.action'),
      };
    case 'aborted':
      return {
        title: t('errors.aborted.title'),
        detail: t('errors.aborted.detail'),
        action: t('errors.aborted.action', { resume }),
      };
  }
}

/** A refusal that says when to come back: the rate limit's window, or the quota's renewal. */
function waitWords(
  e: ServiceError,
  t: Translate,
  { page, resume, now }: { page: string | null; resume: string; now: number },
): ErrorDescription {
  const renews = e.details.renewsAt;
  if (e.kind === 'rate-limited')
    return {
      title: t('errors.rateLimited.title'),
      detail: renews
        ? t('errors.rateLimited.detailUntil', { message: e.message, until: clock(renews, now, true) })
        : t('errors.rateLimited.detail', { message: e.message }),
      action: renews
        ? t('errors.rateLimited.actionAfter', { resume, after: clock(renews, now, true) })
        : t('errors.rateLimited.action', { resume }),
    };
  return {
    title: t('errors.quota.title'),
    detail: renews
      ? // Not "the run resumes then": nothing resumes by itself; the action says what to press.
        t('errors.quota.renews', { quota: whichQuota(e.message), at: clock(renews, now) })
      : page
        ? t('errors.quota.detailResume', { message: e.message, page })
        : e.message,
    action: renews
      ? t('errors.quota.actionAt', { resume, at: clock(renews, now) })
      : t('errors.quota.action', { resume }),
  };
}
