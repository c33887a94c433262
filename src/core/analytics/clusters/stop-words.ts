// Words that say nothing of what a message asks, in Spanish and English, accents folded and lower case as
// the normaliser leaves them (normalise.ts): articles, pronouns, prepositions, auxiliaries, and the
// courtesies and fillers of a chat ("hola", "por favor", "quiero", "please"), which every group would share.

const SPANISH = `a al algo algun alguna algunas alguno algunos ante antes aqui asi aun bien buen buena buenas
buenos como con contra cual cuales cuando de del desde donde dos el ella ellas ello ellos en entre era eran
es esa esas ese eso esos esta estaba estan estar estas este esto estos estoy fue fueron ha hace hacer han
has hasta hay he la las le les lo los mas me mi mis mucho muy nada ni no nos nosotros o os otra otro para
pero poco por porque puede puedo pues que quien se sea ser si sido sin sobre sois solo somos son soy su
sus tambien te tengo ti tiene tienen todo todos tu tus un una uno unos usted ustedes va vamos van y ya yo
hola oye buenas tardes dias noches favor gracias muchas quiero quisiera necesito ayuda ayudar ayudan
porfa pls ok vale saludos senor senora disculpe`;

const ENGLISH = `a about after again all am an and any are as at be been before being but by can could did
do does doing done for from had has have having he her here hers him his how i if in into is it its just
me more most my no nor not now of off on once only or other our out over own same she should so some such
than that the their them then there these they this those to too under until up very was we were what
when where which while who whom why will with would you your yours hi hello hey please thanks thank want
need help dear sir madam ok okay still again get got`;

const words = (list: string) => list.split(/\s+/).filter((w) => w !== '');

/** Stop words of both languages: a customer writes in either, and sometimes in both at once. */
export const STOP_WORDS: ReadonlySet<string> = new Set([...words(SPANISH), ...words(ENGLISH)]);

/** Month and weekday names, which the normaliser reads as a date's kind as it does a date's digits. */
export const DATE_WORDS: ReadonlySet<string> = new Set(
  words(`enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
  lunes martes miercoles jueves viernes sabado domingo january february march april may june july august
  september october november december monday tuesday wednesday thursday friday saturday sunday`),
);
