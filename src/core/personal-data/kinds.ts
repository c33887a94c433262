// The kinds of personal data the app finds with certainty and masks where data leaves it
// (docs/personal-data.md). A masked value becomes its label in brackets: `[EMAIL]`, `[PHONE]`.

export const PERSONAL_KINDS = ['email', 'phone', 'card', 'iban', 'nationalId', 'ip', 'contact'] as const;
export type PersonalKind = (typeof PERSONAL_KINDS)[number];

/** What a masked value of each kind reads as, between brackets. `contact` is the row's own criteriaValue. */
export const KIND_LABELS: Readonly<Record<PersonalKind, string>> = {
  email: 'EMAIL',
  phone: 'PHONE',
  card: 'CARD',
  iban: 'IBAN',
  nationalId: 'ID',
  ip: 'IP',
  contact: 'CONTACT',
};

/** One stretch of personal data in a text: [start, end) in UTF-16 code units. */
export interface Found {
  readonly kind: PersonalKind;
  readonly start: number;
  readonly end: number;
}
