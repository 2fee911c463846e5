import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/createI18n';
import { enFirst } from '../../src/i18n/englishFirst';
import { enFrame } from '../../src/i18n/englishFrame';
import { enLater } from '../../src/i18n/englishLater';
import { hi } from '../../src/i18n/hindiCatalogue';
import { loadCatalogue } from '../../src/i18n/loadCatalogue';
import { prepareLanguage, prepareTexts, switchLanguage } from '../../src/i18n/switchLanguage';

describe('a language loaded part by part as its reader needs it', () => {
  it('holds only the first screens’ texts of the reader’s language until a later screen asks for the rest', async () => {
    const texts = createI18n('hi', {});
    await prepareLanguage(texts, 'hi');
    expect(texts.t('routes.dashboard')).toBe(hi.routes.dashboard);
    // No English beside Hindi, and no texts of later screens yet.
    expect(texts.hasResourceBundle('en', 'translation')).toBe(false);
    expect(texts.exists('settings.description')).toBe(false);
    // Nor the frame's, which come with it.
    expect(texts.exists('layout.sidebar.label')).toBe(false);
    await prepareTexts(texts, 'frame');
    expect(texts.t('layout.sidebar.label')).toBe(hi.layout.sidebar.label);
    await prepareTexts(texts, 'later');
    expect(texts.t('orders.list.description')).toBe(hi.orders.list.description);
    // The first part stays beside the later one.
    expect(texts.t('routes.dashboard')).toBe(hi.routes.dashboard);
  });

  it('brings every part already wanted when the reader switches language', async () => {
    const texts = createI18n('en', {});
    await prepareLanguage(texts, 'en');
    await prepareTexts(texts, 'later');
    await switchLanguage(texts, 'hi');
    expect(texts.t('orders.list.description')).toBe(hi.orders.list.description);
    await switchLanguage(texts, 'en');
    expect(texts.t('orders.list.description')).toBe(enLater.orders.list.description);
    expect(texts.t('auth.login.title')).toBe(enFirst.auth.login.title);
  });

  it('brings the later texts of the language switched to when a later screen asks for them mid-switch', async () => {
    const texts = createI18n('en', {});
    await prepareLanguage(texts, 'en');
    const switching = switchLanguage(texts, 'hi');
    await prepareTexts(texts, 'later');
    await switching;
    expect(texts.language).toBe('hi');
    expect(texts.t('orders.list.description')).toBe(hi.orders.list.description);
  });

  it('leaves the screen as it is when the language chosen is the one on screen', async () => {
    // A signed-in reader's saved language is switched to at every start: mostly the one already shown.
    const texts = createI18n('en', {});
    await prepareLanguage(texts, 'en');
    const announced: string[] = [];
    texts.on('languageChanged', (language) => announced.push(language));
    await switchLanguage(texts, 'en');
    expect(announced).toEqual([]);
    await switchLanguage(texts, 'hi');
    expect(announced).toEqual(['hi']);
  });

  it('counts a copy of the instance, as react-i18next hands screens, as the instance itself', async () => {
    const texts = createI18n('en', {});
    await prepareLanguage(texts, 'en');
    await prepareTexts(texts, 'later');
    const copy = Object.create(Object.getPrototypeOf(texts), Object.getOwnPropertyDescriptors(texts));
    await switchLanguage(copy, 'hi');
    expect(texts.t('orders.list.description')).toBe(hi.orders.list.description);
  });

  it('fetches a part once', async () => {
    const texts = createI18n('en', {});
    await loadCatalogue(texts, 'en', 'first');
    // The area replaced whole, not merged into: the part's own objects are the catalogue's, never written to.
    texts.addResourceBundle('en', 'translation', { routes: { dashboard: 'changed' } }, false, true);
    await loadCatalogue(texts, 'en', 'first');
    expect(texts.t('routes.dashboard')).toBe('changed');
  });

  it('finds each area in one part only, so that a part is set beside the others without merging', () => {
    const areas = [enFirst, enFrame, enLater].flatMap((part) => Object.keys(part));
    expect(new Set(areas).size).toBe(areas.length);
  });

  it('keeps the texts already held when a later part comes in', async () => {
    const texts = createI18n('en', {});
    await loadCatalogue(texts, 'en', 'first');
    await loadCatalogue(texts, 'en', 'later');
    expect(texts.t('auth.login.title')).toBe(enFirst.auth.login.title);
    expect(texts.t('orders.list.description')).toBe(enLater.orders.list.description);
  });
});
