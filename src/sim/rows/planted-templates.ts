import type { NonEmpty } from '../random';

// What customers, agents, the bot and consultants write around personal data, in Spanish and English.
// A slot in braces is filled by planted.ts: {email}, {phone}, {card}, {iban}, {ip}, {own} (the
// conversation's own criteriaValue), identity numbers ({dni}, {nie}, {rut}, {curp}, and {cedula},
// {dniPeru}, {dniArgentina} after a word that names them) and near misses ({order}, {amount}, {date},
// {time}, {code} after a word that names it, {gluedCode}).

export interface Templates {
  readonly customer: NonEmpty<string>;
  readonly own: NonEmpty<string>;
  readonly agent: NonEmpty<string>;
  readonly bot: NonEmpty<string>;
  readonly consultant: NonEmpty<string>;
  readonly nearMiss: NonEmpty<string>;
}

export const SPANISH: Templates = {
  customer: [
    'mi correo es {email}',
    'Mi número es {phone}, me pueden llamar en la tarde',
    'escríbanme al WhatsApp {phone} por favor',
    'pagué con la tarjeta {card} y me cobraron dos veces',
    'el cobro salió de la tarjeta {card} 😡',
    'les dejo mi cuenta para el reembolso: {iban}',
    'IBAN {iban} a nombre de mi esposa',
    'mi cédula es {cedula}',
    'C.C. {cedula}',
    'número de documento: {cedula}, y mi correo {email}',
    'mi DNI es {dni}',
    'tengo NIE {nie}, ¿sirve?',
    'mi RUT es {rut}',
    'CURP: {curp}',
    'DNI {dniPeru}, soy de Lima',
    'mi DNI es {dniArgentina} (Argentina)',
    'no me abre el portal desde la IP {ip}',
    'Tarjeta {card}, celular {phone}',
    'me llamaron del {phone} a las {time}, ¿son ustedes?',
    'llámenme al {phone} o escríbanme a {email}',
    'Mi correo: {email}.',
    '¿me pueden devolver la llamada? {phone}',
    'mi cel:{phone}',
    'tarjeta: {card}.',
    'CC.{cedula}',
    'cédula de ciudadanía número {cedula}, a nombre de mi mamá',
  ],
  own: [
    'escribo desde {own}',
    'soy el titular, {own}, y no me llega la factura',
    'mis datos: {own}',
    'ya les había escrito desde {own} ayer',
  ],
  agent: [
    'Confirmo tu correo: {email}',
    'Te llamaremos al {phone} en las próximas horas.',
    'El reembolso irá a la cuenta {iban}.',
    'Validé tu documento {cedula}, gracias.',
    'Veo el cobro en la tarjeta {card}; lo reversamos.',
    'Registramos tu acceso desde {ip}.',
  ],
  bot: ['Enviaremos el comprobante a {email}.', 'Te contactaremos al {phone}.'],
  consultant: [
    'Nota interna: cliente {own}, validar identidad.',
    'Nota interna: devolver llamada al {phone}.',
  ],
  nearMiss: [
    'mi pedido {order} no ha llegado',
    'pagué {amount} el {date}',
    'el código del producto es {code}',
    'el {gluedCode} está agotado?',
    'quiero devolver el artículo {gluedCode} del pedido {order}',
    'me atendieron el {date} a las {time}',
    'SKU {code}, ¿hay en bodega?',
    'Tu caso quedó con el radicado {order}.',
    'el saldo es {amount} al {date}',
    'referencia {code}',
  ],
};

export const ENGLISH: Templates = {
  customer: [
    'my email is {email}',
    'My number is {phone}, you can call me in the afternoon',
    'text me on WhatsApp at {phone} please',
    'I paid with card {card} and was charged twice',
    'the charge came from my card {card} 😡',
    'here is my account for the refund: {iban}',
    'IBAN {iban}, in my wife’s name',
    'my ID number is {cedula}',
    'ID number: {cedula}, and my email {email}',
    'my DNI is {dni}',
    'I have NIE {nie}, does it work?',
    'my RUT is {rut}',
    'CURP: {curp}',
    'the portal won’t open from IP {ip}',
    'Card {card}, mobile {phone}',
    'call me at {phone} or write to {email}',
    'my ID is {cedula}',
    'Email: {email}.',
    'can you call me back? {phone}',
  ],
  own: ['writing from {own}', 'I’m the account holder, {own}, and I don’t get the bill', 'my details: {own}'],
  agent: [
    'I confirm your email: {email}',
    'We’ll call you at {phone} within the next hours.',
    'The refund will go to account {iban}.',
    'I see the charge on card {card}; we’ll reverse it.',
  ],
  bot: ['We’ll send the receipt to {email}.', 'We’ll contact you at {phone}.'],
  consultant: ['Internal note: customer {own}, verify identity.'],
  nearMiss: [
    'my order {order} hasn’t arrived',
    'I paid {amount} on {date}',
    'the product code is {code}',
    'is {gluedCode} out of stock?',
    'I was served on {date} at {time}',
    'SKU {code}, is it in stock?',
    'order number {order}',
    'order ID {order}',
    'item {code}',
  ],
};
