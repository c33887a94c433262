import { PART_LABELS, SECUENCE_TYPE_LABELS } from './dialogs-labels';

/**
 * The words a table writes for values themselves (coded numbers, booleans, a decimal point), in one
 * language. Outside React and per language, like the workbook's labels: the grid's search indexes and
 * its canvas face read them for every distinct value, so they are a table looked up by code, not a
 * message formatted per cell.
 */
export interface ValueWords {
  part: Readonly<Record<number, string>>;
  secuenceType: Readonly<Record<number, string>>;
  /** Said of a code the service does not document: "Unknown (3)". */
  unknown: string;
  yes: string;
  no: string;
  /** The decimal mark of a percentage: "87.7 %", "87,7 %". */
  decimal: string;
}

const en: ValueWords = {
  part: PART_LABELS,
  secuenceType: SECUENCE_TYPE_LABELS,
  unknown: 'Unknown',
  yes: 'Yes',
  no: 'No',
  decimal: '.',
};

const es: ValueWords = {
  part: { 0: 'Bot', 1: 'Cliente', 2: 'Agente', 4: 'Consultor' },
  secuenceType: {
    1: 'Diálogo normal',
    2: 'Evaluación cognitiva',
    3: 'Diálogo con archivo',
    4: 'Autenticación B2C',
    5: 'Con formato del canal',
  },
  unknown: 'Desconocido',
  yes: 'Sí',
  no: 'No',
  decimal: ',',
};

export const VALUE_WORDS = { en, es } as const;
export type ValueLanguage = keyof typeof VALUE_WORDS;
