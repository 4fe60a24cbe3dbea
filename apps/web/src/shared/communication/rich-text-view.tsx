import { Typography } from 'antd';
import { sanitizeRichText } from '../forms/rich-text/sanitize';

/** Stored rich text, shown decoded: cleaned by the API on the way in and again here with the same allow-list. */
export function RichTextView({ html }: { html: string }) {
  return (
    <Typography>
      <div style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />
    </Typography>
  );
}
