import type { Catalogue } from './englishCatalogue';
import { hiFirst } from './hindiFirst';
import { hiFrame } from './hindiFrame';
import { hiLater } from './hindiLater';

/** The Hindi catalogue, whole (the server, the tests); the browser fetches its three parts as a reader needs them. */
export const hi: Catalogue = { ...hiFirst, ...hiFrame, ...hiLater };
