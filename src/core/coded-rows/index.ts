export {
  codedFromStored,
  codesOfTail,
  decodeRows,
  encodeRows,
  rowBuilder,
  sliceCoded,
  storedCoded,
  valueTable,
  type CodedRows,
  type StoredCodedRows,
  type WrittenRows,
} from './coded-rows';
export { rowCoder, type RowCoder } from './row-coder';
export { frameRows, frameStored, hostOrder, openRowsFrame, packRows, unpackRows } from './rows-frame';
