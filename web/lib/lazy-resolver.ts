/**
 * A react-hook-form resolver whose code loads when it is first needed rather than with the
 * screen: the schema and zod (some 25 kB gzip, and their start-up work) stay out of the way of
 * the first paint of a form nobody has touched yet. `preload` starts the loading early (on the
 * form's first focus), so the check is there by the time the form is sent.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loading: Promise<Resolver<T>> | undefined;
  const loaded = () => {
    // A failed load (the connection dropped) is tried again next time.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  const resolver: Resolver<T> = async (values, context, options) => {
    let check: Resolver<T>;
    try {
      check = await loaded();
    } catch {
      // Unchecked here, the form goes to the server, which checks it against the same schema
      // (and answers a failed connection as any call does).
      return { values, errors: {} };
    }
    return check(values, context, options);
  };

  return {
    resolver,
    preload: () => {
      loaded().catch(() => undefined);
    },
  };
}
