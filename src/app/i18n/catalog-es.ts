import app from '../messages.es.json';
import lib from '../../lib/messages.es.json';
import catalog from '../../features/catalog/messages.es.json';
import credentials from '../../features/credentials/messages.es.json';
import errors from '../../features/errors/messages.es.json';
import query from '../../features/query/messages.es.json';
import quota from '../../features/quota/messages.es.json';
import run from '../../features/run/messages.es.json';
import type { catalogEn } from './catalog-en';

/** Every Spanish message: its own chunk, fetched only when Spanish is chosen (see load-catalog.ts). */
export const catalogEs: Record<keyof typeof catalogEn, string> = {
  ...app,
  ...lib,
  ...catalog,
  ...credentials,
  ...errors,
  ...query,
  ...quota,
  ...run,
};
