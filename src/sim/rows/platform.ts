import type { Subject } from './people';
import { isoWithOffset, serialOf, serviceDate } from './kit';

/** Rows about the platform itself: flows, menus, errors, services, navigation and audio. */
const FLOWS = ['Bienvenida', 'Cobranza "mora 30"', 'Soporte técnico', 'Encuesta NPS'] as const;

/** A dialog of the tenant's table, dated by its latest update (a range holds the dialogs updated in it). */
export const showDialogs: Subject = (ctx, index, r, wall) => ({
  idDialog: serialOf(ctx, index),
  name: `${r.pick(FLOWS)} – paso ${r.int(1, 12)}`,
  description: r.chance(0.3) ? null : 'Diálogo con validación de identidad, menú y cierre',
  channel: r.pick(['WhatsApp', 'Web chat', 'Messenger'] as const),
  status: r.pick(['Publicado', 'Borrador'] as const),
  createdAt: serviceDate(wall - r.int(1, 300) * 86_400_000),
  updatedAt: serviceDate(wall),
  steps: ['saludo', 'autenticación', 'menú', 'cierre'].slice(0, r.int(1, 4)),
});

export const menus: Subject = (_ctx, _index, r, wall) => {
  const menu = r.pick(['Menú principal', 'Pagos', 'Soporte'] as const);
  return {
    menuId: r.int(1, 30),
    menuName: menu,
    parentMenu: menu === 'Menú principal' ? null : 'Menú principal',
    option: r.int(1, 5),
    optionText: r.pick(['Consultar saldo', 'Pagar factura', 'Hablar con un asesor', 'Volver ↩️'] as const),
    selections: r.int(0, 400),
    sessionId: r.uuid(),
    channel: r.pick(['WhatsApp', 'Web chat'] as const),
    selectedAt: isoWithOffset(wall),
    path: ['Inicio', menu],
  };
};

export const showError: Subject = (_ctx, _index, r, wall) => ({
  errorId: r.uuid(),
  action: r.pick(['ConsultarSaldo', 'EnviarSMS', 'GuardarEncuesta', 'TransferirAgente'] as const),
  errorCode: r.pick(['E-TIMEOUT', 'E-401', 'E-VALIDATION', 'E-500'] as const),
  message: r.pick([
    'Tiempo de espera agotado',
    'Respuesta inválida: "saldo" no es numérico',
    'Error, reintente',
  ] as const),
  stackTrace: r.chance(0.7) ? null : 'at Flow.execute (flow.js:120)\nat Node.run (node.js:45)',
  severity: r.pick(['Low', 'Medium', 'High'] as const),
  context: { flow: r.pick(FLOWS), node: r.int(1, 40), retry: r.chance(0.3) },
  date: serviceDate(wall),
});

export const detailPerformance: Subject = (_ctx, _index, r, wall) => {
  const avg = r.int(20, 900);
  return {
    serviceId: r.int(10, 15),
    serviceName: r.pick(['API Saldo', 'API Pagos', 'CRM, clientes', 'Motor NLU'] as const),
    executions: r.int(1, 5_000),
    avgMs: avg,
    p95Ms: avg + r.int(10, 2_000),
    byStatus: { ok: r.int(0, 5_000), timeout: r.int(0, 30), error: r.int(0, 40) },
    errors: r.int(0, 40),
    server: `srv-app-0${r.int(1, 4)}`,
    lastError: r.chance(0.8) ? null : r.pick(['Timeout tras 30 s', 'HTTP 502, "Bad Gateway"'] as const),
    date: serviceDate(wall),
  };
};

export const navigationMarks: Subject = (_ctx, _index, r, wall) => ({
  markId: r.int(1, 60),
  markName: r.pick(['INICIO', 'AUTENTICADO', 'MENU_PAGOS', 'TRANSFERENCIA', 'FIN'] as const),
  sessionId: r.uuid(),
  conversationId: r.uuid(),
  user: r.chance(0.2) ? null : `+57${r.int(300, 350)}${r.int(1_000_000, 9_999_999)}`,
  step: r.int(1, 20),
  variables: r.chance(0.5)
    ? null
    : { origen: r.pick(['campaña', 'orgánico'] as const), intento: r.int(1, 3) },
  channel: r.pick(['WhatsApp', 'Web chat', 'Voz'] as const),
  date: isoWithOffset(wall),
});

export const audioTraffic: Subject = (_ctx, _index, r, wall) => ({
  streamId: r.uuid(),
  connector: r.pick(['audio-connector-1', 'audio-connector-2'] as const),
  startedAt: isoWithOffset(wall),
  durationSeconds: r.int(5, 3_600),
  codec: r.pick(['PCMU', 'Opus', 'G.729'] as const),
  callId: r.chance(0.25) ? null : r.uuid(),
  metrics: { latencyMs: r.int(20, 400), jitterMs: r.float(0, 40, 1), packetLossPct: r.float(0, 5, 2) },
  cpuPct: r.float(1, 95, 1),
  memoryMb: r.int(64, 2_048),
  errors: r.chance(0.9) ? [] : [r.pick(['RTP timeout', 'Codec mismatch'] as const)],
});
