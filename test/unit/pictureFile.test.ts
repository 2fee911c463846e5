import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES } from '../../src/domain/schemas/profile';
import { pictureFileProblem, wholePixels } from '../../src/views/profile/pictureFile';

describe('a chosen picture file', () => {
  it('is a JPEG, PNG or WebP of at most the upload limit', () => {
    expect(pictureFileProblem({ type: 'image/jpeg', size: 1_000 })).toBeNull();
    expect(pictureFileProblem({ type: 'image/webp', size: PICTURE_MAX_BYTES })).toBeNull();
    expect(pictureFileProblem({ type: 'image/png', size: PICTURE_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(pictureFileProblem({ type: 'image/gif', size: 1_000 })).toBe('wrongType');
    expect(pictureFileProblem({ type: 'application/pdf', size: 1_000 })).toBe('wrongType');
  });

  it('is cropped in whole pixels that stay inside it', () => {
    expect(wholePixels({ x: 10.6, y: -0.2, width: 99.9, height: 99.9 })).toEqual({
      left: 10,
      top: 0,
      width: 99,
      height: 99,
    });
  });
});
