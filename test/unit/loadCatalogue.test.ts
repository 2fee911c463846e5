import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/createI18n';
import { en } from '../../src/i18n/englishCatalogue';
import { hi } from '../../src/i18n/hindiCatalogue';
import { loadCatalogue } from '../../src/i18n/loadCatalogue';

describe('a language loaded when its first reader needs it', () => {
  it('starts with English alone, adds Hindi once, and reads it afterwards', async () => {
    const texts = createI18n('en', { en });
    expect(texts.hasResourceBundle('hi', 'translation')).toBe(false);
    // Until Hindi is in, a Hindi text falls back to English rather than showing a key.
    expect(texts.getFixedT('hi')('routes.dashboard')).toBe(en.routes.dashboard);
    await loadCatalogue(texts, 'hi');
    await loadCatalogue(texts, 'hi');
    expect(texts.getFixedT('hi')('routes.dashboard')).toBe(hi.routes.dashboard);
    await loadCatalogue(texts, 'en');
    expect(texts.getFixedT('en')('routes.dashboard')).toBe(en.routes.dashboard);
  });
});
