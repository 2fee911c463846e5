import type { ScreenProps } from '../../app/screenLoader';
import { clientImportSpec, vendorImportSpec } from '../../domain/imports/partyImports';
import { plantImportSpec } from '../../domain/imports/plantImports';
import { transporterImportSpec } from '../../domain/imports/transporterImports';
import { linkTo } from '../../routes/links';
import { ImportPage } from './ImportPage';

/** The import screens: each is the one ImportPage given its spec and its list. */
export const ClientImportPage = ({ title }: ScreenProps) => (
  <ImportPage title={title} spec={clientImportSpec} listPath={linkTo('client-list')} />
);
export const VendorImportPage = ({ title }: ScreenProps) => (
  <ImportPage title={title} spec={vendorImportSpec} listPath={linkTo('vendor-list')} />
);
export const TransporterImportPage = ({ title }: ScreenProps) => (
  <ImportPage title={title} spec={transporterImportSpec} listPath={linkTo('transporter-list')} />
);
export const PlantImportPage = ({ title }: ScreenProps) => (
  <ImportPage title={title} spec={plantImportSpec} listPath={linkTo('plant-list')} />
);
