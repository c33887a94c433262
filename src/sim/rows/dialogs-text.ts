import type { NonEmpty } from '../random';

/** Spanish chat texts with accents, emoji, commas, quotes and line breaks, as real dialogs have. */
export const BOT_TEXTS: NonEmpty<string> = [
  '¡Hola! 👋 Soy Sofía, tu asistente virtual. ¿En qué puedo ayudarte hoy?',
  'Por favor, indícame tu número de documento.',
  'Elige una opción:\n1. Consultar saldo\n2. Pagar factura\n3. Hablar con un asesor',
  'Gracias por tu paciencia 🙏, estoy revisando la información…',
  'Tu saldo pendiente es de $1.234.567,89 COP; la fecha límite de pago es el 15 de marzo.',
  'Te transferiré con un asesor, un momento por favor ⏳',
  '¿Hay algo más en lo que pueda ayudarte? 😊',
  'No entendí tu mensaje, ¿podrías escribirlo de otra forma?',
  'Tu solicitud quedó registrada con el número "PQR-2026-00451".',
  'Recuerda que nuestro horario de atención es de lunes a sábado, de 7:00 a. m. a 9:00 p. m.',
];

export const CUSTOMER_TEXTS: NonEmpty<string> = [
  'Hola, buenas tardes',
  'quiero saber mi saldo',
  'Necesito ayuda con mi factura, llegó muy alta 😡',
  'Sí',
  'No, gracias',
  'mi cédula es 1.023.456.789',
  '¿Por qué me cobraron dos veces?',
  'Gracias!! 🙌',
  'El pago lo hice el "martes", pero no aparece',
  'Quiero hablar con una persona, por favor',
  'ok\n\nespero respuesta',
  'Dirección: Calle 45 #12-30, apto. 501, Bogotá',
  'ñandú, pingüino, acción: ¿se ven bien las tildes?',
];

export const AGENT_TEXTS: NonEmpty<string> = [
  'Hola, mi nombre es Andrés Gómez y te atenderé hoy.',
  'Ya revisé tu caso; el cobro duplicado será reversado en 48 horas.',
  '¿Me confirmas tu correo electrónico, por favor?',
  'Quedo atento a cualquier inquietud. ¡Feliz día! ☀️',
  'Te envío el "paso a paso" por este medio:\n- Ingresa al portal\n- Elige Pagos',
];

export const CONSULTANT_TEXTS: NonEmpty<string> = [
  'Nota interna: cliente con PQR abierta, prioridad alta.',
  'Supervisión: validar el reverso con el área de facturación, por favor.',
];

/** Texts a spreadsheet or a page could misread: formulas, signs, mentions and HTML. */
export const AWKWARD_TEXTS: NonEmpty<string> = [
  '=HYPERLINK("http://ejemplo.com","clic aquí")',
  '+57 300 555 0101',
  '-1 punto por la demora',
  '@soporte ¿me ayudan, por favor?',
  '<b>hola</b><img src=x onerror=alert(1)>',
  '=1+1',
];

export const SAFE_URLS: NonEmpty<string> = [
  'https://portal.ejemplo.com/facturas/2026/03.pdf',
  'https://www.ejemplo.com.co/ayuda?tema=pagos&canal=chat',
  'http://ejemplo.com/promociones',
];

/** Links no page should open as they are. */
export const UNSAFE_URLS: NonEmpty<string> = [
  'javascript:alert(1)',
  'ftp://archivos.ejemplo.com/adjunto.pdf',
  'data:text/html,<script>alert(1)</script>',
];

export const INTENTS: NonEmpty<string> = [
  'saludo',
  'consultar_saldo',
  'pagar_factura',
  'reclamo_cobro',
  'hablar_con_asesor',
  'actualizar_datos',
  'despedida',
  'None',
];

export const PART_NAMES: NonEmpty<string> = [
  'Bienvenida',
  'Autenticación',
  'Menú principal',
  'Consulta',
  'Cierre',
];

export const CHANNELS: NonEmpty<{ id: number; name: string }> = [
  { id: 1, name: 'WhatsApp' },
  { id: 2, name: 'Web chat' },
  { id: 3, name: 'Facebook Messenger' },
  { id: 4, name: 'Instagram' },
  { id: 5, name: 'Telegram' },
];

export const FILE_NAMES: NonEmpty<string> = [
  'factura marzo.pdf',
  'comprobante_pago (1).jpg',
  'cédula, frente.png',
];

export const MESSAGE_TYPES: NonEmpty<string> = ['text', 'interactive', 'image', 'document'];
export const LABELS: NonEmpty<string> = ['Saldo', 'Pagos', 'Reclamos'];
