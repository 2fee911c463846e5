import type { TFunction } from 'i18next';
import validation from './en/validation.json';
import type { SchemaMessageKey } from './schemaMessages';

/** Every fixed English schema message (no values to fill in) → its catalogue key. */
function englishMessages(): Map<string, SchemaMessageKey> {
  const found = new Map<string, SchemaMessageKey>();
  const walk = (node: object, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        if (!value.includes('{{')) found.set(value, `${path}${key}` as SchemaMessageKey);
      } else walk(value, `${path}${key}.`);
    }
  };
  walk(validation.schema, 'validation.schema.');
  return found;
}

let known: Map<string, SchemaMessageKey> | undefined;

/**
 * A field error the server sent (English: the API's language) in the reader's language, when it is one of
 * the shared schemas' own messages; any other message stays as the server worded it.
 */
export function fieldMessage(t: TFunction, serverMessage: string): string {
  known ??= englishMessages();
  const key = known.get(serverMessage);
  return key ? t(key) : serverMessage;
}
