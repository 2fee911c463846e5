import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** A chunk and every chunk it imports statically, as the browser fetches them (the CSS each one brings too). */
function closureOf(start: OutputChunk, byFile: Map<string, OutputChunk>, files: Set<string>) {
  if (files.has(start.fileName)) return;
  files.add(start.fileName);
  for (const css of start.viteMetadata?.importedCss ?? []) files.add(css);
  for (const imported of start.imports) {
    const chunk = byFile.get(imported);
    if (chunk) closureOf(chunk, byFile, files);
  }
}

/**
 * The built files (paths under the output folder) a screen fetches before it is usable: the entry and what it
 * imports, then each of `loads` (source paths from the project root of lazily loaded modules) and what they
 * import. Both the bundle budget and the service worker's shell are made of these.
 */
export function screenFiles(
  bundle: OutputBundle,
  loads: readonly string[],
  screen = 'the shell',
): Set<string> {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const files = new Set<string>();
  closureOf(entry, byFile, files);
  for (const module of loads) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`${screen}: no chunk starts at ${module}`);
    closureOf(chunk, byFile, files);
  }
  return files;
}
