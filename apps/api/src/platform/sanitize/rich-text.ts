import {
  isAllowedRichTextHref,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '@kg/contracts';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowedClasses: {},
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  parseStyleAttributes: false,
  transformTags: {
    // sanitize-html lets relative links through; the rule allows only absolute http, https, ftp and mailto links.
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      return { tagName, attribs: href !== undefined && isAllowedRichTextHref(href) ? { ...rest, href } : rest };
    },
  },
};

/**
 * Cleans rich text with the allow-list of spec 1 §9 (libs/contracts/src/rich-text.ts): only the listed tags, only
 * `href` on links and only with http, https, ftp or mailto. Call it on every rich text before storing it.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
