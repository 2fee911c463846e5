import { englishRules } from '../../src/i18n/englishRules';
import { speakSchemasIn } from '../../src/i18n/schemaLanguage';

// The schemas' own messages in English, the API's language whoever asks (a screen says them again in its
// reader's); zod's own issues keep zod's English. Imported first by whatever runs the schemas outside the
// browser: the app, the sheet-checking thread, the admin commands, and the server's tests.
speakSchemasIn(englishRules.t, { zodIssues: 'zod' });
