import { type ReactNode, useMemo } from 'react';
import { ConfigProvider } from 'antd';
import bgBG from 'antd/es/locale/bg_BG';
import { Provider } from 'react-redux';
import { useReducedMotion } from '../shared/ui/use-reduced-motion';
import type { AppStore } from './store';
import { appTheme, formConfig, inputSearchConfig } from './theme';

/**
 * Redux, the Bulgarian locale of antd, the accessible theme (colours at 4.5:1, required marks outside the fields'
 * names: theme.tsx), and no animations for a user who asks the system for less motion.
 * Two things are not here, so that the sign-in page does not download what it never shows: antd's `App` (message, notification and modal context) and dayjs with its Bulgarian locale
 * (`shared/dates`); both come with the default layout (app/shell/default-layout.tsx). A guest page that shows
 * dates or toasts imports `shared/dates` or wraps itself in antd's `App`.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => appTheme(!reducedMotion), [reducedMotion]);
  return (
    <Provider store={store}>
      <ConfigProvider locale={bgBG} theme={theme} form={formConfig} inputSearch={inputSearchConfig}>
        {children}
      </ConfigProvider>
    </Provider>
  );
}
