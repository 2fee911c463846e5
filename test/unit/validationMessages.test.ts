import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OfflineOrderInput } from '../../src/domain/schemas/orders';
import { RequestInput } from '../../src/domain/schemas/requests';
import { TrackingAlertThresholds } from '../../src/domain/schemas/trackingSettings';
import { allLanguagesI18n } from '../../src/i18n/allLanguages';
import { english } from '../../src/i18n/english';
import { fieldMessage } from '../../src/i18n/fieldMessage';
import { speakSchemasIn } from '../../src/i18n/schemaLanguage';

const hindi = allLanguagesI18n('hi');
const firstMessage = (schema: z.ZodType, value: unknown, field: string) =>
  schema.safeParse(value).error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('schema messages in the reader’s language', () => {
  afterEach(() => {
    speakSchemasIn(english.t, { zodIssues: 'zod' });
  });

  it('are English until the browser speaks another language, as the API’s are', () => {
    expect(firstMessage(OfflineOrderInput, { direction: 'outbound' }, 'plantId')).toBe('Choose the plant');
    expect(firstMessage(RequestInput, { direction: 'inbound' }, 'ceilingInr')).toBe(
      'Ceiling price must be a number of rupees',
    );
  });

  it('follow the language: the schemas’ own messages, with their values, and zod’s by issue code', () => {
    speakSchemasIn(hindi.t, { zodIssues: 'translated' });
    expect(firstMessage(OfflineOrderInput, { direction: 'outbound' }, 'plantId')).toBe('प्लांट चुनें');
    expect(firstMessage(OfflineOrderInput, { direction: 'outbound', freightInr: -5 }, 'freightInr')).toBe(
      'भाड़ा ₹0 से ज़्यादा होना चाहिए',
    );
    const thresholds = { noSignalMinutes: 2, longStopMinutes: 30, offRouteKm: 2, lateGraceMinutes: 30 };
    expect(firstMessage(TrackingAlertThresholds, thresholds, 'noSignalMinutes')).toBe(
      'बिना सिग्नल का समय कम से कम 5 मिनट होना चाहिए',
    );
    // A schema without a message of its own: zod's issue, worded by the error map.
    expect(z.string().min(4).safeParse('ab').error?.issues[0]?.message).toBe('कम से कम 4 अक्षर लिखें');
    hindi.changeLanguage('en');
    expect(firstMessage(OfflineOrderInput, { direction: 'outbound' }, 'plantId')).toBe('Choose the plant');
    hindi.changeLanguage('hi');
  });

  it('word a server field error in the reader’s language when it is a schema’s own message', () => {
    expect(fieldMessage(hindi.t, 'Enter an Indian registration number such as MP19AB1234')).toBe(
      'भारतीय गाड़ी नंबर लिखें, जैसे MP19AB1234',
    );
    expect(fieldMessage(hindi.t, 'This request needs 3 vehicles at most')).toBe(
      'This request needs 3 vehicles at most',
    );
  });
});
