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
} from './coded-rows';
export { rowCoder, type RowCoder } from './row-coder';
