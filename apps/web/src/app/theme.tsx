import type { ReactNode } from 'react';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { ConfigProviderProps, ThemeConfig } from 'antd';
import './accessibility.css';

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
} as const satisfies ThemeConfig['token'];

/**
 * The text of the coloured tags (Tag color="green" and the like: antd's shade 7 on shade 1) at shade 8 or 9. Each
 * shade has two token names, `green7` and `green-7`, which become the same CSS variable (`--ant-green-7`): both are set.
 */
const tagTextShades = {
  volcano: '#ad2102',
  orange: '#ad4e00',
  gold: '#874d00',
  yellow: '#876800',
  lime: '#3f6600',
  green: '#237804',
  cyan: '#006d75',
};
export const tagTextColors = Object.fromEntries(
  Object.entries(tagTextShades).flatMap(([color, shade]) => [
    [`${color}7`, shade],
    [`${color}-7`, shade],
  ]),
) as ThemeConfig['token'];

/** The theme of the whole app: the accessible colours, and no animations for a user who asks for less motion. */
export const appTheme = (motion: boolean): ThemeConfig => ({
  token: { ...accessibleColors, ...tagTextColors, motion },
});

/**
 * The required mark of every form field, outside the field's accessible name: antd draws its asterisk as the label's
 * `::before` content, which Chromium reads as part of the name („* Заглавие“); here it is an empty, aria-hidden
 * element whose asterisk is CSS (accessibility.css). A form that hides the marks (`requiredMark={false}`) still does.
 */
export const requiredMark = (label: ReactNode, { required }: { required: boolean }): ReactNode =>
  required ? (
    <>
      <span className="kg-required-mark" aria-hidden="true" />
      {label}
    </>
  ) : (
    label
  );

export const formConfig: ConfigProviderProps['form'] = { requiredMark };

/** The button of every search field (Input.Search), named: antd gives it only a magnifier. */
export const inputSearchConfig: ConfigProviderProps['inputSearch'] = { searchIcon: <SearchOutlined aria-label="Търсене" /> };
