import { type ReactNode, useEffect } from 'react';
import { Typography } from 'antd';
import { PRODUCT_TITLE } from '../../../shared/ui/use-page-title';

/**
 * The tab title of a page inside the login layout. The layout titles the tab "Вход" in its own effect, which runs
 * after the page's on first render, so the page sets its title once the effects have run, and gives "Вход" back
 * when it leaves (the layout stays mounted between /login/reset and /login).
 */
export function useGuestPageTitle(title: string): void {
  useEffect(() => {
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = `${title} · ${PRODUCT_TITLE}`;
    });
    return () => {
      live = false;
      document.title = `Вход · ${PRODUCT_TITLE}`;
    };
  }, [title]);
}

/** A guest page's heading and tab title. */
export function GuestPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useGuestPageTitle(title);
  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: children ? 8 : 24, textAlign: 'center' }}>
        {title}
      </Typography.Title>
      {children && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 24 }}>
          {children}
        </Typography.Paragraph>
      )}
    </>
  );
}
