import path from 'node:path';
import type { Plugin } from 'vite';
import type { z } from 'zod';
import { compileFn } from 'zod/v4/core';

/**
 * Ahead-of-time zod parsers for the schemas the browser checks in bulk, as one virtual module.
 *
 * zod compiles a schema into a straight-line parser with `new Function`, which the app's CSP forbids, so in
 * the page it falls back to walking the schema: about five times the time and garbage per live vehicle, and at
 * ten thousand trucks that garbage was most of the board's. The build asks zod for the same parser it would
 * generate and writes it into the bundle; `withParser` installs it on a copy of the shared schema, and any
 * input it rejects is parsed again by the schema itself, so the errors read as before.
 */
export function precompiledSchemas(options: {
  /** The id importers use, such as `virtual:precompiled-tracking-schemas`. */
  id: string;
  /** The module that defines the schemas, from the project root. */
  from: string;
  schemas: Record<string, z.ZodType>;
}): Plugin {
  const resolvedId = `\0${options.id}`;
  let root = process.cwd();
  return {
    name: 'precompiled-schemas',
    configResolved: (config) => {
      root = config.root;
    },
    resolveId: (id) => (id === options.id ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const parsers = Object.entries(options.schemas).map(([name, schema]) => {
        const { names, values, body } = generatedParser(schema);
        const constants = names.map((constant, i) => `const ${constant} = ${constantSource(values[i])};`);
        return `export const ${name} = /* @__PURE__ */ (() => {
  ${constants.join('\n  ')}
  return withParser(shared.${name}, (input) => {
${body}
  });
})();`;
      });
      return [
        `import { withParser, INVALID } from 'zod/v4/core';`,
        `import * as shared from ${JSON.stringify(path.join(root, options.from))};`,
        ...parsers,
      ].join('\n');
    },
  };
}

interface GeneratedParser {
  names: string[];
  values: unknown[];
  body: string;
}

/**
 * zod builds its parser as `new Function(...constantNames, 'return (input) => {…}')` and calls that factory with
 * the constants' values. Standing in for `Function` during the call catches the names, the source and the values;
 * nothing else runs meanwhile, as compiling is synchronous.
 */
function generatedParser(schema: z.ZodType): GeneratedParser {
  const realFunction = globalThis.Function;
  let caught: GeneratedParser | undefined;
  // zod calls it with `new`, so it must be a function, not an arrow.
  function catcher(...args: string[]) {
    const factory = args.pop() ?? '';
    const body = factory.replace(/^return \(input\) => \{\n/, '').replace(/\n\}$/, '');
    return (...values: unknown[]) => {
      caught = { names: args, values, body };
      return () => undefined;
    };
  }
  globalThis.Function = catcher as unknown as FunctionConstructor;
  try {
    compileFn(schema);
  } finally {
    globalThis.Function = realFunction;
  }
  if (caught?.names[0] !== 'INVALID') throw new Error('zod did not generate a parser of the expected form');
  // INVALID is imported from zod itself rather than restated.
  return { names: caught.names.slice(1), values: caught.values.slice(1), body: caught.body };
}

/** Source for one of a parser's constants: the sets of allowed values of enums and literals, and patterns. */
function constantSource(value: unknown): string {
  if (value instanceof Set && [...value].every(isPlain)) return `new Set(${JSON.stringify([...value])})`;
  if (value instanceof RegExp) return value.toString();
  if (isPlain(value)) return JSON.stringify(value);
  throw new Error(
    `A precompiled schema cannot carry the constant ${String(value)}; parse it at run time instead`,
  );
}

const isPlain = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
