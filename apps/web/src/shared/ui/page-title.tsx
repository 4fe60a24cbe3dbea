import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { usePageTitle } from './use-page-title';
// Every page has a title: the phone rules (titles wrap, actions under them, pickers that fit) load with it.
import './phone.css';

/**
 * The heading of a page (one `h2` per page, the same size everywhere); a text heading also names the browser tab
 * ("<page> · Асистент за детски градини") unless the page gives `tab` (a heading with a person's name, say).
 */
export function PageTitle({ children, tab }: { children: ReactNode; tab?: string }) {
  usePageTitle(tab ?? (typeof children === 'string' ? children : undefined));
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
      {children}
    </Typography.Title>
  );
}
