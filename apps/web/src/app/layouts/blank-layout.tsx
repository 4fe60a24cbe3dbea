import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/** A page with nothing around it: errors for signed-out visitors, full-screen pages. */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <div style={{ width: '100%', maxWidth: 720 }}>{children ?? <Outlet />}</div>
    </main>
  );
}
