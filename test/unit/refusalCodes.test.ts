import { describe, expect, it } from 'vitest';
import validation from '../../src/i18n/en/validation.json';
import hindiValidation from '../../src/i18n/hi/validation.json';
import { REFUSAL_CODES, refusalFromApi } from '../../src/machines/refusal';

const sentences = (words: Record<string, unknown>) =>
  Object.entries(words)
    .filter(([, value]) => typeof value === 'string')
    .map(([code]) => code)
    .sort();

describe('refusal codes', () => {
  it('are the ones both catalogues word, no more and no fewer', () => {
    const codes = Object.keys(REFUSAL_CODES).sort();
    expect(codes).toEqual(sentences(validation.refusal));
    expect(codes).toEqual(sentences(hindiValidation.refusal));
  });

  it('let through a refusal the API sent only when its code is one of them', () => {
    expect(refusalFromApi({ code: 'memberLimit', limit: 3 } as { code: string })).toEqual({
      code: 'memberLimit',
      limit: 3,
    });
    expect(refusalFromApi({ code: 'somethingNew' })).toBeUndefined();
    expect(refusalFromApi({ code: 'orderEvents' })).toBeUndefined();
    expect(refusalFromApi({ code: 'toString' })).toBeUndefined();
    expect(refusalFromApi(undefined)).toBeUndefined();
  });
});
