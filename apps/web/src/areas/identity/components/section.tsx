import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/** One titled part of the profile page. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      role="region"
      aria-labelledby={`${id}-title`}
      title={
        <Typography.Title id={`${id}-title`} level={3} style={{ margin: 0, fontSize: 18 }}>
          {title}
        </Typography.Title>
      }
      styles={{ body: { paddingTop: description ? 12 : undefined } }}
    >
      {description && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {description}
        </Typography.Paragraph>
      )}
      {children}
    </Card>
  );
}
