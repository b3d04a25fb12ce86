import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A message file: `<folder>/messages/en.json` or `hi.json`, one namespace's texts in one language. */
export const MESSAGE_FILE = /[\\/]messages[\\/](en|hi)\.json$/;

/**
 * Compiles each message file's ICU texts ('{count, plural, one {# offer} other {# offers}}') into
 * Lingui's compiled form while Vite loads it, so the browser downloads no message parser: the
 * runtime only fills in values. The output is still JSON (Vite's own JSON step turns it into a
 * module), which keeps message files importable the same way in the app, the tests and the
 * pre-render. A text that does not parse fails the build and names its id.
 */
export function compileMessages(): Plugin {
  return {
    name: 'salahkar-compile-messages',
    enforce: 'pre',
    transform(source, id) {
      const [file = '', query] = id.split('?');
      if (!MESSAGE_FILE.test(file)) return null;
      const compiled = JSON.stringify(
        compileCatalog(JSON.parse(source) as Record<string, string>, file),
      );
      // A catalog's own copy (`?catalog=app`, src/i18n/catalogs) is past Vite's JSON step, which
      // takes plain `.json` addresses only: it becomes a module here.
      if (query && new URLSearchParams(query).has('catalog')) {
        return { code: `export default JSON.parse(${JSON.stringify(compiled)});`, map: null };
      }
      return { code: compiled, map: null };
    },
  };
}

export function compileCatalog(messages: Record<string, string>, file: string) {
  const compiled: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new Error(`${file}: "${id}" is not a text`);
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${file}: "${id}" is not a valid ICU message: ${String(error)}`, {
        cause: error,
      });
    }
  }
  return compiled;
}
