import { suggestedQuestions } from '#contract/assistant.ts';
import { Reading } from './builtin/reading.ts';
import { sayAll, wordsOf } from './builtin/wording.ts';
import { INTENTS } from './intents/intents.ts';
import { type Language, phrasebooks } from './intents/languages.ts';
import { tokens } from './words.ts';
import type { Turn } from './turn.ts';

/**
 * The built-in assistant: no model, no network. It reads a question as staff type it
 * (lowercase, typos, no question mark), finds what it names among the location's own items,
 * vendors, recipes, menu items, people and categories (builtin/reading.ts), and the time it
 * speaks of (dates.ts); picks the one intent that answers it (intents/intents.ts, through the
 * phrasings of the question's language: intents/en.ts); runs it through the same tools a model
 * would call; and words the answer from the tool's result alone, so every figure in the text
 * is one the tool returned. What it cannot place, it says so and suggests what it can answer.
 * Venue names are only ever compared and quoted, never followed.
 */

function fallback(turn: Turn) {
  const w = wordsOf(turn);
  turn.suggestions = [...suggestedQuestions(turn.language)];
  sayAll(turn, [
    w.say(
      'I can answer questions about this location’s stock (what is on hand, below par, worth by category), the change log (who counted, wasted or received what, and when), vendors and their prices, price rises, open orders, recipe costs, menu margins and food cost, and I can draft an order for a vendor or a par level change for you to apply.',
      'Puedo responder preguntas sobre las existencias de este local (qué hay, qué está por debajo del mínimo, cuánto valen por categoría), el registro de cambios (quién contó, mermó o recibió qué, y cuándo), los proveedores y sus precios, las subidas de precio, los pedidos abiertos, el coste de las recetas, los márgenes y el porcentaje de coste de la carta, y puedo preparar un borrador de pedido para un proveedor o un cambio de mínimo para que lo apliques.',
    ),
    w.say('Try one of the suggestions.', 'Prueba una de las sugerencias.'),
  ]);
}

/** Answers one question with the built-in assistant. */
export async function answerWithBuiltIn(
  turn: Turn,
  question: string,
  language: Language = turn.language,
): Promise<void> {
  const words = tokens(question);
  if (words.length === 0) return fallback(turn);
  const book = phrasebooks[language];
  const reading = new Reading(turn, words, book);
  for (const intent of INTENTS) {
    const args = await intent.match(reading, book.intents[intent.id] as never);
    if (args !== undefined) return intent.answer(turn, args);
  }
  fallback(turn);
}
