import type { FoldRow } from '../core/analytics';

/** A DIALOGS row of the fixture: only the fields the overview reads. */
const row = (
  conversationId: string,
  channelName: string,
  part: number,
  currentIntent: string,
  previousIntent: string | null,
  confidence: number,
  minConfidence: number,
  date: string,
  more: Partial<Record<'attempt' | 'secuenceType' | 'cognitiveEngine', unknown>> = {},
): FoldRow => ({
  conversationId,
  channelName,
  part,
  currentIntent,
  previousIntent,
  confidence,
  minConfidence,
  date,
  attempt: 1,
  secuenceType: 1,
  cognitiveEngine: channelName === 'WhatsApp' ? 'dialogflow' : 'watson',
  ...more,
});

// Three conversations: A on the web handed to an agent after two misunderstood customer turns, B on
// WhatsApp understood, C on the web understood.
export const FIXTURE = [
  row('A', 'Web', 0, 'saludo', null, 0.9, 0.6, '2026-03-01T10:00:00Z'),
  row('A', 'Web', 1, 'saldo', 'saludo', 0.4, 0.6, '2026-03-01T10:01:00Z'),
  row('A', 'Web', 1, 'saldo', 'saldo', 0.5, 0.6, '2026-03-01T10:02:30Z', { attempt: 2 }),
  row('A', 'Web', 2, 'saldo', 'saldo', 0.99, 0.6, '2026-03-01T10:05:00Z'),
  row('B', 'WhatsApp', 0, 'saludo', null, 0.95, 0.7, '2026-03-01T10:30:00Z', { secuenceType: 5 }),
  row('B', 'WhatsApp', 1, 'factura', 'saludo', 0.8, 0.7, '2026-03-01T11:10:00Z'),
  row('C', 'Web', 1, 'factura', null, 0.72, 0.7, '2026-03-01T11:20:00Z'),
  row('C', 'Web', 0, 'despedida', 'factura', 0.6, 0.7, '2026-03-01T11:21:00Z'),
];
