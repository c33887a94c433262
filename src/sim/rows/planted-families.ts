import { hashString, Rng, unit } from '../random';
import { ENGLISH_FAMILIES, SPANISH_FAMILIES, type Family } from './family-templates';
import { paraphrased } from './paraphrase';
import { fillPieces, type Plant } from './planted';

// Families of paraphrases planted among the messages the bot did not understand: the truth the clusters
// are measured against (bench/clusters.bench.ts). As the personal data plants, a message's family is drawn
// from a seed of its own id (any two ranges agree on it, and the truth is read from the row alone) and
// draws nothing from the generators of the row's other values, so those stay as they were.

const FAMILY_SALT = 0xfa3;
/** The share of not-understood customer messages that ask something of a family; the rest keep their pool text. */
const FAMILY_SHARE = 0.6;
/** Families are not asked alike: the k-th is asked about 1 / (k + 1)^SKEW as often as the first. */
const SKEW = 0.7;

/** Cumulative weights of a list of families, so a uniform roll picks one by its weight. */
function cumulative(families: readonly Family[]): Float64Array {
  const weights = families.map((_, k) => 1 / (k + 1) ** SKEW);
  const total = weights.reduce((a, b) => a + b, 0);
  const out = new Float64Array(weights.length);
  let sum = 0;
  for (const [k, w] of weights.entries()) {
    sum += w / total;
    out[k] = sum;
  }
  return out;
}

const CUMULATIVE = { es: cumulative(SPANISH_FAMILIES), en: cumulative(ENGLISH_FAMILIES) };
const split = new Map<string, readonly string[]>();
const piecesOf = (template: string) => {
  let pieces = split.get(template);
  if (!pieces) split.set(template, (pieces = template.split(/[{}]/)));
  return pieces;
};

export interface FamilyPlant extends Plant {
  readonly family: string;
}

function pickFamily(roll: number, english: boolean): Family {
  const families = english ? ENGLISH_FAMILIES : SPANISH_FAMILIES;
  const weights = english ? CUMULATIVE.en : CUMULATIVE.es;
  let k = 0;
  while (k < weights.length - 1 && roll >= (weights[k] ?? 1)) k++;
  return families[k] ?? families[0];
}

/**
 * What not-understood customer message `id` says when it asks something of a family, and which family;
 * null where it keeps its pool text. No family quotes the conversation's own identifier.
 */
export function familyPlantOf(id: string, english: boolean): FamilyPlant | null {
  const seed = hashString(id, FAMILY_SALT);
  if (unit(seed) >= FAMILY_SHARE) return null;
  const r = new Rng(seed);
  const family = pickFamily(r.next(), english);
  const pieces = paraphrased(piecesOf(r.pick(family.phrasings)), english, r);
  return { family: family.name, ...fillPieces(pieces, r, '') };
}
