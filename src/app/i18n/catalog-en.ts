import appMessages from '../messages.en.json';
import libMessages from '../../lib/messages.en.json';
import catalogMessages from '../../features/catalog/messages.en.json';
import conversationsMessages from '../../features/conversations/messages.en.json';
import credentialsMessages from '../../features/credentials/messages.en.json';
import errorsMessages from '../../features/errors/messages.en.json';
import exportMessages from '../../features/export/messages.en.json';
import queryMessages from '../../features/query/messages.en.json';
import quotaMessages from '../../features/quota/messages.en.json';
import resultsMessages from '../../features/results/messages.en.json';
import runMessages from '../../features/run/messages.en.json';
import runsMessages from '../../features/runs/messages.en.json';
import planMessages from '../../features/plan/messages.en.json';

/**
 * Every English message, in the first load. One import per folder that has words (docs/i18n.md): its
 * `messages.en.json` holds keys that start with the folder's name, so no two folders collide.
 */
export const catalogEn = {
  ...appMessages,
  ...libMessages,
  ...catalogMessages,
  ...conversationsMessages,
  ...credentialsMessages,
  ...errorsMessages,
  ...exportMessages,
  ...queryMessages,
  ...quotaMessages,
  ...resultsMessages,
  ...runMessages,
  ...runsMessages,
  ...planMessages,
};

declare module '../../lib/i18n/register' {
  interface Register {
    catalog: typeof catalogEn;
  }
}
