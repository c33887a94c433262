// Personal data in texts: what is found and how it is masked (docs/personal-data.md). Headless.
export { findPersonalData } from './find';
export { KIND_LABELS, PERSONAL_KINDS, type Found, type PersonalKind } from './kinds';
