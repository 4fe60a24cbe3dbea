import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import bgBG from 'antd/locale/bg_BG';
import { Provider } from 'react-redux';
import '../shared/dates/dates';
import type { AppStore } from './store';

/** Redux, the Bulgarian locale of antd (and of dayjs, via shared/dates) and antd's message/notification context. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={bgBG}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </Provider>
  );
}
