import appMessages from '../messages.es.json';
import libMessages from '../../lib/messages.es.json';
import catalogMessages from '../../features/catalog/messages.es.json';
import conversationsMessages from '../../features/conversations/messages.es.json';
import credentialsMessages from '../../features/credentials/messages.es.json';
import errorsMessages from '../../features/errors/messages.es.json';
import exportMessages from '../../features/export/messages.es.json';
import queryMessages from '../../features/query/messages.es.json';
import quotaMessages from '../../features/quota/messages.es.json';
import resultsMessages from '../../features/results/messages.es.json';
import runMessages from '../../features/run/messages.es.json';
import runsMessages from '../../features/runs/messages.es.json';
import planMessages from '../../features/plan/messages.es.json';
import type { catalogEn } from './catalog-en';

/** Every Spanish message: its own chunk, fetched only when Spanish is chosen (see load-catalog.ts). */
export const catalogEs: Record<keyof typeof catalogEn, string> = {
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
