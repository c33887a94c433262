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
export { codedOfTail, framedCoded, type FramedRows } from './framed-rows';
export { frameStored, hostOrder, packRows, unpackFrame, unpackRows } from './rows-frame';
