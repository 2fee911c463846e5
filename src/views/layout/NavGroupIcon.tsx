import { LineIcon } from '../components/LineIcon';
import type { NavGroupKey } from './navigation';

// Simple stroke glyphs (24-unit grid) so the sidebar needs no icon package.
const PATHS: Record<NavGroupKey, string> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  requests: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  orders: 'M3 7l9-4 9 4-9 4-9-4zM3 7v10l9 4 9-4V7M12 11v10',
  offline: 'M9 4h6v3H9zM6 5h2M16 5h2M6 5v16h12V5M9 12h6M9 16h4',
  tracking: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  gate: 'M4 21V8l8-5 8 5v13M8 21v-8h8v8M8 17h8',
  masters:
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  payments: 'M3 6h18v12H3zM3 10h18M7 15h3',
  reports: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  plan: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  settings:
    'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 13a7.5 7.5 0 000-2l2-1.6-2-3.4-2.4 1a7 7 0 00-1.7-1L15 3.5h-4l-.3 2.5a7 7 0 00-1.7 1l-2.4-1-2 3.4 2 1.6a7.5 7.5 0 000 2l-2 1.6 2 3.4 2.4-1a7 7 0 001.7 1l.3 2.5h4l.3-2.5a7 7 0 001.7-1l2.4 1 2-3.4z',
};

export function NavGroupIcon({ group }: { group: NavGroupKey }) {
  return <LineIcon path={PATHS[group]} size={16} />;
}
