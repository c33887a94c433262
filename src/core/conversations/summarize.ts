import { partKind, type PartKind } from '../dialogs';
import type { Message } from './message';

export interface TranscriptSummary {
  messages: number;
  /** Distinct channel names and session ids, in order of first appearance. */
  channels: string[];
  sessionIds: string[];
  /** First and last message with a readable date (null when none has one). */
  first: Message | null;
  last: Message | null;
  durationMs: number;
  byPart: Record<PartKind, number>;
  /** Intents in order, consecutive duplicates collapsed. */
  intentPath: string[];
  /** An agent (part 2) or a consultant (part 4) took part. */
  personTookPart: boolean;
  lowConfidence: number;
}

const distinct = (values: string[]) => [...new Set(values.filter((v) => v !== ''))];

/** Figures of one conversation; `messages` in date order (as `transcript` gives them). */
export function summarize(messages: readonly Message[]): TranscriptSummary {
  const byPart: Record<PartKind, number> = { bot: 0, customer: 0, agent: 0, consultant: 0, unknown: 0 };
  const intentPath: string[] = [];
  let lowConfidence = 0;
  for (const m of messages) {
    byPart[partKind(m.part)] += 1;
    if (m.lowConfidence) lowConfidence += 1;
    if (m.currentIntent !== '' && intentPath[intentPath.length - 1] !== m.currentIntent) {
      intentPath.push(m.currentIntent);
    }
  }
  const dated = messages.filter((m) => !Number.isNaN(m.instant));
  const first = dated[0] ?? null;
  const last = dated[dated.length - 1] ?? null;
  return {
    messages: messages.length,
    channels: distinct(messages.map((m) => m.channelName)),
    sessionIds: distinct(messages.map((m) => m.sessionId)),
    first,
    last,
    durationMs: first && last ? last.instant - first.instant : 0,
    byPart,
    intentPath,
    personTookPart: byPart.agent + byPart.consultant > 0,
    lowConfidence,
  };
}
