import { Card } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../shared/ui/page-title';

/** The frame of the account search pages: the card with the page's heading (which also names the browser tab). */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return <Card title={<PageTitle>{title}</PageTitle>}>{children}</Card>;
}
