import { enFirst } from './englishFirst';
import { enFrame } from './englishFrame';
import { enLater } from './englishLater';

/**
 * The English catalogue: one file per area of the product (so that each area's texts are read and translated
 * together), assembled under the area's name: `t('tracking.board.title')`. Every other language has the same
 * shape (`Catalogue`). The browser fetches it in three parts (sign-in's areas, the frame's and the
 * dashboard's, then the rest: loadCatalogue.ts); the server and the tests hold it whole.
 */
export const en = { ...enFirst, ...enFrame, ...enLater };

export type Catalogue = typeof en;
