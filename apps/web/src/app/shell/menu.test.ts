import { defaultAccess, Resource, Role } from '@kg/contracts/access';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../router';
import { makeStore } from '../store';
import { routeIndex, signedInRoutes } from '../route-registry';
import { signedInMenu } from './menu-registry';
import { buildMenu, isWithin, type MenuContext, type MenuSection, openKeysFor, partnerEntries, selectedKeyFor } from './menu';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/**
 * A catalogue like the one the areas will contribute (spec 1 §2 menu sections), to check the role rules of §6
 * against the real default access of each role.
 */
const catalogue: SectionEntry[] = [
  { key: 'home', section: 'main', order: 0, label: 'Начало', path: '/', icon: 'home' },
  {
    key: 'notes',
    section: 'main',
    label: 'Табло за обяви',
    path: '/notes',
    resource: Resource.DashboardGroupMessages,
    badge: 'noticeBoard',
  },
  { key: 'messages', section: 'main', label: 'Съобщения', path: '/messages', resource: Resource.Messages, badge: 'messages' },
  { key: 'calendar', section: 'main', label: 'Календар', path: '/calendar', resource: Resource.Events, badge: 'calendar' },
  { key: 'polls', section: 'main', label: 'Анкети и формуляри', path: '/polls', resource: Resource.Polls, badge: 'polls' },
  {
    key: 'references',
    section: 'main',
    label: 'Справки',
    path: '/administrative-references',
    resource: Resource.AdministrativeReferences,
    onlyFor: [Role.MON, Role.Municipality],
  },
  { key: 'groups', section: 'kindergarten', label: 'Групи', path: '/groups/management', resource: Resource.Classes },
  {
    key: 'kids',
    section: 'kindergarten',
    label: 'Деца',
    path: '/kids',
    children: [
      { key: 'kids/records', label: 'Досиета', path: '/kids/records', resource: Resource.Students },
      { key: 'kids/measurements', label: 'Антропометрия', path: '/kids/measurements', resource: Resource.StudentAnthropometrics },
    ],
  },
  { key: 'staff', section: 'kindergarten', label: 'Персонал', path: '/staff/pedagogical', resource: Resource.Teachers },
  { key: 'days-off', section: 'kindergarten', label: 'Неучебни дни', path: '/days-off', resource: Resource.DaysOff },
  {
    key: 'kitchen',
    section: 'kindergarten',
    label: 'Кухня',
    path: '/kitchen',
    hiddenFor: [Role.Parent],
    children: [{ key: 'kitchen/menu', label: 'Меню', path: '/kitchen/menu', resource: Resource.Menus }],
  },
  { key: 'user-groups', section: 'platform', label: 'Потребителски групи', path: '/platform/groups', resource: Resource.Roles },
  {
    key: 'lock',
    section: 'platform',
    label: 'Заключване на модули',
    path: '/platform/settings/lock',
    resource: Resource.ModuleSettings,
  },
  {
    key: 'configuration',
    section: 'platform',
    label: 'Конфигурация',
    path: '/platform/settings/configuration',
    resource: Resource.Configuration,
  },
  { key: 'audit', section: 'platform', label: 'Журнал на промените', path: '/platform/audit', resource: Resource.AuditLog },
  {
    key: 'admin-kg',
    section: 'admin',
    label: 'Детски градини',
    path: '/admin/kindergartens',
    resource: Resource.MasterKindergartens,
  },
];

const everythingRouted = { isRouted: () => true, hasRoute: () => true };
const contextFor = (role: Role, extra: Partial<MenuContext> = {}): MenuContext => ({
  role,
  access: defaultAccess(role),
  ...everythingRouted,
  ...extra,
});

/** "section: item, item, submenu(child, child)" — readable expectations. */
const outline = (sections: MenuSection[]): string[] =>
  sections.map(
    (section) =>
      `${section.key}: ${section.items
        .map((item) => (item.children ? `${item.label}(${item.children.map((child) => child.label).join(', ')})` : item.label))
        .join(', ')}`,
  );

const menuOf = (role: Role, extra: Partial<MenuContext> = {}) => outline(buildMenu(catalogue, contextFor(role, extra)));

describe('side menu: what each role sees (spec 1 §6)', () => {
  it('the director sees every section but the master administration and the MON/municipality references', () => {
    expect(menuOf(Role.Director)).toEqual([
      'main: Начало, Табло за обяви, Съобщения, Календар, Анкети и формуляри',
      'kindergarten: Групи, Деца(Досиета, Антропометрия), Персонал, Неучебни дни, Кухня(Меню)',
      'platform: Потребителски групи, Заключване на модули, Конфигурация, Журнал на промените',
    ]);
  });

  it('the master administrator sees only the admin section', () => {
    expect(menuOf(Role.Master)).toEqual(['admin: Детски градини']);
  });

  it('MON sees home and the references, no calendar, no kindergarten pages, no lock settings', () => {
    expect(menuOf(Role.MON)).toEqual(['main: Начало, Справки']);
  });

  it('the municipality sees home, the references and the lock settings', () => {
    expect(menuOf(Role.Municipality)).toEqual(['main: Начало, Справки', 'platform: Заключване на модули']);
  });

  it('a parent does not see staff, kitchen, groups, days off or the user groups', () => {
    expect(menuOf(Role.Parent)).toEqual([
      'main: Начало, Табло за обяви, Съобщения, Календар, Анкети и формуляри',
      'kindergarten: Деца(Досиета, Антропометрия)',
    ]);
  });

  it('a teacher sees by read access: no kitchen recipes, no platform settings', () => {
    expect(menuOf(Role.Teacher)).toEqual([
      'main: Начало, Табло за обяви, Съобщения, Календар, Анкети и формуляри',
      'kindergarten: Групи, Деца(Досиета, Антропометрия), Персонал, Неучебни дни, Кухня(Меню)',
    ]);
  });

  it('the manciple sees the kitchen and the groups, no children', () => {
    expect(menuOf(Role.Manciple)).toEqual([
      'main: Начало, Табло за обяви, Съобщения, Календар, Анкети и формуляри',
      'kindergarten: Групи, Неучебни дни, Кухня(Меню)',
    ]);
  });

  it('an entry whose page does not exist yet is not shown, nor a submenu left empty', () => {
    const routed = new Set(['/', '/messages', '/kids/records']);
    expect(menuOf(Role.Director, { isRouted: (path) => routed.has(path) })).toEqual([
      'main: Начало, Съобщения',
      'kindergarten: Деца(Досиета)',
    ]);
  });

  it('shows unread counts only where they are above zero', () => {
    const [main] = buildMenu(catalogue, contextFor(Role.Teacher, { counters: { messages: 3, calendar: 0 } }));
    expect(main.items.map((item) => [item.key, item.count])).toEqual([
      ['home', undefined],
      ['notes', undefined],
      ['messages', 3],
      ['calendar', undefined],
      ['polls', undefined],
    ]);
  });
});

describe('side menu: the Resources section from the partners', () => {
  const partners = [
    { id: 4, name: 'Анубис' },
    { id: 9, name: 'Просвета' },
  ];

  it('lists the partners in the order given, linking to /resources/{id}', () => {
    expect(partnerEntries(partners, () => true)).toEqual([
      expect.objectContaining({
        key: 'resources',
        section: 'resources',
        path: '/resources',
        resource: Resource.Partners,
        children: [
          { key: 'resources/4', label: 'Анубис', path: '/resources/4' },
          { key: 'resources/9', label: 'Просвета', path: '/resources/9' },
        ],
      }),
    ]);
    expect(menuOf(Role.Teacher, { partners })).toContain('resources: Ресурси(Анубис, Просвета)');
    expect(menuOf(Role.MON, { partners })).toEqual(['main: Начало, Справки', 'resources: Ресурси(Анубис, Просвета)']);
  });

  it('shows nothing until the /resources/:id page exists', () => {
    const hasRoute = (pattern: string) => pattern !== '/resources/:id';
    expect(partnerEntries(partners, hasRoute)).toEqual([]);
    expect(menuOf(Role.Teacher, { partners, hasRoute }).join()).not.toContain('Ресурси');
  });

  it('is hidden for the master administrator, and for a role without read access on the partners', () => {
    expect(menuOf(Role.Master, { partners })).toEqual(['admin: Детски градини']);
    const withoutPartners = defaultAccess(Role.Teacher).filter((entry) => entry.resource !== Resource.Partners);
    expect(menuOf(Role.Teacher, { partners, access: withoutPartners }).join()).not.toContain('Ресурси');
  });
});

describe('side menu: open submenu and highlighted page', () => {
  const sections = buildMenu(catalogue, contextFor(Role.Director, { partners: [{ id: 5, name: 'Просвета' }] }));

  it('opens the submenu whose path starts the current path', () => {
    expect(openKeysFor('/kids/records/15', sections)).toEqual(['kids']);
    expect(openKeysFor('/resources/5', sections)).toEqual(['resources']);
    expect(openKeysFor('/kidsroom', sections)).toEqual([]);
    expect(openKeysFor('/', sections)).toEqual([]);
  });

  it('highlights the entry with the longest matching path; home only on /', () => {
    expect(selectedKeyFor('/', sections)).toBe('home');
    expect(selectedKeyFor('/kids/records/15', sections)).toBe('kids/records');
    expect(selectedKeyFor('/messages/3', sections)).toBe('messages');
    expect(selectedKeyFor('/no/such/page', sections)).toBeUndefined();
  });

  it('compares whole path segments', () => {
    expect(isWithin('/kids/records', '/kids')).toBe(true);
    expect(isWithin('/kids', '/kids/')).toBe(true);
    expect(isWithin('/kidsroom', '/kids')).toBe(false);
    expect(isWithin('/kids', '/')).toBe(false);
  });
});

describe('side menu: the menu of today (only pages that exist)', () => {
  const routes = routeIndex(signedInRoutes());

  it('every entry an area contributes leads to a page of the route tree', () => {
    const paths = (entries: { path: string; children?: { path: string }[] }[]): string[] =>
      entries.flatMap((entry) => (entry.children ? paths(entry.children) : [entry.path]));
    for (const path of paths(signedInMenu())) expect(routes.isRouted(path), path).toBe(true);
  });

  it('knows the route patterns, without the catch-all, and that /resources/:id is not built yet', () => {
    expect(routes.hasRoute('/')).toBe(true);
    expect(routes.hasRoute('/resources/:id')).toBe(false);
    expect(routeIndex(appRoutes(makeStore())).patterns.has('*')).toBe(false);
    expect(routes.isRouted('/no/such/page')).toBe(false);
  });

  const attendances = 'Присъствия(Дневник, Медицински бележки, Заявления, Справки)';
  const kindergartenStaff = `kindergarten: Групи, Деца, Антропометрични данни, ${attendances}, Родители, Персонал(Служители, Присъствия, Заместване), Неучебни дни`;
  const withRequests = kindergartenStaff
    .replace('Родители', 'Родители, Заявки на родители')
    .replace('Персонал(Служители, Присъствия, Заместване)', 'Персонал(Служители, Присъствия, Хранене, Заместване, Справки)');
  // The "Допълнителни дейности" submenu (areas/activities/menu.ts) right after the attendance, its children by access.
  const withActivities = (line: string, children: string): string =>
    line.replace(`${attendances}, `, `${attendances}, Допълнителни дейности(${children}), `);
  const directorsActivities =
    'Дейности, Групи, Преференции, Заявления за записване, Заявления за отписване, Присъствия, Такси, Известия за такси, Счетоводни документи, Справки';
  const settings = 'Конфигурация, Образователни направления';
  const communication = 'main: Начало, Табло за обяви, Съобщения, Календар, Анкети и формуляри, Меню';
  it.each([
    [
      Role.Director,
      [
        communication,
        withActivities(withRequests, directorsActivities).replace(
          ', Неучебни дни',
          ', Склад(Продукти, Складови разписки, Наличности, Искания, Заявки към доставчици, Бракуване, Складове, Доставчици, Производители, Калкулации за храна, Справки за склад, Инвентаризации, HACCP), Кухня(Рецепти, Седмични менюта), Неучебни дни',
        ),
        `platform: ${settings}, Учебни години, Заключване, Потребителски групи, За платформата`,
      ],
    ],
    [
      Role.Administrator,
      [
        communication,
        withActivities(withRequests, directorsActivities).replace(
          ', Неучебни дни',
          ', Склад(Продукти, Складови разписки, Наличности, Искания, Заявки към доставчици, Бракуване, Складове, Доставчици, Производители, Калкулации за храна, Справки за склад, Инвентаризации, HACCP), Кухня(Рецепти, Седмични менюта), Неучебни дни',
        ),
        `platform: ${settings}, Учебни години, Заключване, Потребителски групи, За платформата`,
      ],
    ],
    [
      Role.Teacher,
      [
        communication,
        withActivities(kindergartenStaff, 'Дейности, Групи, Преференции, Присъствия'),
        `platform: ${settings}, Учебни години, За платформата`,
      ],
    ],
    // The resource specialist has no access to parents' or staff records (docs/access-model.md).
    [
      Role.ResourceSpecialist,
      [
        communication,
        'kindergarten: Групи, Деца, Антропометрични данни, Присъствия(Дневник), Неучебни дни',
        'platform: Конфигурация, Учебни години, За платформата',
      ],
    ],
    [
      Role.Manciple,
      [
        communication,
        'kindergarten: Групи, Присъствия(Дневник), Персонал(Хранене), Склад(Продукти, Складови разписки, Наличности, Искания, Заявки към доставчици, Бракуване, Складове, Доставчици, Производители, Калкулации за храна, Справки за склад, Инвентаризации, HACCP), Кухня(Рецепти, Седмични менюта), Неучебни дни',
        'platform: Конфигурация, Учебни години, За платформата',
      ],
    ],
    // Spec 1 §6: a parent sees no groups, days off or staff pages; MON and the municipality no days off,
    // and the lock settings are hidden from MON but not from the municipality.
    [
      Role.Parent,
      [
        'main: Начало, Табло за обяви, Съобщения, Календар, Анкети и формуляри, Заявка за дете, Меню',
        'kindergarten: Антропометрични данни, Присъствия(Дневник, Медицински бележки, Заявления), Допълнителни дейности(Предлагани дейности, Заявления за записване, Заявления за отписване, Присъствия на детето, Такси)',
        'platform: За платформата',
      ],
    ],
    [Role.MON, ['main: Начало', 'platform: За платформата']],
    [Role.Municipality, ['main: Начало', 'platform: Заключване, За платформата']],
    // The master sees only the admin section.
    [
      Role.Master,
      [
        'admin: Детски градини, Потребителски акаунти(Акаунт и връзки, Активиране и парола, Данни на акаунт, Акаунти на МОН, Акаунти на общини), Неучебни дни, Административни съобщения(Съобщения до потребители, Техническа поддръжка), Допълнителни дейности(Доставчици, Видове дейности), Продукти(Каталог, Категории, Алергени, Заместители, Норми за хранене), Рецепти(Рецепти, Книги с рецепти), НЕИСПУО(Присъствия)',
      ],
    ],
  ])('role %s sees the pages that exist and its role allows', (role, expected) => {
    expect(outline(buildMenu(signedInMenu(), { role, access: defaultAccess(role), ...routes }))).toEqual(expected);
  });
});
