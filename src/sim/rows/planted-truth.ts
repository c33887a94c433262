import type { DialogsRow } from '../../core/contract';
import { isLowConfidence } from '../../core/dialogs';
import { PERSONAL_KINDS, type PersonalKind } from '../../core/personal-data';
import { plantOf, type NearMiss, type NearMissKind, type Planted, type Truth } from './planted';
import { familyPlantOf, type FamilyPlant } from './planted-families';

// The truth of any DIALOGS row's text: a planted row's from its plant, a pool text's from the list below
// (the pools had personal data and near misses of their own before anything was planted).

const NOTHING: Truth = { personal: [], nearMisses: [] };

type Mark = [PersonalKind | NearMissKind, string];
const POOL_MARKS: readonly [string, readonly Mark[]][] = [
  ['mi cédula es 1.023.456.789', [['nationalId', '1.023.456.789']]],
  ['my ID number is 1.023.456.789', [['nationalId', '1.023.456.789']]],
  ['+57 300 555 0101', [['phone', '+57 300 555 0101']]],
  [
    'Tu saldo pendiente es de $1.234.567,89 COP; la fecha límite de pago es el 15 de marzo.',
    [
      ['amount', '$1.234.567,89'],
      ['date', '15 de marzo'],
    ],
  ],
  [
    'Your outstanding balance is $1,234,567.89 COP; the payment deadline is March 15.',
    [
      ['amount', '$1,234,567.89'],
      ['date', 'March 15'],
    ],
  ],
  ['Tu solicitud quedó registrada con el número "PQR-2026-00451".', [['order', 'PQR-2026-00451']]],
  ['Your request was logged with number "PQR-2026-00451".', [['order', 'PQR-2026-00451']]],
  [
    'Recuerda que nuestro horario de atención es de lunes a sábado, de 7:00 a. m. a 9:00 p. m.',
    [
      ['time', '7:00'],
      ['time', '9:00'],
    ],
  ],
  [
    'Remember our opening hours are Monday to Saturday, 7:00 a.m. to 9:00 p.m.',
    [
      ['time', '7:00'],
      ['time', '9:00'],
    ],
  ],
];

const isPersonal = (kind: string): kind is PersonalKind => PERSONAL_KINDS.some((k) => k === kind);

function truthOf(text: string, marks: readonly Mark[]): Truth {
  const personal: Planted[] = [];
  const nearMisses: NearMiss[] = [];
  let from = 0;
  for (const [kind, value] of marks) {
    const start = text.indexOf(value, from);
    if (start < 0) throw new Error(`"${value}" is not in "${text}"`);
    from = start + value.length;
    if (isPersonal(kind)) personal.push({ kind, start, end: from });
    else nearMisses.push({ what: kind, start, end: from });
  }
  return { personal, nearMisses };
}

const POOL_TRUTH = new Map(POOL_MARKS.map(([text, marks]) => [text, truthOf(text, marks)]));

type Written = Pick<
  DialogsRow,
  'id' | 'conversationId' | 'part' | 'text' | 'criteriaValue' | 'confidence' | 'minConfidence'
>;

/**
 * Which stretches of a row's text are personal data, and of what kind, and which near misses must stay.
 * For a row as the service sends it; where the extra-fields fault has dropped its criteriaValue, a
 * planted own identifier is not reported.
 */
export function plantedIn(row: Written): Truth {
  if (typeof row.text !== 'string') return NOTHING;
  // A row's language is its conversation's, which the row does not carry: its plant is one of two.
  for (const english of [false, true]) {
    const plant = plantOf(row.id, english, row.part, row.criteriaValue);
    if (plant?.text === row.text) return plant.truth;
  }
  return familyOf(row)?.truth ?? POOL_TRUTH.get(row.text) ?? NOTHING;
}

/**
 * The family of paraphrases a not-understood customer message was planted from (planted-families.ts),
 * with its text's truth; null for any other message. The row's text tells which of its two plants it is.
 */
function familyOf(row: Written): FamilyPlant | null {
  if (!isLowConfidence(row.part, row.confidence, row.minConfidence) || typeof row.text !== 'string')
    return null;
  for (const english of [false, true]) {
    const plant = familyPlantOf(row.id, english);
    if (plant?.text === row.text) return plant;
  }
  return null;
}

/** The name of the family of paraphrases a DIALOGS row's text was planted from, or null. */
export const familyIn = (row: Written): string | null => familyOf(row)?.family ?? null;
