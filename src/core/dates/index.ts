export {
  formatServiceDate,
  parseServiceDate,
  SERVICE_DATE_EXAMPLE,
  SERVICE_DATE_FORMAT,
  type ParsedServiceDate,
  type ServiceRange,
} from './service-date';
export { checkRange, clampEnd, clampEndForMax, type RangeProblem } from './range';
export { comparedPeriod, type CompareWith } from './compared-period';
export { settledDays, type SettledDays } from './settled-days';
export { presets, type PresetId, type RangePreset } from './presets';
export {
  addDays,
  DAY_MS,
  formatWallClock,
  fromWallMs,
  localDateOf,
  wallClockOf,
  wallMs,
  type WallClock,
} from './wall-clock';
export { parseRowDate, rowInstant, rowInstantInto, rowOffsetMin, rowWall, type RowDate } from './row-date';
export { localOffset, ZoneWall, type ZoneOffset } from './zone-wall';
