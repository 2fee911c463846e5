import { useId as mantineOwnUseId } from '@mantine/hooks';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appModules } from '../../scripts/appModules';
import { useId } from '../../src/app/mantineId';

afterEach(cleanup);

const renderCounted = (hook: (staticId?: string) => string, staticId?: string) => {
  const seen: string[] = [];
  function Field() {
    const id = hook(staticId);
    seen.push(id);
    return <input id={id} aria-label="field" />;
  }
  render(
    <>
      <Field />
      <Field />
    </>,
  );
  return seen;
};

describe('the id hook the build gives Mantine', () => {
  it('renders each component once, with its own lasting id', () => {
    const seen = renderCounted(useId);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/^mantine-/);
    expect(seen[0]).not.toBe(seen[1]);
    expect(document.querySelectorAll(`#${CSS.escape(seen[0]!)}`)).toHaveLength(1);
  });

  it("keeps a caller's own id", () => {
    expect(renderCounted(useId, 'plant-select')).toEqual(['plant-select', 'plant-select']);
  });

  it("is in place of Mantine's own, which renders every component twice", () => {
    expect(renderCounted(mantineOwnUseId)).toHaveLength(4);
    const plugin = appModules();
    (plugin.configResolved as (config: { root: string }) => void)({ root: '/app' });
    const load = plugin.load as (id: string) => string | undefined;
    expect(load('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toBe(
      'export { useId } from "/app/src/app/mantineId.ts";',
    );
    expect(load('/app/node_modules/@mantine/hooks/esm/use-disclosure/use-disclosure.mjs')).toBeUndefined();
    expect(load('\0vite/preload-helper.js')).toBe(
      'export { preloadInSlices as __vitePreload } from "/app/src/app/preloadInSlices.ts";',
    );
  });
});
