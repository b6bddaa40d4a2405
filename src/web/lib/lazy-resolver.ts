import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code (zod, 22 KB on the wire, and the form's schema) is loaded when the
 * form is first checked, not before the page can be drawn (decision 046): the sign-in page is the first
 * page of most visits, on a slow line. `load` gives the real resolver; its modules are fetched once and
 * kept by the browser. Should they fail to load (a lost connection, a newer release), the form is sent as
 * it is: the server checks every field again and answers with its own messages.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  return async (values, context, options) => {
    let resolver: Resolver<T>;
    try {
      resolver = await load();
    } catch {
      return { values, errors: {} };
    }
    return resolver(values, context, options);
  };
}
