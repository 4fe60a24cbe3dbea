import { AccountState, accountStateLabels } from '@kg/contracts';
import { Tag } from 'antd';

const colors: Record<AccountState, string | undefined> = {
  [AccountState.None]: undefined,
  [AccountState.Invited]: 'gold',
  [AccountState.Active]: 'green',
};

/** A staff member's or a parent's sign-in account: Няма профил / Поканен / Активен. */
export function AccountStateTag({ state }: { state: AccountState }) {
  return <Tag color={colors[state]}>{accountStateLabels[state]}</Tag>;
}

/** The three states as the options of a list filter. */
export const accountStateOptions = [AccountState.None, AccountState.Invited, AccountState.Active].map((value) => ({
  value,
  label: accountStateLabels[value],
}));
