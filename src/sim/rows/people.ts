import type { GenericRow } from '../../core/contract';
import type { NonEmpty, Rng } from '../random';
import { isoWithOffset, serialOf, serviceDate, type RowContext } from './kit';

/** Rows about people at work: agents, auditors, surveyed customers. */
export type Subject = (ctx: RowContext, index: number, r: Rng, wallMs: number) => GenericRow;

export const AGENTS: NonEmpty<string> = [
  'Andrés Gómez',
  'María José Peña',
  'Luis Fernando Ríos',
  'Ángela Muñoz',
  'Sebastián Castaño',
  "Diana O'Neill",
];
const agentId = (name: string) => `ag-${name.length.toString(16)}${name.charCodeAt(1).toString(16)}`;

export const agentsStatus: Subject = (ctx, index, r, wall) => {
  const agentName = r.pick(AGENTS);
  const sessionSeconds = r.int(600, 30_000);
  const ready = r.int(0, sessionSeconds);
  return {
    agentId: agentId(agentName),
    agentName,
    intervalStart: isoWithOffset(wall),
    state: r.pick(['Ready', 'Not Ready', 'Busy', 'After Call Work', 'Offline'] as const),
    notReadyReason: r.chance(0.6)
      ? null
      : r.pick(['Almuerzo', 'Capacitación', 'Baño', 'Reunión, equipo'] as const),
    sessionSeconds,
    readySeconds: ready,
    notReadySeconds: sessionSeconds - ready,
    handledInteractions: r.int(0, 60),
    occupancy: r.float(0, 1, 3),
    skills: r.chance(0.2) ? [] : ['ventas', 'soporte', 'cobranza'].slice(0, r.int(1, 3)),
    sequence: serialOf(ctx, index),
  };
};

export const productivityDetail: Subject = (_ctx, _index, r, wall) => ({
  auditId: r.uuid(),
  user: r.pick(['admin@tenant.co', 'supervisor1@tenant.co', 'diseñador@tenant.co'] as const),
  action: r.pick(['Publicar flujo', 'Editar nodo', 'Eliminar intención', 'Crear variable'] as const),
  flowId: r.int(100, 999),
  flowName: r.pick(['Cobranza "mora 30"', 'Bienvenida, WhatsApp', 'Encuesta NPS'] as const),
  date: serviceDate(wall),
  before: r.chance(0.4) ? null : { version: r.int(1, 40), nodes: r.int(3, 90) },
  after: { version: r.int(1, 41), nodes: r.int(3, 90) },
  ip: `10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
});

export const activityTenant: Subject = (_ctx, _index, r, wall) => ({
  activityId: r.uuid(),
  reportName: r.pick(['DIALOGS', 'SESSIONS', 'OUTBOUND CALLS', 'MENU', 'AGENTS STATUS'] as const),
  user: r.pick(['api-integracion', 'analista.bi', 'portal:admin'] as const),
  origin: r.pick(['API', 'Portal'] as const),
  executedAt: isoWithOffset(wall),
  rows: r.int(0, 50_000),
  durationMs: r.int(20, 9_000),
  requestCharge: r.float(1, 900, 2),
  parameters: { pageSize: r.pick([500, 1000, 10_000] as const), filtered: r.chance(0.3) },
  error: r.chance(0.9) ? null : r.pick(['Cuota excedida', 'Rango inválido'] as const),
});

export const currentInteractions: Subject = (_ctx, _index, r, wall) => ({
  interactionId: r.uuid(),
  queue: r.pick(['Soporte', 'Ventas', 'Cobranza'] as const),
  agent: r.chance(0.2) ? null : r.pick(AGENTS),
  startedAt: serviceDate(wall),
  status: r.pick(['En cola', 'En atención', 'Finalizada', 'Abandonada'] as const),
  waitSeconds: r.int(0, 900),
  typification: {
    level1: r.pick(['Reclamo', 'Consulta', 'Solicitud'] as const),
    level2: r.pick(['Facturación', 'Producto', 'Datos personales'] as const),
    level3: r.chance(0.5) ? null : 'Escalado a segundo nivel',
  },
});

export const surveyResult: Subject = (_ctx, _index, r, wall) => ({
  surveyId: r.int(1, 40),
  surveyName: r.pick(['NPS post-atención', 'CSAT, WhatsApp', 'Encuesta "rápida"'] as const),
  respondent: r.chance(0.3) ? null : `+57${r.int(300, 350)}${r.int(1_000_000, 9_999_999)}`,
  question: r.pick([
    '¿Qué tan probable es que nos recomiendes?',
    '¿Resolvimos tu solicitud?',
    'Comentarios',
  ] as const),
  answer: r.pick(['10', '9', 'Sí', 'No', 'Excelente atención 👏', 'Muy lento,\nno volvería'] as const),
  score: r.chance(0.25) ? null : r.int(0, 10),
  answeredAt: isoWithOffset(wall),
  customFields: {
    ciudad: r.pick(['Bogotá', 'Medellín', 'Cali'] as const),
    segmento: r.pick(['Oro', 'Plata'] as const),
  },
});
