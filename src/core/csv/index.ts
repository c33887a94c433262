export { csvCell, csvText } from './csv-cell';
export {
  CSV_BOM,
  CSV_EOL,
  csvDocument,
  csvHeaderLine,
  csvLine,
  csvLines,
  csvRecordLine,
  csvRecordLines,
} from './csv-writer';
export { csvFileName } from './file-name';
