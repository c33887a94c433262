import { describe, expect, it } from 'vitest';
import { DialogsFold, reviewQueue, type FoldRow } from '../../../core/analytics';
import { ConversationIndex } from '../../../core/conversations';
import { FIXTURE } from '../../../testing/dialogs-fixture';
import { generateDialogsRows } from '../../../testing/dialogs-rows';
import { cellTone } from './cell-content';
import { DIALOGS_COLUMNS } from '../columns/dialogs-columns';

const confidence = DIALOGS_COLUMNS.find((c) => c.key === 'confidence');

/** The rows each view marks as of low confidence, by their place in the run, and each list line's count. */
function judged(rows: readonly FoldRow[]) {
  if (!confidence) throw new Error('the grid has no confidence column');
  const grid = rows.flatMap((row, i) => (cellTone(confidence, row['confidence'], row) === 'flag' ? [i] : []));

  const conversations = new ConversationIndex();
  conversations.add(rows, 0);
  const transcript = conversations
    .summaries()
    .flatMap((s) => conversations.conversation(s.id)?.messages ?? [])
    .flatMap((m) => (m.lowConfidence ? [m.index] : []))
    .sort((a, b) => a - b);
  const list = Object.fromEntries(conversations.summaries().map((s) => [s.id, s.lowConfidence]));

  const fold = new DialogsFold();
  fold.add(rows);
  const queue = reviewQueue(fold);
  const review = queue.map((q) => q.row).sort((a, b) => a - b);
  const queued = Object.fromEntries(Object.keys(list).map((id) => [id, 0]));
  for (const q of queue)
    if (q.conversationId !== null) queued[q.conversationId] = (queued[q.conversationId] ?? 0) + 1;

  return { grid, transcript, review, list, queued };
}

// Conversation D: rows a drifted store may hold, each a near miss but the last.
const drifted = (part: unknown, conf: unknown, min: unknown): FoldRow => ({
  ...FIXTURE[1],
  conversationId: 'D',
  part,
  confidence: conf,
  minConfidence: min,
});
const D = [
  drifted(1, null, 0.6), // no confidence
  drifted(1, 0.3, undefined), // no threshold
  drifted('1', 0.3, 0.6), // a part that is not a number
  drifted(1, '0.3', 0.6), // a confidence that is not a number
  drifted(1, 0.6, 0.6), // at the threshold is understood
  drifted(3, 0.1, 0.6), // a part the service does not define
  drifted(4, 0.1, 0.6), // a consultant
  drifted(0, 0.1, 0.6), // the bot
  drifted(1, 0.1, 0.6), // a customer not understood
];

describe('low confidence, wherever a message is shown', () => {
  it('is flagged on the same messages by the grid, the transcript and the Review queue', () => {
    const rows = [...FIXTURE, ...D];
    const { grid, transcript, review, list, queued } = judged(rows);
    // A's two customer turns under 0.6 and D's last row; never C's closing bot message (0.6 under 0.7).
    const expected = [1, 2, FIXTURE.length + D.length - 1];
    expect(grid).toEqual(expected);
    expect(transcript).toEqual(expected);
    expect(review).toEqual(expected);
    expect(list).toEqual({ A: 2, B: 0, C: 0, D: 1 });
    expect(queued).toEqual(list);
  });

  it('agrees over a simulated run, where bot, agent and consultant rows carry confidences too', () => {
    const rows = generateDialogsRows(2_000, 7);
    const { grid, transcript, review, list, queued } = judged(rows);
    expect(review.length).toBeGreaterThan(50);
    expect(grid).toEqual(review);
    expect(transcript).toEqual(review);
    expect(queued).toEqual(list);
  });
});
