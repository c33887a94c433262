/** Upper bound of the legacy `size` field (docs/service.md, "Other limits"). */
export const MAX_LEGACY_SIZE = 10_000;

/** Longest range the DIALOGS report takes, in days (docs/service.md, "Other limits"). */
export const DIALOGS_MAX_RANGE_DAYS = 90;
