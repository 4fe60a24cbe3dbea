import { MenuStatus, menuStatusLabels } from '@kg/contracts';
import { Tag } from 'antd';

const colors: Record<MenuStatus, string> = {
  [MenuStatus.Draft]: 'default',
  [MenuStatus.Approved]: 'blue',
  [MenuStatus.Published]: 'green',
};

export const MenuStatusTag = ({ status }: { status: MenuStatus }) => <Tag color={colors[status]}>{menuStatusLabels[status]}</Tag>;
