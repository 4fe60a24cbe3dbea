import type { ReactNode } from 'react';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { ConfigProviderProps, ThemeConfig } from 'antd';
import { accessibleColors } from './accessible-colors';
import './accessibility.css';

export { accessibleColors } from './accessible-colors';

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
