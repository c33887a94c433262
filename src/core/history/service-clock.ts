/**
 * The service's wall clock, from the device's. The service reads ranges on its own wall clock and dates
 * its rows with their offset; before any row has said that offset, the earliest zone there is (UTC−12)
 * is assumed, so that what had settled is never overestimated: an earlier clock only fetches more again.
 */
export const EARLIEST_OFFSET_MIN = -12 * 60;

/** `wallMs` of the service's clock at a device instant, for its offset (the earliest when unknown). */
export const serviceWallMs = (instantMs: number, offsetMin: number | undefined) =>
  Math.floor((instantMs + (offsetMin ?? EARLIEST_OFFSET_MIN) * 60_000) / 1000) * 1000;

/**
 * How long a row can take to reach the service's answers when the environment does not say
 * (docs/service.md#rows-arrive-late): a margin over an hour's pipeline.
 */
export const DEFAULT_SETTLE_MS = 2 * 3_600_000;

/** An environment's settle time from the minutes it declares (`settleMinutes`); the margin when it does not. */
export const settleMsOf = (minutes: number | undefined): number =>
  minutes === undefined ? DEFAULT_SETTLE_MS : minutes * 60_000;

/** Rows dated later than this after the device's clock mean the device's clock is behind the service's. */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;
