import { EMPTY_TABS, type TabSelection } from './sessionFields';

/**
 * Stored tab selections survive a navigation only while the new path still contains the route they were saved
 * on (seed-spec §2): going from an order's tabs to one of its sub-screens keeps them, leaving the area drops them.
 */
export const tabsAfterNavigation = (tabs: TabSelection, path: string): TabSelection =>
  tabs.savedRoute && path.includes(tabs.savedRoute) ? tabs : EMPTY_TABS;
