import { z } from 'zod';
import type { en } from './englishCatalogue';
import { schemaWords, wordsZodIssues } from './schemaLanguage';

type SchemaKeys<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : SchemaKeys<T[K], `${P}${K}.`>;
}[keyof T & string];
/** A key of the schemas' own messages (`validation.schema.*`). */
export type SchemaMessageKey = SchemaKeys<(typeof en)['validation']['schema'], 'validation.schema.'>;
type Values = Record<string, string | number>;

const translate = (key: string, values?: Values): string => schemaWords()(key, values);

/** A schema's message, looked up when the issue is raised, so it follows a language switch. */
export const says = (key: SchemaMessageKey, values: Values = {}) => ({ error: () => translate(key, values) });

/** The same message as text now, for issues a refinement adds itself (`ctx.addIssue`). */
export const say = (key: SchemaMessageKey, values: Values = {}): string => translate(key, values);

/** Zod's own issues by code, for schemas without a message of their own; undefined keeps zod's. */
const ownMessage = (issue: z.core.$ZodRawIssue): string | undefined => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? translate('validation.zod.required')
        : translate('validation.zod.invalidType');
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return translate('validation.zod.tooShort', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set')
        return translate('validation.zod.tooFew', { minimum });
      return translate('validation.zod.tooSmall', { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return translate('validation.zod.tooLong', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set')
        return translate('validation.zod.tooMany', { maximum });
      return translate('validation.zod.tooBig', { maximum });
    }
    case 'not_multiple_of':
      return translate('validation.zod.notMultiple', { divisor: Number(issue.divisor) });
    case 'invalid_format':
      return issue.format === 'email'
        ? translate('validation.zod.invalidEmail')
        : translate('validation.zod.invalidFormat');
    case 'invalid_value':
      return translate('validation.zod.invalidOption');
    case 'custom':
    case 'invalid_union':
      return translate('validation.zod.invalid');
    default:
      return undefined;
  }
};

// Zod's own issues in the language registered (schemaLanguage.ts), from the moment zod is loaded: this module
// travels in zod's chunk (vite.config.ts), so no schema runs before it, and the entry carries neither.
z.config({ customError: (issue) => (wordsZodIssues() ? ownMessage(issue) : undefined) });
