import { describe, expect, it } from 'vitest';
import { fileDisposition } from '../../server/http/transfer/attachment';
import { fileNameOf } from '../../src/api/files';
import { mediaTypeOfBytes, POD_MAX_BYTES, podFileProblem } from '../../src/domain/podFiles';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

const PDF = bytes('%PDF-1.7\n');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');

describe('a POD file is told by its first bytes', () => {
  it('knows PDF, JPEG, PNG and WebP, and nothing else', () => {
    expect([PDF, JPEG, PNG, WEBP].map(mediaTypeOfBytes)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    for (const other of [
      bytes('hello'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      bytes('GIF89a'),
      bytes('%PD'),
      bytes(),
    ])
      expect(mediaTypeOfBytes(other)).toBeNull();
  });

  it('checks the size and the declared type against the bytes', () => {
    const file = (head: Uint8Array, type: string, size = 1000) => podFileProblem({ head, type, size });
    expect(file(PDF, 'application/pdf')).toBeNull();
    // A browser that declares nothing leaves it to the bytes.
    expect(file(JPEG, '')).toBeNull();
    expect(file(JPEG, 'application/octet-stream')).toBeNull();
    expect(file(PNG, 'image/jpeg')).toEqual({ code: 'mismatch', actual: 'image/png' });
    expect(file(PDF, 'text/plain')).toEqual({ code: 'unsupported' });
    expect(file(bytes('hello'), 'application/pdf')).toEqual({ code: 'unsupported' });
    expect(file(PDF, 'application/pdf', 0)).toEqual({ code: 'empty' });
    expect(file(PDF, 'application/pdf', POD_MAX_BYTES)).toBeNull();
    expect(file(PDF, 'application/pdf', POD_MAX_BYTES + 1)).toEqual({ code: 'tooLarge', maxMegabytes: 10 });
  });
});

describe("a stored file's name on its way down", () => {
  it('survives Content-Disposition whatever its script, quotes or brackets', () => {
    for (const name of ['पावती (LR-88).pdf', 'scan "final".jpg', "O'Neil's POD*.png", 'plain.pdf']) {
      const header = fileDisposition('attachment', name);
      expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
      expect(fileNameOf(header, 'fallback')).toBe(name);
    }
    expect(fileNameOf('attachment; filename="old.pdf"', 'x')).toBe('old.pdf');
    expect(fileNameOf(null, 'document.pdf')).toBe('document.pdf');
  });
});
