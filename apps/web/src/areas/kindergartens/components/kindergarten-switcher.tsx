import { useState } from 'react';
import type { LoggedInKindergarten, LoggedInUser } from '@kg/contracts';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { App, Button, Dropdown, Flex, type MenuProps, Spin, Typography } from 'antd';
import { useChangeKindergartenMutation } from '../api';
import { announceScopeChange } from '../scope-channel';
import { serverMessage } from '../server-message';

/** The texts of spec 1 §8 for a failed switch. */
export const kindergartenSwitchTexts = {
  title: 'Смяна на детска градина',
  failed: 'Неуспешна смяна на детска градина!',
  switching: 'Смяна на детска градина…',
} as const;

const reloadPage = (): void => window.location.reload();

function Current({ kindergarten }: { kindergarten: LoggedInKindergarten }) {
  return (
    <Flex vertical style={{ minWidth: 0, textAlign: 'start', lineHeight: 1.25 }}>
      <Typography.Text strong ellipsis data-testid="kindergarten-name">
        {kindergarten.name}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }} data-testid="kindergarten-city">
        {kindergarten.city}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The top bar's kindergarten (spec 1 §2): the selected one with its town and, for a user of several, a dropdown
 * of the others (name, address, town). Switching asks the server (POST /api/Kindergartens/change/{id}) and then
 * reloads the page, since everything on it belongs to the old kindergarten; a failure shows the red toast of §8.
 */
export function KindergartenSwitcher({ user }: { user: LoggedInUser }) {
  const { notification } = App.useApp();
  const [change] = useChangeKindergartenMutation();
  const [switching, setSwitching] = useState(false);
  const current = user.kindergartens.find((kindergarten) => kindergarten.isSelected);
  if (!current) return null;
  const others = user.kindergartens.filter((kindergarten) => !kindergarten.isSelected);

  const switchTo = async (id: number): Promise<void> => {
    setSwitching(true);
    const result = await change(id);
    if (result.error) {
      setSwitching(false);
      notification.error({
        title: kindergartenSwitchTexts.title,
        description: serverMessage(result.error) ?? kindergartenSwitchTexts.failed,
      });
      return;
    }
    announceScopeChange({ kind: 'kindergarten', userId: user.id });
    reloadPage();
  };

  if (!others.length) {
    return (
      <div style={{ minWidth: 0, display: 'flex' }}>
        <Current kindergarten={current} />
      </div>
    );
  }

  const items: MenuProps['items'] = others.map((kindergarten) => ({
    key: String(kindergarten.id),
    label: (
      <Flex vertical style={{ lineHeight: 1.35, padding: '2px 0' }}>
        <Typography.Text strong>{kindergarten.name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[kindergarten.adress, kindergarten.city].filter(Boolean).join(', ')}
        </Typography.Text>
      </Flex>
    ),
  }));

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => void switchTo(Number(key)),
          style: { maxHeight: 250, overflowY: 'auto', maxWidth: 'min(420px, calc(100vw - 16px))' },
        }}
      >
        <Button
          type="text"
          aria-haspopup="menu"
          title={kindergartenSwitchTexts.title}
          style={{ height: 52, padding: '4px 8px', minWidth: 0, maxWidth: '100%', display: 'flex', alignItems: 'center', gap: 8 }}
        >
          <Current kindergarten={current} />
          <DownOutlined style={{ fontSize: 10 }} aria-hidden />
        </Button>
      </Dropdown>
      {switching && <Spin fullscreen description={kindergartenSwitchTexts.switching} />}
    </>
  );
}
