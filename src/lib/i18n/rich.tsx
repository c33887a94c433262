import { Fragment, type ReactNode } from 'react';
import type { Translate } from './use-i18n';
import type { MessageId } from './register';

// A character no message contains: it fences each element's place in the formatted text.
const FENCE = '\u{F8FF}';

/**
 * A message with elements among its words ("Renews at 14:02, in {left}." with a ticking countdown as
 * `left`): formatted whole in the language shown, so word order stays the translator's, then the fenced
 * places are given their elements.
 */
export function richText(
  t: Translate,
  id: MessageId,
  values: Record<string, string | number | ReactNode>,
): ReactNode {
  const elements: ReactNode[] = [];
  const plain: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') plain[name] = value;
    else plain[name] = `${FENCE}${elements.push(value) - 1}${FENCE}`;
  }
  return t(id, plain)
    .split(FENCE)
    .map((part, i) => <Fragment key={i}>{i % 2 === 1 ? elements[Number(part)] : part}</Fragment>);
}
