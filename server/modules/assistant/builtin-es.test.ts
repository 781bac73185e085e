/**
 * The built-in assistant in Spanish over the demo venue: every question of the English table
 * (questions/stock.ts, buying.ts) asked in Spanish (questions/es.ts) with the app's language
 * set to Spanish is understood as its English twin: the same tool calls with the same
 * arguments. Prints the share understood.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { seedDemo } from '#server/db/seed/demo.ts';
import { useTestApp } from '#server/test/app.ts';
import {
  type Answer,
  ask,
  registerUnlimited,
  UNLIMITED_CHAT_URL,
} from '#server/test/assistant-helpers.ts';
import { buyingQuestions } from './questions/buying.ts';
import { demo, type Person } from './questions/demo.ts';
import { spanishQuestions } from './questions/es.ts';
import { stockQuestions } from './questions/stock.ts';

// Friday 20 November 2026, noon in Chicago (the demo venue's time zone).
const NOW = new Date('2026-11-20T18:00:00Z');
const ctx = useTestApp({ clock: () => NOW, extend: registerUnlimited });

let locationId: string;
let owner: Person;

beforeAll(async () => {
  const summary = await seedDemo(ctx.db, { now: NOW, emailTag: 'assistant-es' });
  locationId = summary.locationId;
  const people = await ctx.db.select({ id: users.id, email: users.email }).from(users);
  const person = (role: string) => {
    const email = summary.users.find((user) => user.role === role)?.email;
    const found = people.find((each) => each.email === email);
    if (!found) throw new Error(`no demo ${role}`);
    return found;
  };
  owner = person('owner');
  Object.assign(demo, { staff: person('staff'), manager: person('manager'), owner });
});

async function askIn(language: 'en' | 'es', user: Person, message: string): Promise<Answer> {
  const body = { location_id: locationId, message, language };
  return ask(ctx.app, user, body, UNLIMITED_CHAT_URL);
}

const callsOf = (answer: Answer) =>
  answer.message?.tool_calls.map((call) => ({ tool: call.tool, arguments: call.arguments })) ?? [];

describe('the built-in assistant in Spanish', () => {
  it('has one Spanish question for each row of the English table', () => {
    const english = [...stockQuestions, ...buyingQuestions].map((row) => row.question);
    expect(spanishQuestions.map(([, twin]) => twin).sort()).toEqual(english.sort());
  });

  it('understands every Spanish question as its English twin', async () => {
    const rows = [...stockQuestions, ...buyingQuestions];
    const pairs = [...spanishQuestions];
    const failures: string[] = [];
    for (const row of rows) {
      const at = pairs.findIndex(([, twin]) => twin === row.question);
      const [spanish] = pairs.splice(at, 1)[0] ?? [''];
      const user = row.as?.() ?? owner;
      const english = await askIn('en', user, row.question);
      const answer = await askIn('es', user, spanish);
      expect(answer.response.statusCode).toBe(200);
      const expected = callsOf(english);
      if (JSON.stringify(callsOf(answer)) !== JSON.stringify(expected)) {
        failures.push(
          `“${spanish}”: called ${JSON.stringify(callsOf(answer))}, not ${JSON.stringify(expected)}`,
        );
      }
    }
    process.stdout.write(
      `built-in assistant in Spanish: ${rows.length - failures.length}/${rows.length} questions understood as in English\n`,
    );
    if (failures.length > 0) process.stdout.write(`${failures.join('\n')}\n`);
    expect(failures).toEqual([]);
  });

  it('answers in Spanish, with Spanish table labels and suggestions', async () => {
    const cases: [question: string, says: string[], labels: string[]][] = [
      [
        '¿Qué está por debajo del mínimo?',
        ['por debajo del mínimo', 'Los más por debajo'],
        ['Artículo'],
      ],
      [
        '¿cuántas limas tenemos?',
        ['unidades en existencia', 'Proveedor preferido'],
        ['En existencia'],
      ],
      ['¿cuánto vale nuestro inventario?', ['Tus existencias valen', 'Por categoría'], ['Valor']],
      ['¿quiénes son nuestros proveedores?', ['Compras a 4 proveedores'], ['Proveedor']],
      ['pedidos abiertos', ['pedido abierto', 'borrador'], ['Estado']],
      ['¿Qué debería pedir esta semana?', ['por debajo del mínimo', '¿Para qué proveedor'], []],
      [
        '¿Llegó completa la entrega de Copperline?',
        ['La última entrega de Copperline'],
        ['Pedido'],
      ],
      ['cuéntame un chiste', ['Puedo responder', 'Prueba una de las sugerencias'], []],
      ['¿qué cambió hoy?', ['cambios de existencias el 20 de noviembre de 2026'], []],
      ['quién contó ayer', ['de recuento el 19 de noviembre de 2026'], []],
      // A date said as Spain says it is read as that day.
      ['¿quién contó el 19 de noviembre?', ['de recuento el 19 de noviembre de 2026'], []],
      ['¿cuánto cuesta hacer un negroni?', ['cuesta', 'por ración'], ['Ingrediente']],
      ['margen del negroni', ['se vende a', 'un margen de'], []],
      ['¿qué cócteles son perros?', ['No se vendió nada de la carta en los últimos 28 días'], []],
      [
        '¿cuánto nos costó la merma esta semana?',
        ['La merma del 16 al 20 de noviembre de 2026 costó'],
        [],
      ],
      ['¿dónde estamos perdiendo dinero?', ['Necesito dos recuentos completos cerrados'], []],
      [
        '¿cuánto campari gastamos esta semana?',
        [
          'No hay dos recuentos cerrados de Campari',
          'El registro de cambios muestra entradas de',
          'botellas',
        ],
        [],
      ],
      ['¿cuál es nuestro porcentaje de costo?', ['tu porcentaje de coste', 'Mejor margen'], []],
    ];
    for (const [question, says, labels] of cases) {
      const answer = await askIn('es', owner, question);
      const text = answer.message?.content ?? '';
      for (const words of says) expect(text, question).toContain(words);
      for (const english of [' on hand', 'below par', ' and ', 'You ', 'Your ', ' is ']) {
        expect(text, question).not.toContain(english);
      }
      const shown = JSON.stringify(answer.message?.tool_results ?? []);
      for (const label of labels) expect(shown, question).toContain(`"label":"${label}"`);
    }
    // A date in an answer is a Spanish date, in the venue's zone: no weekday abbreviation, no
    // YYYY-MM-DD, no English month.
    const MONTH =
      '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)';
    const dated: [question: string, says: RegExp][] = [
      [
        '¿Llegó completa la entrega de Copperline?',
        new RegExp(`recibido el \\d{1,2} de ${MONTH} de 2026 a las? \\d{1,2}:\\d{2}`),
      ],
      ['¿qué cambió hoy?', new RegExp(`\\(\\d{1,2} de ${MONTH} de 2026 a las? \\d{1,2}:\\d{2}\\)`)],
    ];
    for (const [question, says] of dated) {
      const text = (await askIn('es', owner, question)).message?.content ?? '';
      expect(text, question).toMatch(says);
      expect(text, question).not.toMatch(
        /\b(?:lun|mar|mié|jue|vie|sáb|dom)\b|\d{4}-\d{2}-\d{2}|\b(?:Nov|Dec|Oct)\b/,
      );
    }

    const par = await askIn('es', owner, 'pon el par de limas en 200');
    expect(par.message?.proposals[0]?.title).toBe('Fijar el mínimo de Limes en 200');
    const fallback = await askIn('es', owner, 'cuéntame un chiste');
    const suggestions = fallback.message?.suggestions ?? [];
    expect(suggestions[0]).toBe('¿Qué está por debajo del mínimo?');
    // Each suggestion is a question the assistant understands in Spanish.
    for (const suggestion of suggestions) {
      const answer = await askIn('es', owner, suggestion);
      expect(answer.message?.tool_calls.length, suggestion).toBeGreaterThan(0);
    }
  });
});
