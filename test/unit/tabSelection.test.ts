import { describe, expect, it } from 'vitest';
import { EMPTY_TABS } from '../../src/machines/sessionFields';
import { tabsAfterNavigation } from '../../src/machines/tabSelection';

const saved = {
  activeTab: 1,
  tabName: 'live',
  subTab: 2,
  subTabName: 'delayed',
  savedRoute: '/inbound-tracking',
};

describe('tab selections on a route change', () => {
  it('are kept while the path contains the saved route', () => {
    expect(tabsAfterNavigation(saved, '/inbound-tracking/detail/4/gps')).toBe(saved);
    expect(tabsAfterNavigation(saved, '/inbound-tracking')).toBe(saved);
  });

  it('are cleared on any other path', () => {
    expect(tabsAfterNavigation(saved, '/outbound-tracking')).toEqual(EMPTY_TABS);
    expect(tabsAfterNavigation(saved, '/dashboard')).toEqual(EMPTY_TABS);
  });

  it('are cleared when no route was saved', () => {
    expect(tabsAfterNavigation({ ...saved, savedRoute: null }, '/inbound-tracking')).toEqual(EMPTY_TABS);
  });
});
