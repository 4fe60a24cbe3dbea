import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { Link } from 'react-router';

/** A row's name as the link to its page, with its tags under it (the title line of a card on a phone). */
export function TitleCell({ to, children, tags }: { to: string; children: ReactNode; tags?: ReactNode }) {
  return (
    <Flex vertical gap={2} align="flex-start">
      <Link to={to}>{children}</Link>
      {tags && (
        <Flex gap={4} wrap>
          {tags}
        </Flex>
      )}
    </Flex>
  );
}
