/**
 * Files the API hands out (PDF and Excel reports): their formats, the file-name rule and the
 * `Content-Disposition` header both sides agree on. See docs/exports.md.
 */

export const exportFormats = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  excel: { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;
export type ExportFormat = keyof typeof exportFormats;

export const ACCOUNT_SHEET_TITLE = 'Справка за профила';

/** The longest file name we hand out, extension included: well under every file system's 255 bytes. */
const MAX_FILE_NAME_LENGTH = 120;

/** Removes what no file system or browser accepts in a file name: path separators, reserved and control characters. */
export function safeFileName(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    // "." and ".." left from a path say nothing.
    .replace(/(^|\s)\.+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+\s*/, '');
  return cleaned || 'файл';
}

/**
 * The file-name rule: "<title> - <subject> - <DD.MM.YYYY>.<ext>", e.g.
 * "Справка за профила - Елена Димитрова - 21.11.2026.pdf". The subject (a person, a group, a month) is left out
 * when there is none; `day` is the calendar day of the document ('YYYY-MM-DD'), normally today in Europe/Sofia.
 */
export function exportFileName(parts: { title: string; subject?: string | null; day: string }, format: ExportFormat): string {
  const [year, month, date] = parts.day.split('-');
  const stem = [parts.title, parts.subject, `${date}.${month}.${year}`].filter((part) => part && part.trim()).join(' - ');
  const extension = `.${exportFormats[format].extension}`;
  return `${safeFileName(stem)
    .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
    .trim()}${extension}`;
}

/** Bulgarian Cyrillic in Latin letters, by the Transliteration Act (Закон за транслитерацията). */
// prettier-ignore
const latin: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sht', ъ: 'a',
  ь: 'y', ю: 'yu', я: 'ya', '№': 'No', '€': 'EUR',
};

/** The plain-ASCII name for clients that do not read `filename*`: "Spravka za profila - Elena Dimitrova - 21.11.2026.pdf". */
export function asciiFileName(name: string): string {
  const transliterated = safeFileName(name)
    // "-ия" at the end of a word is "-ia" (България → Bulgaria).
    .replace(/ия(?=$|[^\p{L}])/giu, (match) => (match === 'ИЯ' ? 'IA' : match[0] === 'И' ? 'Ia' : 'ia'))
    .replace(/[^\x20-\x7e]/g, (char) => {
      const lower = char.toLowerCase();
      const replacement = latin[lower];
      if (replacement === undefined) return '_';
      return char === lower ? replacement : replacement.charAt(0).toUpperCase() + replacement.slice(1);
    });
  return transliterated.replace(/["\\%]/g, '_');
}

/** RFC 5987 `attr-char` encoding: everything but letters, digits and !#$&+-.^_`|~ is percent-encoded. */
const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition: attachment` with both names (RFC 6266): an ASCII `filename` for old clients and the real,
 * Bulgarian name as `filename*=UTF-8''…`, which every current browser prefers.
 */
export function attachmentDisposition(fileName: string): string {
  const name = safeFileName(fileName);
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** The parameters of a `Content-Disposition` value, names in lower case, quoted strings unescaped. */
function dispositionParameters(header: string): Map<string, string> {
  const parameters = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of header.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (parameters.has(name)) continue;
    const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : match[3]!.trim();
    parameters.set(name, value);
  }
  return parameters;
}

function decodeExtendedValue(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = match[1]!.toLowerCase();
  try {
    if (charset === 'utf-8') return decodeURIComponent(match[2]!);
    if (charset === 'iso-8859-1')
      return match[2]!.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
  return null;
}

/**
 * The file name a `Content-Disposition` header carries: `filename*` (RFC 5987) when present and readable, else
 * `filename`; null when there is none. Path parts are dropped: a name never chooses a folder.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const parameters = dispositionParameters(`;${header.replace(/^[^;]*/, '')}`);
  const extended = parameters.get('filename*');
  const name = (extended !== undefined ? decodeExtendedValue(extended) : null) ?? parameters.get('filename') ?? null;
  if (name === null) return null;
  const base = name.split(/[/\\]/).pop()!.trim();
  return base ? base : null;
}
