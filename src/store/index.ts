export { createRunStore, type RunStoreOptions } from './run-store';
export { DB_NAME } from './db';
export type { MarkerStorage } from './device';
export { PBKDF2_ITERATIONS } from './key';
export { isQuotaExceeded } from './quota';
export { codedRead } from './framed-read';
export * from './types';
