import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/domain/permissions';
import { resolveRoute } from '../../src/routes/routeMatch';
import { ROUTES } from '../../src/routes/routeTable';
import { activeNavPath, NAVIGATION, visibleNavigation } from '../../src/views/layout/navigation';

const labels = (permissions: readonly string[]) =>
  visibleNavigation(NAVIGATION, ROUTES, permissions).flatMap((group) =>
    group.items.map((item) => item.route.title),
  );

describe('sidebar navigation', () => {
  it('links only to routes of the table', () => {
    for (const item of NAVIGATION.flatMap((group) => group.items)) {
      expect(resolveRoute(ROUTES, item.path), item.path).not.toBeNull();
    }
  });

  it('shows everything to a user holding every permission', () => {
    expect(labels(PERMISSIONS)).toHaveLength(NAVIGATION.flatMap((group) => group.items).length);
  });

  it('hides entries whose route needs a permission the user lacks, and empty groups', () => {
    const visible = visibleNavigation(NAVIGATION, ROUTES, ['list-plant']);
    const items = visible.flatMap((group) => group.items.map((item) => item.route.title));
    expect(items).toContain('Plants');
    expect(items).toContain('Dashboard');
    expect(items).toContain('Inbound tracking');
    expect(items).not.toContain('Clients');
    expect(items).not.toContain('Inbound requests');
    expect(visible.map((group) => group.key)).not.toContain('requests');
    expect(visible.map((group) => group.key)).not.toContain('payments');
  });

  it('highlights the longest entry the location sits under', () => {
    expect(activeNavPath(NAVIGATION, '/plant/view/3')).toBe('/plant');
    expect(activeNavPath(NAVIGATION, '/settings/industry-request-settings/list')).toBe(
      '/settings/industry-request-settings/list',
    );
    expect(activeNavPath(NAVIGATION, '/plantation')).toBeNull();
  });
});
