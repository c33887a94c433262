import { VALUE_WORDS, type ValueLanguage, type ValueWords } from '../contract';

/** Every word the plain-text transcript writes around the messages, in one language. */
export interface TranscriptWords {
  values: ValueWords;
  conversation: string;
  channel: string;
  session: string;
  messages: string;
  /** Joins the first and last message's times: "from … to …". */
  fromTo: (first: string, last: string) => string;
  unknown: string;
  unknownPart: string;
  noDate: string;
  attachment: string;
}

const en: TranscriptWords = {
  values: VALUE_WORDS.en,
  conversation: 'Conversation',
  channel: 'Channel',
  session: 'Session',
  messages: 'Messages',
  fromTo: (first, last) => `from ${first} to ${last}`,
  unknown: 'unknown',
  unknownPart: 'Unknown part',
  noDate: 'no date',
  attachment: 'Attachment',
};

const es: TranscriptWords = {
  values: VALUE_WORDS.es,
  conversation: 'Conversación',
  channel: 'Canal',
  session: 'Sesión',
  messages: 'Mensajes',
  fromTo: (first, last) => `del ${first} al ${last}`,
  unknown: 'desconocido',
  unknownPart: 'Parte desconocida',
  noDate: 'sin fecha',
  attachment: 'Adjunto',
};

export const TRANSCRIPT_WORDS: Readonly<Record<ValueLanguage, TranscriptWords>> = { en, es };
