import type { DialogsRow } from '../core/contract';

/**
 * DIALOGS rows for tests and the bench (the simulated service has its own, richer generator). A small
 * seeded PRNG keeps every run identical.
 */
export function dialogsRow(overrides: Partial<DialogsRow> = {}): DialogsRow {
  return {
    secuenceType: 1,
    part: 0,
    currentIntent: 'greeting',
    previousIntent: null,
    confidence: 0.9,
    text: 'Hello',
    options: '',
    cognitiveEngine: 'engine',
    minConfidence: 0.6,
    isOnChat: true,
    conversationId: '00000000-0000-4000-8000-000000000001',
    partName: 'Welcome',
    header: '',
    criteria: 'phone',
    criteriaValue: '+56900000000',
    url: null,
    fileName: null,
    attempt: 1,
    entityConcreteId: -1,
    subLevel: 'text',
    service: 1,
    footer: null,
    type: null,
    label: null,
    chatEngine: null,
    division: 1,
    sessionId: '00000000-0000-4000-8000-0000000000aa',
    channelId: 3,
    dialogueGroups: 1,
    iterations: 1,
    serverEnvironment: 'test',
    serverName: 'srv-1',
    id: 'row-1',
    tenantId: 1234,
    date: '2026-03-01T10:00:00-03:00',
    channelName: 'WhatsApp',
    ...overrides,
  };
}

const PARTS = [0, 1, 0, 1, 2, 4] as const;
const CHANNELS = ['WhatsApp', 'Web chat', 'Messenger'] as const;
const INTENTS = ['greeting', 'balance', 'card-block', 'agent-handoff', 'goodbye'] as const;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const pick = <T>(list: readonly [T, ...T[]], r: number): T => list[Math.floor(r * list.length)] ?? list[0];

/**
 * `count` rows of conversations of 4-40 messages whose rows are interleaved (as a service returning rows
 * by another key would), so every conversation spans several pages and arrives out of date order.
 */
export function sampleDialogsRows(count: number, seed = 1): DialogsRow[] {
  const random = mulberry32(seed);
  const rows: DialogsRow[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let c = 0; rows.length < count; c++) {
    const length = 4 + Math.floor(random() * 37);
    const conversationId = uuid(c + 1);
    const sessionId = uuid(1_000_000 + c);
    const channelName = pick(CHANNELS, random());
    let t = start + Math.floor(random() * 80 * 86_400_000);
    let previousIntent: string | null = null;
    for (let m = 0; m < length && rows.length < count; m++) {
      t += 1000 + Math.floor(random() * 60_000);
      const currentIntent = pick(INTENTS, random());
      rows.push(
        dialogsRow({
          conversationId,
          sessionId,
          channelName,
          part: pick(PARTS, random()),
          currentIntent,
          previousIntent,
          confidence: Math.round(random() * 100) / 100,
          text: `Message ${m + 1} of conversation ${c + 1}`,
          id: `row-${rows.length + 1}`,
          date: new Date(t).toISOString().replace('Z', '+00:00'),
        }),
      );
      previousIntent = currentIntent;
    }
  }
  // Deterministic shuffle: a conversation's rows end up on many pages, not in date order.
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = rows[i];
    const b = rows[j];
    if (a && b) [rows[i], rows[j]] = [b, a];
  }
  return rows;
}
