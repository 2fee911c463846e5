import { appI18n } from '../../src/i18n/appI18n';
import { prepareLanguage, prepareTexts } from '../../src/i18n/switchLanguage';

// The app's i18next instance as the browser has it once its reader has opened any screen: English, all of it
// (the browser fetches it before its first render: main.tsx, screenLoader.ts).
await prepareLanguage(appI18n, 'en');
await prepareTexts(appI18n, 'frame');
await prepareTexts(appI18n, 'later');
