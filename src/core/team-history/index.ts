export {
  bytesOfRows,
  heldAnswerSchema,
  heldRequestSchema,
  heldSegmentSchema,
  historyIdSchema,
  rowsHeaderSchema,
  rowsRequestSchema,
  teamRefusalSchema,
  TEAM_HISTORY_PATH,
  type HeldAnswer,
  type HeldRequest,
  type HeldSegment,
  type HeldRowsPage,
  type RowsHeader,
  type RowsRequest,
  type TeamHistoryId,
} from './wire';
export { CODED_ROWS_TYPE, decodeRowsPage, encodeRowsPage, type CodedRowsPage } from './coded-page';
