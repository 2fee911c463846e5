import type { LaterTexts } from './englishLater';
import hiCatalogue from './hi/catalogue.json';
import hiDevices from './hi/devices.json';
import hiDocuments from './hi/documents.json';
import hiDriver from './hi/driver.json';
import hiGate from './hi/gate.json';
import hiMail from './hi/mail.json';
import hiMasters from './hi/masters.json';
import hiOrders from './hi/orders.json';
import hiParties from './hi/parties.json';
import hiPeople from './hi/people.json';
import hiPlaces from './hi/places.json';
import hiPlan from './hi/plan.json';
import hiPortal from './hi/portal.json';
import hiProfile from './hi/profile.json';
import hiRequests from './hi/requests.json';
import hiSettings from './hi/settings.json';
import hiShare from './hi/share.json';
import hiTracking from './hi/tracking.json';
import hiTransfer from './hi/transfer.json';
import hiTransporters from './hi/transporters.json';

/** The Hindi texts of the screens beyond the first ones, area by area as englishLater.ts. */
export const hiLater: LaterTexts = {
  documents: hiDocuments,
  driver: hiDriver,
  gate: hiGate,
  mail: hiMail,
  masters: hiMasters,
  orders: hiOrders,
  plan: hiPlan,
  profile: hiProfile,
  requests: hiRequests,
  settings: hiSettings,
  share: hiShare,
  tracking: hiTracking,
  parties: hiParties,
  people: hiPeople,
  transporters: hiTransporters,
  places: hiPlaces,
  catalogue: hiCatalogue,
  devices: hiDevices,
  transfer: hiTransfer,
  portal: hiPortal,
};
