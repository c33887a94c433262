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
export { frameStored, hostOrder, packRows, unpackRows } from './rows-frame';
