import { type Grant, grantableResources, noGrant } from '@kg/contracts';
import { resourceGroupLabels, resources } from '@kg/contracts/access';
import type { Resource, ResourceGroup } from '@kg/contracts/roles';
import { Checkbox, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { memo } from 'react';

export type GrantFlags = Omit<Grant, 'resource'>;
export type GrantMap = Partial<Record<Resource, GrantFlags>>;

/** The columns of the matrix; an all-groups flag goes with its right (set with it, cleared when it is cleared). */
const flags: { key: keyof GrantFlags; title: string; needs?: keyof GrantFlags }[] = [
  { key: 'read', title: 'Четене' },
  { key: 'create', title: 'Създаване' },
  { key: 'update', title: 'Редактиране' },
  { key: 'delete', title: 'Изтриване' },
  { key: 'canView', title: 'Всички групи: четене', needs: 'read' },
  { key: 'canCreate', title: 'Всички групи: създаване', needs: 'create' },
  { key: 'canEdit', title: 'Всички групи: редактиране', needs: 'update' },
];
const scopeOf: Partial<Record<keyof GrantFlags, keyof GrantFlags>> = { read: 'canView', create: 'canCreate', update: 'canEdit' };

/** The grants of the contract's list to the matrix's map, and back (only rows that give something). */
export const grantMapOf = (grants: readonly Grant[]): GrantMap =>
  Object.fromEntries(grants.map(({ resource, ...rest }) => [resource, rest]));
export const grantsOfMap = (map: GrantMap): Grant[] =>
  grantableResources
    .map((resource) => ({ resource, ...(map[resource] ?? noGrant) }))
    .filter((grant) => grant.read || grant.create || grant.update || grant.delete);

/** The resources of each menu section, in the order of the sections and the resource numbers. */
const sections = [...new Set(grantableResources.map((resource) => resources[resource].group))]
  .sort((a, b) => a - b)
  .map((group: ResourceGroup) => ({ group, rows: grantableResources.filter((resource) => resources[resource].group === group) }));

/** Rows = resources grouped by section with their Bulgarian names; columns = the rights and their all-groups reach. */
export const GrantsMatrix = memo(function GrantsMatrix({
  value,
  onChange,
  disabled,
}: {
  value: GrantMap;
  onChange: (next: GrantMap) => void;
  disabled?: boolean;
}) {
  const set = (resource: Resource, key: keyof GrantFlags, checked: boolean): void => {
    const current = { ...(value[resource] ?? noGrant), [key]: checked };
    const scope = scopeOf[key];
    if (scope && !checked) current[scope] = false;
    const needs = flags.find((flag) => flag.key === key)?.needs;
    if (needs && checked) current[needs] = true;
    onChange({ ...value, [resource]: current });
  };
  const columns: TableProps<Resource>['columns'] = [
    { title: 'Ресурс', key: 'resource', width: 240, render: (_v, resource) => resources[resource].label },
    ...flags.map((flag) => ({
      title: flag.title,
      key: flag.key,
      align: 'center' as const,
      width: 120,
      render: (_v: unknown, resource: Resource) => (
        <Checkbox
          aria-label={`${resources[resource].label}: ${flag.title}`}
          checked={value[resource]?.[flag.key] ?? false}
          disabled={disabled}
          onChange={(event) => set(resource, flag.key, event.target.checked)}
        />
      ),
    })),
  ];
  return (
    <>
      {sections.map(({ group, rows }) => (
        <div key={group} style={{ marginBottom: 16 }}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {resourceGroupLabels[group]}
          </Typography.Title>
          <Table<Resource>
            rowKey={(resource) => resource}
            size="small"
            pagination={false}
            dataSource={rows}
            columns={columns}
            scroll={{ x: 1080 }}
            tableLayout="fixed"
          />
        </div>
      ))}
    </>
  );
});
