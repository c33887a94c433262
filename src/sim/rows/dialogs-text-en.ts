import { AGENT_TEXTS, BOT_TEXTS, CONSULTANT_TEXTS, CUSTOMER_TEXTS } from './dialogs-text';

// Some tenants' customers write in English: the same conversations, message for message, in English
// (same place in the same list), so a conversation's language changes its words and nothing else.

const BOT_TEXTS_EN = [
  'Hi! 👋 I’m Sofía, your virtual assistant. How can I help you today?',
  'Please tell me your ID number.',
  'Choose an option:\n1. Check balance\n2. Pay bill\n3. Talk to an agent',
  'Thanks for your patience 🙏, I’m checking the information…',
  'Your outstanding balance is $1,234,567.89 COP; the payment deadline is March 15.',
  'I’ll transfer you to an agent, one moment please ⏳',
  'Is there anything else I can help you with? 😊',
  'I didn’t understand your message, could you write it another way?',
  'Your request was logged with number "PQR-2026-00451".',
  'Remember our opening hours are Monday to Saturday, 7:00 a.m. to 9:00 p.m.',
] as const;

const CUSTOMER_TEXTS_EN = [
  'Hello, good afternoon',
  'I want to know my balance',
  'I need help with my bill, it came in very high 😡',
  'Yes',
  'No, thanks',
  'my ID number is 1.023.456.789',
  'Why was I charged twice?',
  'Thanks!! 🙌',
  'I paid on "Tuesday", but it doesn’t show up',
  'I want to talk to a person, please',
  'ok\n\nwaiting for an answer',
  'Address: Calle 45 #12-30, apt. 501, Bogotá',
  'naïve, café, jalapeño: do the accents show?',
] as const;

const AGENT_TEXTS_EN = [
  'Hi, my name is Andrés Gómez and I’ll be helping you today.',
  'I checked your case; the duplicate charge will be reversed within 48 hours.',
  'Could you confirm your e-mail address, please?',
  'Let me know if you have any other questions. Have a nice day! ☀️',
  'Here is the "step by step":\n- Sign in to the portal\n- Choose Payments',
] as const;

const CONSULTANT_TEXTS_EN = [
  'Internal note: customer with an open complaint, high priority.',
  'Supervision: please check the reversal with billing.',
] as const;

const pairs = (spanish: readonly string[], english: readonly string[]) =>
  spanish.map((text, i): [string, string] => [text, english[i] ?? text]);

/** A Spanish pool text's English twin. */
export const ENGLISH = new Map<string, string>([
  ...pairs(BOT_TEXTS, BOT_TEXTS_EN),
  ...pairs(CUSTOMER_TEXTS, CUSTOMER_TEXTS_EN),
  ...pairs(AGENT_TEXTS, AGENT_TEXTS_EN),
  ...pairs(CONSULTANT_TEXTS, CONSULTANT_TEXTS_EN),
]);
