import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../shared/ui/use-page-title';

/** The frame of every account page: the browser tab's title and the card with the page's heading. */
export function AdminPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
