// No antd import here: the build's static sign-in page (apps/web/vite-early-sign-in.ts) reads these colours in Node.
/**
 * antd's colours with every text at 4.5:1 or more (WCAG 2.2 AA 1.4.3) on white and on the light greys of the layout
 * (#f5f5f5, #fafafa, #f0f0f0). antd's defaults miss it: links and primary buttons (#1677ff) 4.1:1, secondary text
 * and descriptions (45 % black) 3.4:1, placeholders (25 % black) 1.8:1, red (#ff4d4f) 3.3:1, green (#52c41a) 2.3:1,
 * and the text of the coloured tags (green, orange, gold, cyan…: their shade 7 on shade 1) 2.0–3.4:1.
 */
export const accessibleColors = {
  // Blue 7: links, primary buttons (white text 6.2:1), the selected menu item, spinners' text.
  colorPrimary: '#0958d9',
  colorInfo: '#0958d9',
  colorLink: '#0958d9',
  // Hovered: darker instead of antd's lighter blue (#4096ff, 3:1), so a hovered link or button stays readable.
  colorLinkHover: '#003eb3',
  colorPrimaryHover: '#003eb3',
  colorPrimaryTextHover: '#003eb3',
  // Status colours as text (status tags, danger buttons, statistics), with antd's light backgrounds and borders kept.
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#874d00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorErrorHover: '#a8071a',
  // Secondary text, descriptions (Typography type="secondary", statistics' titles, empty states) and placeholders.
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorIcon: 'rgba(0, 0, 0, 0.6)',
} as const;
