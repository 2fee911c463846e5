import { PICTURE_MAX_BYTES, PICTURE_MEDIA_TYPES } from '../../domain/schemas/profile';

export type PictureFileProblem = 'wrongType' | 'tooLarge';

/** The upload's size limit in whole megabytes, as the form states it. */
export const PICTURE_MAX_MB = Math.floor(PICTURE_MAX_BYTES / (1024 * 1024));

/**
 * What is wrong with a chosen file before it is cropped and sent: the browser's type and the size. The server
 * checks both again, and the type from the bytes themselves.
 */
export function pictureFileProblem(file: { type: string; size: number }): PictureFileProblem | null {
  if (!(PICTURE_MEDIA_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > PICTURE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The crop react-easy-crop reports, in whole pixels inside the picture, as the server takes it. */
export const wholePixels = (area: { x: number; y: number; width: number; height: number }) => ({
  left: Math.max(0, Math.floor(area.x)),
  top: Math.max(0, Math.floor(area.y)),
  width: Math.max(1, Math.floor(area.width)),
  height: Math.max(1, Math.floor(area.height)),
});
