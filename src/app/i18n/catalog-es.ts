import app from '../messages.es.json';
import type { catalogEn } from './catalog-en';

/** Every Spanish message: its own chunk, fetched only when Spanish is chosen (see load-catalog.ts). */
export const catalogEs: Record<keyof typeof catalogEn, string> = { ...app };
