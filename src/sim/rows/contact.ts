import type { Subject } from './people';
import { AGENTS } from './people';
import { isoWithOffset, serialOf, serviceDate, type RowContext } from './kit';
import type { Rng } from '../random';

/** Rows about contacts: calls, sessions and campaign records. */
const phone = (r: Rng) => `+57${r.int(300, 350)}${r.int(1_000_000, 9_999_999)}`;
const CAMPAIGNS = ['Cobranza marzo', 'Renovación, pólizas', 'Bienvenida "Plan Oro"'] as const;
/** A campaign record's id: its day and its number in that day, the same in every range that holds it. */
const recordId = (ctx: RowContext, n: number) =>
  `REC-${serviceDate(ctx.dayStartMs).slice(0, 10).replaceAll('-', '')}-${(n + 1).toString().padStart(5, '0')}`;

export const outboundCalls: Subject = (_ctx, _index, r, wall) => {
  const answered = r.chance(0.6);
  return {
    callId: r.uuid(),
    campaignName: r.pick(CAMPAIGNS),
    phoneNumber: phone(r),
    agent: answered ? r.pick(AGENTS) : null,
    startedAt: isoWithOffset(wall),
    ringSeconds: r.int(1, 40),
    talkSeconds: answered ? r.int(5, 1_800) : 0,
    disposition: answered
      ? r.pick(['Contactado', 'Promesa de pago', 'Volver a llamar'] as const)
      : r.pick(['No contesta', 'Buzón', 'Ocupado'] as const),
    hangupBy: r.pick(['agent', 'customer', 'system'] as const),
    previousAttempts: Array.from({ length: r.int(0, 2) }, () => ({
      result: 'No contesta',
      ringSeconds: r.int(5, 40),
    })),
  };
};

export const inboundCalls: Subject = (_ctx, _index, r, wall) => {
  const abandoned = r.chance(0.12);
  return {
    callId: r.uuid(),
    queue: r.pick(['Soporte', 'Ventas', 'Cobranza'] as const),
    ani: phone(r),
    dnis: '+576015550000',
    arrivedAt: isoWithOffset(wall),
    waitSeconds: r.int(0, 600),
    talkSeconds: abandoned ? 0 : r.int(20, 2_400),
    abandoned,
    agent: abandoned ? null : r.pick(AGENTS),
    csat: abandoned || r.chance(0.5) ? null : r.int(1, 5),
    transfers: r.chance(0.8)
      ? []
      : [{ to: r.pick(['Segundo nivel', 'Supervisor'] as const), atSecond: r.int(30, 600) }],
  };
};

export const sessions: Subject = (_ctx, _index, r, wall) => {
  const duration = r.int(10, 3_600);
  return {
    sessionId: r.uuid(),
    channelName: r.pick(['WhatsApp', 'Web chat', 'Facebook Messenger', 'Voz'] as const),
    channelId: r.int(1, 6),
    startedAt: isoWithOffset(wall),
    endedAt: isoWithOffset(wall + duration * 1000),
    durationSeconds: duration,
    contact: { criteria: r.pick(['phone', 'email'] as const), value: r.chance(0.1) ? null : phone(r) },
    closedBy: r.pick(['customer', 'bot', 'agent', 'timeout'] as const),
    transferredTo: r.chance(0.7) ? null : r.pick(['Asesor', 'Supervisor'] as const),
  };
};

/**
 * Legacy campaign reports: only the latest state of each record, so a record is one row, dated by its
 * latest attempt (a range holds the records last attempted inside it).
 */
export const campaignResults: Subject = (ctx, index, r, wall) => ({
  campaignId: ctx.campaignId ?? `CMP-${1000 + (serialOf(ctx, index) % 7)}`,
  campaignName: r.pick(CAMPAIGNS),
  recordId: recordId(ctx, index),
  phone: phone(r),
  status: r.pick(['Completado', 'Pendiente', 'Fallido', 'Cancelado'] as const),
  attempts: r.int(1, 6),
  lastAttemptAt: serviceDate(wall),
  result: r.chance(0.3) ? null : r.pick(['Acepta', 'No acepta', 'Número errado'] as const),
  customData: {
    cuota: r.int(50_000, 900_000),
    moneda: 'COP',
    nota: r.chance(0.8) ? '' : 'Cliente pide, "llamar después"',
  },
});

/** OUTBOUND GET CAMPAIGN RESULT: every send and receive event of a record's life cycle, each its own row. */
export const campaignHistory: Subject = (ctx, index, r, wall) => ({
  campaingId: ctx.campaignId,
  recordId: recordId(ctx, Math.floor(index / 4)),
  event:
    (['Creado', 'Enviado', 'Entregado', 'Leído', 'Respondido'] as const)[
      (index % 4) + (r.chance(0.3) ? 1 : 0)
    ] ?? 'Enviado',
  eventAt: isoWithOffset(wall),
  channel: r.pick(['SMS', 'WhatsApp', 'Voz', 'Email'] as const),
  state: r.pick(['OK', 'Error', 'Reintento'] as const),
  detail: r.chance(0.7) ? null : { provider: r.pick(['Twilio', 'Infobip'] as const), code: r.int(100, 599) },
});
