import { writeFileSync } from 'node:fs';
import { allResources, defaultAccess, resourceGroupLabels, resources, Role, roleLabels } from '@kg/contracts';

const roles = Object.values(Role).filter((value): value is Role => typeof value === 'number');

function grantCode(role: Role, resource: number): string {
  const entry = defaultAccess(role).find((candidate) => candidate.resource === resource);
  if (!entry) return '';
  return [
    entry.read ? (entry.canView ? 'R' : 'r') : '',
    entry.create ? (entry.canCreate ? 'C' : 'c') : '',
    entry.update ? (entry.canEdit ? 'U' : 'u') : '',
    entry.delete ? 'D' : '',
  ].join('');
}

/** docs/access-model.md, rendered from libs/contracts/src/access.ts so that the page cannot drift from the code. */
export function renderAccessModel(): string {
  const header = `| № | Ресурс | Раздел | ${roles.map((role) => roleLabels[role]).join(' | ')} |`;
  const rule = `|---|---|---|${roles.map(() => '---').join('|')}|`;
  const rows = allResources.map(
    (resource) =>
      `| ${resource} | ${resources[resource].label} | ${resourceGroupLabels[resources[resource].group]} | ${roles
        .map((role) => grantCode(role, resource))
        .join(' | ')} |`,
  );
  return [
    '# Access model',
    '',
    'Generated from `libs/contracts/src/access.ts` by `node tools/dist/docs/access-model.js` (a unit test fails when this page is out of date).',
    '',
    'Spec 1 §6 says resources are numbered 1 to 73 and names some of them; the numbering below is ours. Numbers are stable: a resource is never renumbered, new ones are appended.',
    '',
    'Each cell is the default grant of a role: R read, C create, U update, D delete. An upper-case R, C or U reaches every group (class) of the kindergarten (`canView`, `canCreate`, `canEdit` true); a lower-case one only the groups the user is assigned to (for a parent: their own children). An empty cell: no access (the menu item is hidden and the API answers 403).',
    '',
    "These are the defaults. Each kindergarten keeps them as the grants of its built-in user groups (one per kindergarten role), which the director may edit, and may add groups of its own; a member's access is their role's group together with every other group they belong to, stored per membership and read at each request (docs/users.md).",
    '',
    `Roles: ${roles.map((role) => `${role} ${roleLabels[role]}`).join(', ')}.`,
    '',
    header,
    rule,
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1]?.endsWith('access-model.js')) {
  writeFileSync(new URL('../../../docs/access-model.md', import.meta.url), renderAccessModel());
  console.log('docs/access-model.md written');
}
