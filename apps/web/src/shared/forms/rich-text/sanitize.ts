import DOMPurify from 'dompurify';
import {
  isAllowedRichTextHref,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  richTextPlainText,
} from '@kg/contracts';

const purifier = DOMPurify();
const allowedAttributes = RICH_TEXT_ATTRIBUTES as Record<string, readonly string[] | undefined>;

// Per tag, not DOMPurify's global attribute list: `href` only on links, and only with an allowed scheme.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const allowed = allowedAttributes[tag]?.includes(data.attrName) ?? false;
  if (!allowed || (data.attrName === 'href' && !isAllowedRichTextHref(data.attrValue))) data.keepAttr = false;
});

/**
 * Cleans rich text in the browser with the allow-list of spec 1 §9 (libs/contracts/src/rich-text.ts), the same
 * rule the API applies before storing. An editor with no text gives "".
 */
export function sanitizeRichText(html: string): string {
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?|ftp|mailto):/i,
    FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
    KEEP_CONTENT: true,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
  return richTextPlainText(clean) === '' ? '' : clean;
}
