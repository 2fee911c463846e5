import type { FrameTexts } from './englishFrame';
import hiDashboard from './hi/dashboard.json';
import hiDomain from './hi/domain.json';
import hiInsight from './hi/insight.json';
import hiLayout from './hi/layout.json';
import hiNotifications from './hi/notifications.json';
import hiPayments from './hi/payments.json';
import hiWhatsNew from './hi/whatsNew.json';

/** The Hindi texts of the signed-in frame and the dashboard, area by area as englishFrame.ts. */
export const hiFrame: FrameTexts = {
  dashboard: hiDashboard,
  domain: hiDomain,
  insight: hiInsight,
  layout: hiLayout,
  notifications: hiNotifications,
  payments: hiPayments,
  whatsNew: hiWhatsNew,
};
