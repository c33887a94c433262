/** The service client and everything the UI needs from it, headless (no React). */
export { createReportingClient } from './client';
export type { ClientOptions, ReportingClient } from './client-contract';
export { ServiceError, isServiceError, type ServiceErrorDetails, type ServiceErrorKind } from './errors';
export { describeError, type ErrorDescription } from './describe-error';
export { resumePointAfter } from './resume';
export { createMemoryLockManager, type LockManagerLike } from './locks';
export type {
  Credentials,
  Page,
  PageFacts,
  PageProgress,
  ReportQuery,
  ResumePoint,
  Row,
  Usage,
  WaitEvent,
} from './types';
export * from './schemas';
export * from './dialogs-row';
export * from './environments';
export * from './limits';
export * from '../core/catalog/catalog';
export * from '../core/catalog/deprecation';
