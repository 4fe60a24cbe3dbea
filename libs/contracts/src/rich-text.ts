/**
 * The rich-text rule of spec 1 §9: "Rich text allows a limited tag list; links only with http, https, ftp and
 * mailto". One allow-list for both sides: the web editor cleans what it emits with it and the API cleans every
 * stored rich text with it (apps/api/src/platform/sanitize). Anything not listed here is removed.
 */

/** The tags rich text may contain. Disallowed tags are dropped and their text kept (script and style: dropped whole). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'blockquote',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** The attributes allowed per tag: only `href` on links. No `style`, no `class`, no event handlers. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = { a: ['href'] };

/** The URL schemes a link may use. Relative links are not allowed either. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'ftp', 'mailto'] as const;

/** Tags removed together with everything inside them. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'title',
  'svg',
  'math',
] as const;

/** Whether `href` is an allowed link target: an absolute URL with one of RICH_TEXT_SCHEMES (case-insensitive). */
export function isAllowedRichTextHref(href: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"): strip them before deciding.
  // eslint-disable-next-line no-control-regex
  const compact = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!match) return false;
  return (RICH_TEXT_SCHEMES as readonly string[]).includes(match[1]!.toLowerCase());
}

/** Rich text's plain length (tags removed, entities counted once): for "required" and length limits. */
export function richTextPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
