export { ConversationIndex, type Conversation, type ConversationSummary } from './conversation-index';
export { partKind, toMessage, type Message, type PartKind } from './message';
export { offsetOf, timeWithOffset } from './message-time';
export { safeHref } from './safe-href';
export { summarize, type TranscriptSummary } from './summarize';
export { conversationCsv } from './conversation-csv';
export { byTime, transcript } from './transcript';
export { transcriptText } from './transcript-text';
export { conversationXlsx } from './conversation-xlsx';
