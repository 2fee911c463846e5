import enDashboard from './en/dashboard.json';
import enDomain from './en/domain.json';
import enInsight from './en/insight.json';
import enLayout from './en/layout.json';
import enNotifications from './en/notifications.json';
import enPayments from './en/payments.json';
import enWhatsNew from './en/whatsNew.json';

/**
 * The English texts of the signed-in frame and the dashboard it opens on: fetched with the frame (screenLoader.ts),
 * so that the sign-in page waits only for its own (englishFirst.ts).
 */
export const enFrame = {
  dashboard: enDashboard,
  domain: enDomain,
  insight: enInsight,
  layout: enLayout,
  notifications: enNotifications,
  payments: enPayments,
  whatsNew: enWhatsNew,
};

export type FrameTexts = typeof enFrame;
