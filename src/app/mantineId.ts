import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, as the build uses it (scripts/appModules.ts): React's id alone. Mantine's own starts from
 * React's id and then, in a layout effect, swaps in a random one, so every popover, menu, select and input
 * rendered itself twice, the second time synchronously within the commit that mounted it: on a phone the
 * signed-in frame's header spent 285 ms there before the dashboard could answer a tap. This app renders in the
 * browser only, where React's ids are unique and stable; a caller's own id still wins.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
