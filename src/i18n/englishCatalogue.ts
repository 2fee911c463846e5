import { enFirst } from './englishFirst';
import { enLater } from './englishLater';

/**
 * The English catalogue: one file per area of the product (so that each area's texts are read and translated
 * together), assembled under the area's name: `t('tracking.board.title')`. Every other language has the same
 * shape (`Catalogue`). The browser fetches it in two parts (the first screens' areas, then the rest:
 * loadCatalogue.ts); the server and the tests hold it whole.
 */
export const en = { ...enFirst, ...enLater };

export type Catalogue = typeof en;
