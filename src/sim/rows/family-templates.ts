import type { NonEmpty } from '../random';

// What customers ask that the bot does not know: families of paraphrases, one topic each, planted among
// the not-understood messages (planted-families.ts) so the clusters (src/core/analytics/clusters/) are
// measured against a truth. Phrasings of one family share a topic, not a sentence: words change, the
// order changes, some carry a value ({card}, {email}, {phone}, {amount}, {date}, {order}, filled as the
// personal data plants are, planted.ts). Some families are near others on purpose (a blocked card and a
// card that never came; changing the plan and cancelling it), so merging them costs the score.

export interface Family {
  /** A stable name: the truth the bench and the tests read. */
  readonly name: string;
  readonly phrasings: NonEmpty<string>;
}

export const SPANISH_FAMILIES: NonEmpty<Family> = [
  {
    name: 'es.tarjeta-bloqueada',
    phrasings: [
      'mi tarjeta {card} está bloqueada',
      'me bloquearon la tarjeta {card}',
      'tengo la tarjeta bloqueada y no puedo pagar',
      '¿por qué está bloqueada mi tarjeta?',
      'desbloquear tarjeta {card}',
    ],
  },
  {
    name: 'es.tarjeta-no-llega',
    phrasings: [
      'no me ha llegado la tarjeta nueva',
      '¿cuándo llega mi tarjeta nueva?',
      'la tarjeta nueva todavía no me llega',
      'pedí la tarjeta nueva hace un mes y no llega',
    ],
  },
  {
    name: 'es.cambiar-plan',
    phrasings: [
      'quiero cambiar de plan',
      '¿cómo cambio mi plan actual?',
      'me interesa cambiar el plan por uno más barato',
      'cambio de plan',
    ],
  },
  {
    name: 'es.cancelar-servicio',
    phrasings: [
      'quiero cancelar el servicio',
      '¿cómo cancelo mi servicio?',
      'necesito cancelar el servicio desde el {date}',
      'cancelación del servicio',
    ],
  },
  {
    name: 'es.devolucion',
    phrasings: [
      'quiero la devolución de mi dinero',
      '¿cuándo me devuelven los {amount}?',
      'devolución del dinero de la compra',
      'me deben devolver el dinero, ya pasaron días',
    ],
  },
  {
    name: 'es.contrasena',
    phrasings: [
      'olvidé mi contraseña',
      'no recuerdo la contraseña de la aplicación',
      '¿cómo recupero la contraseña?',
      'recuperar contraseña olvidada',
    ],
  },
  {
    name: 'es.app-no-abre',
    phrasings: [
      'la aplicación no abre',
      'no me abre la aplicación desde ayer',
      'la app se cierra sola y no abre',
      'aplicación no abre en el celular',
    ],
  },
  {
    name: 'es.certificado',
    phrasings: [
      'necesito un certificado bancario',
      '¿cómo descargo el certificado de la cuenta?',
      'envíen el certificado bancario a {email}',
      'certificado de cuenta para un trámite',
    ],
  },
  {
    name: 'es.cobro-desconocido',
    phrasings: [
      'no reconozco un cobro de {amount}',
      'hay un cobro que no reconozco en la tarjeta {card}',
      'me aparece un cobro desconocido',
      'cobro desconocido de {amount} el {date}',
    ],
  },
  {
    name: 'es.direccion',
    phrasings: [
      'quiero actualizar mi dirección',
      'cambié de dirección, ¿cómo la actualizo?',
      'actualizar la dirección de envío',
      'mi nueva dirección es otra, actualícenla',
    ],
  },
  {
    name: 'es.horario-oficinas',
    phrasings: [
      '¿a qué hora abren las oficinas?',
      'horario de las oficinas el sábado',
      '¿las oficinas abren los domingos?',
      'hasta qué hora atienden en las oficinas',
    ],
  },
  {
    name: 'es.puntos',
    phrasings: [
      '¿cómo redimo mis puntos?',
      '¿cuántos puntos tengo acumulados?',
      'quiero redimir los puntos acumulados',
      'redimir puntos en la tienda',
    ],
  },
  {
    name: 'es.internet-lento',
    phrasings: [
      'el internet está muy lento',
      'tengo el internet lento desde ayer',
      'internet lento en la casa',
      'el internet anda lentísimo, ¿qué pasa?',
    ],
  },
  {
    name: 'es.pedido',
    phrasings: [
      'mi pedido {order} no ha llegado',
      '¿dónde está mi pedido?',
      'el pedido {order} sigue sin llegar',
      'pedido retrasado, número {order}',
    ],
  },
  {
    name: 'es.llamar',
    phrasings: [
      'llámenme al {phone}',
      'por favor me llaman al {phone}',
      'necesito que me llamen, mi número es {phone}',
    ],
  },
];

export const ENGLISH_FAMILIES: NonEmpty<Family> = [
  {
    name: 'en.card-blocked',
    phrasings: [
      'my card {card} is blocked',
      'you blocked my card {card}',
      'why is my card blocked?',
      'unblock card {card}',
    ],
  },
  {
    name: 'en.cancel-subscription',
    phrasings: [
      'I want to cancel my subscription',
      'how do I cancel the subscription?',
      'cancel subscription from {date}',
      'subscription cancellation',
    ],
  },
  {
    name: 'en.password',
    phrasings: [
      'I forgot my password',
      'how can I reset my password?',
      'password reset is not working',
      'reset password',
    ],
  },
  {
    name: 'en.refund',
    phrasings: [
      'when will I get my refund?',
      'I want a refund of {amount}',
      'refund still not received',
      'where is my refund',
    ],
  },
  {
    name: 'en.app-crash',
    phrasings: [
      'the app keeps crashing',
      'app crashes when I open it',
      'your app crashed again',
      'app crash on login',
    ],
  },
  {
    name: 'en.statement',
    phrasings: [
      'send my account statement to {email}',
      'I need my account statement',
      'where can I download the statement?',
      'account statement for last month',
    ],
  },
  {
    name: 'en.order',
    phrasings: [
      'my order {order} has not arrived',
      'where is my order?',
      'order {order} still missing',
      'order delayed, number {order}',
    ],
  },
];
