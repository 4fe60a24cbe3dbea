import type { AvatarContentType } from '@kg/contracts';

const startsWith = (data: Buffer, bytes: number[], offset = 0): boolean =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type of `data` by its magic bytes — PNG, JPEG or WebP — or null for anything else (SVG, GIF, text,
 * a renamed file). The name and the content type the client sent are never trusted.
 */
export function sniffImageType(data: Buffer): AvatarContentType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
