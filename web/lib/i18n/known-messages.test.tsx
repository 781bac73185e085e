// Every validation message the contract's schemas and web/lib/amounts.ts can produce is a
// known message (locales/en/known.ts), so FieldFrame and FormAlert show it translated. The
// contract's sources are read as text: a message added there without its English in known.ts
// fails here.
import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  SALES_FILE_NEEDS_PERIOD_MESSAGE,
  SALES_FILE_TOO_LARGE_MESSAGE,
  SALES_FILE_UNRECOGNISED_MESSAGE,
  SALES_MORE_ROWS_MESSAGE,
  SALES_ROW_EMPTY_MESSAGE,
  SALES_ROW_NOT_A_DATE_MESSAGE,
  SALES_ROW_NOT_A_NUMBER_MESSAGE,
  SALES_ROW_NOT_A_TIME_MESSAGE,
  SALES_ROW_TOO_LARGE_MESSAGE,
} from '#contract/messages.ts';
import { createVendorBody, vendorName } from '#contract/vendors.ts';
import { createItemBody } from '#contract/inventory.ts';
import { parSuggestionsQuery } from '#contract/reports.ts';
import { createSalesLineBody } from '#contract/sales.ts';
import { wasteBody } from '#contract/stock-updates.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { NotificationViewport } from '#web/components/ui/notifications.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { AMOUNT_MESSAGES } from '../amounts.ts';
import { failureMessage } from '../form-errors.ts';
import { KNOWN_SERVER_LIMITS } from '../rate-limit-messages.ts';
import { apiErrorFromBody, NETWORK_NOTIFICATION_MESSAGE } from '../errors.ts';
import { useNotificationStore } from '../stores/notifications.ts';
import { setLanguage } from './language.ts';
import {
  KNOWN_ENGLISH,
  KNOWN_SERVER_REFUSALS,
  KNOWN_SERVER_TEMPLATES,
  KNOWN_TEMPLATES,
} from './locales/en/known.ts';

const SOURCES = import.meta.glob<string>(
  ['../../../contract/*.ts', '!../../../contract/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const MODULES = import.meta.glob<Record<string, unknown>>(
  ['../../../contract/*.ts', '!../../../contract/*.test.ts'],
  { eager: true },
);

interface Literal {
  text: string;
  template: boolean;
  /** The code just before the opening quote, and just after the closing one. */
  before: string;
  after: string;
}

/** The string literals of a source, comments skipped. */
function literalsOf(source: string): Literal[] {
  const found: Literal[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at];
    if (char === '/' && source[at + 1] === '/') {
      const end = source.indexOf('\n', at);
      at = end < 0 ? source.length : end;
    } else if (char === '/' && source[at + 1] === '*') {
      at = source.indexOf('*/', at) + 2;
    } else if (char === "'" || char === '"' || char === '`') {
      let end = at + 1;
      let text = '';
      while (end < source.length && source[end] !== char) {
        const escaped = source[end] === '\\';
        text += escaped ? source[end + 1] : source[end];
        end += escaped ? 2 : 1;
      }
      found.push({
        text,
        template: char === '`',
        before: source.slice(Math.max(0, at - 60), at).trimEnd(),
        after: source.slice(end + 1, end + 20).trimStart(),
      });
      at = end + 1;
    } else {
      at += 1;
    }
  }
  return found;
}

/**
 * A literal in a message's place: `message: '…'`, `error: '…'`, or the last argument of a
 * call (`.min(1, 'Enter a name')`, `.int('Use whole days')`, `z.email('…')`).
 */
function isMessage({ text, before, after }: Literal): boolean {
  if (!/^[A-Z]/.test(text)) return false;
  if (/\b(message|error):$/.test(before)) return true;
  return /^\)/.test(after) && (/,$/.test(before) || /\.\w+\($/.test(before));
}

/** Every export of contract/ by name (the constants a template message is built from). */
const EXPORTS = new Map(
  Object.values(MODULES).flatMap((module) => Object.entries(module).map(([k, v]) => [k, v])),
);

/** `Use at most ${max} characters` of optionalText(max): one message per max used. */
function optionalTextMaxima(): string[] {
  return Object.values(SOURCES).flatMap((source) =>
    [...source.matchAll(/optionalText\(([\d_]+)\)/g)].map((match) =>
      String(Number(match[1]?.replace(/_/g, ''))),
    ),
  );
}

/** A slot of a template literal: `${NAME}`, or `${NAMES.join(', ')}` of an exported list. */
const TEMPLATE_SLOT = /\$\{(\w+)(?:\.join\((['"])(.*?)\2\))?\}/g;

/** A template message with its slots filled from the contract's exports. */
function expand(literal: Literal): string[] {
  if (!literal.template) return [literal.text];
  const names = [...literal.text.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1] ?? '');
  if (names.length === 1 && names[0] === 'max') {
    return optionalTextMaxima().map((max) => literal.text.replace('${max}', max));
  }
  const filled = literal.text.replace(
    TEMPLATE_SLOT,
    (_, name: string, quote: string | undefined, separator: string | undefined) => {
      const value = EXPORTS.get(name);
      if (quote !== undefined && Array.isArray(value)) return value.join(separator);
      if (quote === undefined && (typeof value === 'number' || typeof value === 'string')) {
        return String(value);
      }
      throw new Error(`${literal.text}: no exported constant ${name}`);
    },
  );
  // A slot of another shape (`${a + b}`) would otherwise pass as text no screen is shown.
  if (filled.includes('${')) throw new Error(`${literal.text}: a slot the web cannot fill`);
  return [filled];
}

/** Messages given as a constant: `message: PREFERRED_NEEDS_ITEM`, `.refine(…, NUL_MESSAGE)`. */
function constantMessages(source: string): string[] {
  const names = [
    ...source.matchAll(/\b(?:message|error):\s*([A-Z][A-Z0-9_]+)\b/g),
    ...source.matchAll(/,\s*([A-Z][A-Z0-9_]+)\s*\)/g),
  ].map((match) => match[1] ?? '');
  return names.flatMap((name) => {
    const value = EXPORTS.get(name);
    return typeof value === 'string' ? [value] : [];
  });
}

const contractMessages = [
  ...new Set(
    Object.values(SOURCES).flatMap((source) => [
      ...literalsOf(source).filter(isMessage).flatMap(expand),
      ...constantMessages(source),
    ]),
  ),
].sort();

const known = new Set<string>(Object.values(KNOWN_ENGLISH));

// The server's refusals of a location's file (server/modules/locations/import*.ts), read as
// text as the contract's are: each one the import section shows must be a known message or
// template, whether written there or taken from contract/messages.ts.
const IMPORT_SOURCES = import.meta.glob<string>(
  ['../../../server/modules/locations/import*.ts', '!../../../server/modules/locations/*.test.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** A template's slots, `{max}` or `${…}`, as one mark: what is left is its fixed text. */
const slotless = (text: string) => text.replace(/\$\{[^}]*\}|\{\w+\}/g, '#');

/**
 * The refusals of a source: a literal or a local constant given to `validationError(path, …)`
 * (or as the last argument of a call), a constant of contract/messages.ts given so, and a
 * sentence with a number in it (a template literal), each with its slots marked.
 */
function refusalsOf(source: string): string[] {
  const literals = literalsOf(source);
  const given = (name: string) => new RegExp(`,\\s*${name}\\s*,?\\s*\\)`).test(source);
  return [
    ...literals
      .filter(
        ({ text, before, after }) =>
          /^[A-Z]/.test(text) && /,$/.test(before) && /^,?\s*\)/.test(after),
      )
      .map((literal) => literal.text),
    ...literals
      .filter(({ text, before }) => {
        const name = /const (\w+) =$/.exec(before)?.[1];
        return /^[A-Z]/.test(text) && name !== undefined && given(name);
      })
      .map((literal) => literal.text),
    ...constantMessages(source),
    ...messagesImported(source).map(slotless),
    ...literals
      .filter(({ text, template }) => template && /^[A-Z][^$]* [^$]*\$\{/.test(text))
      .map((literal) => slotless(literal.text)),
  ];
}

/** Every message a source imports from contract/messages.ts, however it gives it. */
function messagesImported(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'#contract\/messages\.ts'/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .flatMap((name) => {
      const value = EXPORTS.get(name);
      return typeof value === 'string' && name.endsWith('_MESSAGE') ? [value] : [];
    });
}

// The services whose refusals a screen shows as they come (KNOWN_SERVER_REFUSALS).
const SERVICE_SOURCES = import.meta.glob<string>(
  [
    '../../../server/modules/{inventory,sales,reports}/*.ts',
    '../../../server/modules/cooking/menu*.ts',
    '!../../../server/modules/**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

// Where the server writes its 429 answers (KNOWN_SERVER_LIMITS), read as text.
const LIMIT_SOURCES = import.meta.glob<string>(
  [
    '../../../contract/messages.ts',
    '../../../server/lib/**/*.ts',
    '../../../server/plugins/*.ts',
    '../../../server/modules/**/*.ts',
    '!../../../server/**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const importRefusals = [...new Set(Object.values(IMPORT_SOURCES).flatMap(refusalsOf))].sort();

describe('known messages', () => {
  it('reads the messages of the contract', () => {
    // The reading itself: a change of style in contract/ that hides its messages fails here.
    expect(contractMessages.length).toBeGreaterThan(60);
    expect(contractMessages).toEqual(
      expect.arrayContaining([
        'Enter a name',
        'Use at most 20000 characters',
        'Use at most 2000 characters',
        'Use a weekday number from 1 (Monday) to 7 (Sunday)',
        'Use a "to" that is not before "from"',
        'Add at most 5000 lines at once',
        'Link the line to an inventory item before making it preferred',
        'Remove the invisible NUL character from this text',
        'Use one of: spill, breakage, comp, expired, staff, other',
      ]),
    );
  });

  it('knows every message of the contract word for word', () => {
    expect(contractMessages.filter((message) => !known.has(message))).toEqual([]);
  });

  it('knows what the schemas say when run', () => {
    const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
      result.error?.issues.map((issue) => issue.message) ?? [];
    const said = [
      ...messagesOf(
        createVendorBody.safeParse({
          location_id: '00000000-0000-4000-8000-000000000000',
          name: ' ',
          email: 'not an email',
          notes: 'n'.repeat(2001),
        }),
      ),
      ...messagesOf(
        createItemBody.safeParse({
          location_id: '00000000-0000-4000-8000-000000000000',
          name: '',
          unit: '',
        }),
      ),
      ...messagesOf(wasteBody.safeParse({ quantity: 0, cause: 'dropped' })),
      ...messagesOf(
        createSalesLineBody.safeParse({
          location_id: '00000000-0000-4000-8000-000000000000',
          quantity: 0,
          sold_at: '2026-11-26T21:00:00Z',
        }),
      ),
      ...[{ weeks: '0.5' }, { weeks: '53' }].flatMap((query) =>
        messagesOf(
          parSuggestionsQuery.safeParse({
            location_id: '00000000-0000-4000-8000-000000000000',
            ...query,
          }),
        ),
      ),
    ];
    expect(said).toEqual(
      expect.arrayContaining([
        'Use one of: spill, breakage, comp, expired, staff, other',
        'Use a quantity other than 0',
        'Choose a menu item or type a POS name (one of the two)',
        'Enter a whole number of weeks',
        'Use at most 52 weeks',
      ]),
    );
    expect(said.filter((message) => !known.has(message))).toEqual([]);
  });

  it('knows every message of a typed amount', () => {
    expect(Object.values(AMOUNT_MESSAGES).filter((message) => !known.has(message))).toEqual([]);
  });

  it('knows every refusal of a location file, templates whatever their numbers', () => {
    const templates = new Set(Object.values(KNOWN_TEMPLATES).map(slotless));
    // The reading itself: a change of style in the import that hides its refusals fails here.
    expect(importRefusals).toEqual(
      expect.arrayContaining([
        'That name is taken',
        'This refers to a row that is not in the file',
        'A recipe cannot contain itself, directly or through another recipe',
        'This file took too long to read.',
      ]),
    );
    expect(
      importRefusals.filter((message) => !known.has(message) && !templates.has(message)),
    ).toEqual([]);
  });

  it("still finds each of the services' refusals written out in known.ts in the server's code", () => {
    const code = Object.values(SERVICE_SOURCES).join('\n');
    expect(Object.keys(SERVICE_SOURCES).length).toBeGreaterThan(10);
    expect(
      Object.values(KNOWN_SERVER_REFUSALS).filter((message) => !code.includes(message)),
    ).toEqual([]);
  });

  it("still finds each of the services' templates in known.ts in the server's code", () => {
    const said = new Set(
      Object.values(SERVICE_SOURCES).flatMap((source) =>
        literalsOf(source)
          .filter(({ template }) => template)
          .map((literal) => slotless(literal.text)),
      ),
    );
    expect(
      KNOWN_SERVER_TEMPLATES.map((key) => KNOWN_TEMPLATES[key]).filter(
        (message) => !said.has(slotless(message)),
      ),
    ).toEqual([]);
  });

  it("knows every refusal of the sales import, a row's templates whatever their values", () => {
    const templates = new Set(Object.values(KNOWN_TEMPLATES).map(slotless));
    const salesRefusals = [
      ...new Set(
        Object.entries(SERVICE_SOURCES)
          .filter(([path]) =>
            /\/sales\/(sales-file|sales-import\.service|sales\.routes)\.ts$/.test(path),
          )
          .flatMap(([, source]) => refusalsOf(source)),
      ),
      // A sentence, not a letter given to a call (`text.replace(' ', 'T')`).
    ].filter((message) => message.includes(' '));
    // The reading itself: the file's refusals and every row template, as the server gives them.
    expect(salesRefusals).toEqual(
      expect.arrayContaining([
        SALES_FILE_UNRECOGNISED_MESSAGE,
        SALES_FILE_NEEDS_PERIOD_MESSAGE,
        'Upload a CSV or XLSX file (.csv or .xlsx)',
        ...[
          SALES_FILE_TOO_LARGE_MESSAGE,
          SALES_ROW_NOT_A_NUMBER_MESSAGE,
          SALES_ROW_TOO_LARGE_MESSAGE,
          SALES_ROW_NOT_A_DATE_MESSAGE,
          SALES_ROW_NOT_A_TIME_MESSAGE,
          SALES_ROW_EMPTY_MESSAGE,
          SALES_MORE_ROWS_MESSAGE,
        ].map(slotless),
      ]),
    );
    expect(
      salesRefusals.filter((message) => !known.has(message) && !templates.has(message)),
    ).toEqual([]);
  });

  it("still finds each 429 that names its limit in the server's code", () => {
    const code = Object.values(LIMIT_SOURCES).join('\n');
    expect(Object.values(KNOWN_SERVER_LIMITS).filter((message) => !code.includes(message))).toEqual(
      [],
    );
    expect(Object.values(KNOWN_SERVER_LIMITS).filter((message) => !known.has(message))).toEqual([]);
  });

  it('gives each English message one key', () => {
    expect(known.size).toBe(Object.keys(KNOWN_ENGLISH).length);
  });
});

/** A form validated by a schema of the contract, as the screens' forms are. */
function NameForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(z.object({ name: vendorName })),
    defaultValues: { name: '' },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <TextField label="Nombre" {...register('name')} error={errors.name?.message} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('field and form errors in Spanish', () => {
  afterEach(() => setLanguage('en'));

  it("shows the contract's message for an empty name in Spanish", async () => {
    const user = userEvent.setup();
    setLanguage('es');
    render(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Introduce un nombre')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Introduce un nombre');
  });

  it('shows a known message translated and any other text as it came', async () => {
    setLanguage('es');
    render(
      <>
        <TextField label="Nombre" error="Enter a name" />
        <TextField label="Código" error="Code XYZ is taken" />
        <TextField label="Cantidad" error="Use a quantity other than 0" />
        <FormAlert>{'Use at most 200 characters'}</FormAlert>
      </>,
    );
    expect(await screen.findByText('Introduce un nombre')).toBeInTheDocument();
    expect(screen.getByText('Code XYZ is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Cantidad')).toHaveAccessibleDescription(
      'Usa una cantidad distinta de 0',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Usa como máximo 200 caracteres');
  });

  it("shows a service's refusal with a name and a number in Spanish, the number the Spanish way", async () => {
    setLanguage('es');
    render(
      <>
        <TextField
          label="Cantidad"
          error="Only 1234.5 bottle on hand: waste at most that, or count the item first"
        />
        <FormAlert>{'The count "Monday close" is already closed.'}</FormAlert>
      </>,
    );
    expect(await screen.findByLabelText('Cantidad')).toHaveAccessibleDescription(
      'Solo hay 1234,5 bottle en existencia: registra como máximo esa merma, o cuenta antes el artículo',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El recuento «Monday close» ya está cerrado.',
    );
  });

  it('shows a 429 that names its limit in Spanish, with the wait its answer gives', async () => {
    setLanguage('es');
    const named = apiErrorFromBody(
      429,
      { error: { message: KNOWN_SERVER_LIMITS.tooManySignIns, code: 'RATE_LIMITED' } },
      '120',
    );
    const busy = apiErrorFromBody(429, {
      error: { message: KNOWN_SERVER_LIMITS.spreadsheetsBusy, code: 'RATE_LIMITED' },
    });
    render(
      <>
        <FormAlert>{failureMessage(named, 'Login failed')}</FormAlert>
        <FormAlert>{failureMessage(busy, 'The file could not be read.')}</FormAlert>
      </>,
    );
    const [signIn, file] = await screen.findAllByRole('alert');
    expect(signIn).toHaveTextContent(
      'Demasiados inicios de sesión fallidos. Espera 2 minutos e inténtalo de nuevo.',
    );
    // Without a wait in the answer, the server's own "in a minute", translated.
    expect(file).toHaveTextContent(
      'Ya se están importando otras hojas de cálculo. Inténtalo de nuevo dentro de un minuto.',
    );
  });

  it('keeps the wait of each 429 that names its limit, in English and Spanish, plurals right', async () => {
    const reasons: Record<keyof typeof KNOWN_SERVER_LIMITS, { en: string; es: string }> = {
      fileImportBusy: {
        en: 'Another location file is being imported right now.',
        es: 'Ya se está importando otro archivo de local.',
      },
      spreadsheetsBusy: {
        en: 'Other spreadsheets are being imported right now.',
        es: 'Ya se están importando otras hojas de cálculo.',
      },
      tooManySignIns: {
        en: 'Too many failed sign-ins.',
        es: 'Demasiados inicios de sesión fallidos.',
      },
      tooManyWrongPasswords: {
        en: 'Too many wrong passwords.',
        es: 'Demasiadas contraseñas incorrectas.',
      },
      tooManyResetRequests: {
        en: 'Too many password reset requests.',
        es: 'Demasiadas solicitudes de restablecimiento de contraseña.',
      },
      assistantBusy: {
        en: 'You have asked the assistant a lot in a short time.',
        es: 'Has hecho muchas preguntas al asistente en poco tiempo.',
      },
    };
    const waits = [
      { retryAfter: '1', en: '1 second', es: '1 segundo' },
      { retryAfter: '45', en: '45 seconds', es: '45 segundos' },
      { retryAfter: '60', en: '1 minute', es: '1 minuto' },
      { retryAfter: '840', en: '14 minutes', es: '14 minutos' },
    ];
    const limits = Object.entries(KNOWN_SERVER_LIMITS) as [
      keyof typeof KNOWN_SERVER_LIMITS,
      string,
    ][];
    const alerts = limits.flatMap(([key, message]) =>
      waits.map((wait) => ({
        key,
        wait,
        text: failureMessage(
          apiErrorFromBody(429, { error: { message, code: 'RATE_LIMITED' } }, wait.retryAfter),
          'Failed',
        ),
      })),
    );
    // The generic limit too: "Too many requests" of any route.
    const generic = failureMessage(
      apiErrorFromBody(429, { error: { message: 'Too many requests' } }, '120'),
      'Failed',
    );
    const { unmount } = render(
      <>
        {alerts.map(({ key, wait, text }) => (
          <FormAlert key={`${key}-${wait.retryAfter}`}>{text}</FormAlert>
        ))}
        <FormAlert>{generic}</FormAlert>
      </>,
    );
    const english = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(english).toEqual([
      ...alerts.map(({ key, wait }) => `${reasons[key].en} Please wait ${wait.en} and try again.`),
      'Too many attempts. Please wait 2 minutes and try again.',
    ]);
    unmount();

    setLanguage('es');
    render(
      <>
        {alerts.map(({ key, wait, text }) => (
          <FormAlert key={`${key}-${wait.retryAfter}`}>{text}</FormAlert>
        ))}
        <FormAlert>{generic}</FormAlert>
      </>,
    );
    await screen.findByText(/^Demasiados intentos\./);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      ...alerts.map(
        ({ key, wait }) => `${reasons[key].es} Espera ${wait.es} e inténtalo de nuevo.`,
      ),
      'Demasiados intentos. Espera 2 minutos e inténtalo de nuevo.',
    ]);
  });

  it('shows an error notification of errors.ts in Spanish', async () => {
    setLanguage('es');
    render(<NotificationViewport />);
    act(() => {
      useNotificationStore
        .getState()
        .notify({ type: 'error', message: NETWORK_NOTIFICATION_MESSAGE, duration: 0 });
    });
    expect(
      await screen.findByText('Problema de conexión de red. Comprueba tu conexión.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar la notificación' })).toBeInTheDocument();
    act(() => useNotificationStore.getState().clearAll());
  });
});
