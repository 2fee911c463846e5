import enCatalogue from './en/catalogue.json';
import enDevices from './en/devices.json';
import enDocuments from './en/documents.json';
import enDriver from './en/driver.json';
import enGate from './en/gate.json';
import enMail from './en/mail.json';
import enMasters from './en/masters.json';
import enOrders from './en/orders.json';
import enParties from './en/parties.json';
import enPeople from './en/people.json';
import enPlaces from './en/places.json';
import enPlan from './en/plan.json';
import enPortal from './en/portal.json';
import enProfile from './en/profile.json';
import enRequests from './en/requests.json';
import enSettings from './en/settings.json';
import enShare from './en/share.json';
import enTracking from './en/tracking.json';
import enTransfer from './en/transfer.json';
import enTransporters from './en/transporters.json';

/** The English texts of every screen beyond the first ones (englishFirst.ts), in a chunk of their own. */
export const enLater = {
  documents: enDocuments,
  driver: enDriver,
  gate: enGate,
  mail: enMail,
  masters: enMasters,
  orders: enOrders,
  plan: enPlan,
  profile: enProfile,
  requests: enRequests,
  settings: enSettings,
  share: enShare,
  tracking: enTracking,
  parties: enParties,
  people: enPeople,
  transporters: enTransporters,
  places: enPlaces,
  catalogue: enCatalogue,
  devices: enDevices,
  transfer: enTransfer,
  portal: enPortal,
};

export type LaterTexts = typeof enLater;
