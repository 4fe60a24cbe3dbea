// Generates a whole slice of a kindergarten-owned resource the way every area is built, so that the hundredth
// endpoint looks like the first, and registers it everywhere; `npm test` passes right after generating:
//
// - migration: the table with kindergarten_id, row-level security, the audit trail and (--cache-topic) the data-version
//   trigger, plus its line in cache-topics.ts;
// - contracts: row, query and save schemas and the route table (list, get, save, delete, export);
// - API: module, thin controller bound to the routes, service with the rules, repository with the typed statements,
//   and the five-case test (401, 403, 404 other kindergarten, 400, the happy path checked in the database);
// - web: RTK Query endpoints from the routes, the list page (ListPage), the form page (useSaveForm), routes, menu entry
//   and a page test with typed stubs;
// - docs/<area>.md.
//
//   node tools/generate/area.mjs --area day-notes --entity DayNote --resource DaysOff --path /platform/day-notes
//        [--label "Бележки за деня"] [--section platform] [--cache-topic attendance]
//   node tools/generate/area.mjs --area day-notes --entity DayNote --remove      (undoes exactly what it did)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `--key value` pairs (a value may have spaces when quoted by the shell) and `--flag`s. */
function parseArgs(argv) {
  const result = {};
  for (let index = 0; index < argv.length; index++) {
    const key = argv[index].replace(/^--/, '');
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--')) result[key] = true;
    else result[key] = argv[++index];
  }
  return result;
}

const args = parseArgs(process.argv.slice(2));
const usage =
  'usage: node tools/generate/area.mjs --area <kebab-name> --entity <PascalName> --resource <Resource member> --path </web/path> ' +
  '[--label <Bulgarian title>] [--section main|kindergarten|platform|resources|admin] [--table snake_name] [--route ApiRoute] ' +
  '[--cache-topic attendance|communication|staff]   |   --area <name> --entity <Name> --remove';
if (!/^[a-z][a-z0-9-]*$/.test(args.area ?? '') || !/^[A-Z][A-Za-z0-9]*$/.test(args.entity ?? '')) {
  console.error(usage);
  process.exit(2);
}

const area = args.area;
const entity = args.entity;
const snake = (text) => text.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const camelOf = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, char) => char.toUpperCase());
const camel = entity.charAt(0).toLowerCase() + entity.slice(1);
const areaCamel = camelOf(area);
const pascalArea = areaCamel.charAt(0).toUpperCase() + areaCamel.slice(1);
const table = args.table ?? `${snake(entity)}s`;
const apiRoute = args.route ?? `${entity}s`;
const routes = `${areaCamel}Routes`;
const moduleClass = `${pascalArea}Module`;
const controllerClass = `${pascalArea}Controller`;
const serviceClass = `${pascalArea}Service`;
const repositoryClass = `${pascalArea}Repository`;

const REGISTRATIONS = {
  migrationsIndex: 'migrations/index.ts',
  appModule: 'apps/api/src/app.module.ts',
  contractsIndex: 'libs/contracts/src/index.ts',
  routeRegistry: 'apps/web/src/app/route-registry.ts',
  menuRegistry: 'apps/web/src/app/shell/menu-registry.ts',
  cacheTopics: 'apps/api/src/platform/cache/cache-topics.ts',
};
const read = (path) => readFileSync(join(root, path), 'utf8');
const write = (path, text) => writeFileSync(join(root, path), text);

/** What the generator adds to a shared file: each line marked so that --remove takes exactly it out again. */
const marker = `generated: ${area}`;

if (args.remove) {
  remove();
  process.exit(0);
}

const resource = args.resource;
const webPath = args.path;
const label = args.label ?? entity;
const section = args.section ?? 'platform';
const cacheTopic = args['cache-topic'];
if (!/^[A-Z][A-Za-z]+$/.test(resource ?? '') || !/^\/[a-z0-9/-]+$/.test(webPath ?? '')) {
  console.error(usage);
  process.exit(2);
}
if (cacheTopic && !['attendance', 'communication', 'staff'].includes(cacheTopic)) {
  console.error(usage);
  process.exit(2);
}
// TypeORM orders migrations by this number: never before the newest existing one.
const newest = Math.max(0, ...readdirSync(join(root, 'migrations')).map((file) => Number(/^(\d{13})-/.exec(file)?.[1] ?? 0)));
const epoch = Math.max(Date.now(), newest + 1000);
const migrationClass = `${entity}s${epoch}`;
const webPathNoSlash = webPath.slice(1);

const files = {
  [`migrations/${epoch}-${entity}s.ts`]: `import type { MigrationInterface, QueryRunner } from 'typeorm';
import { disableTenancy, enableTenancy } from './tenancy.js';

/** ${label}: one row per record of a kindergarten (docs/${area}.md). */
export class ${migrationClass} implements MigrationInterface {
  name = '${migrationClass}';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(\`
      CREATE TABLE ${table} (
        id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        kindergarten_id integer NOT NULL REFERENCES kindergartens(id),
        name varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (id, kindergarten_id)
      )\`);
    await queryRunner.query(\`CREATE INDEX ${table}_kindergarten_name_idx ON ${table} (kindergarten_id, name COLLATE "bg-BG-x-icu", id)\`);
    // Row-level security and the audit trail.
    await enableTenancy(queryRunner, '${table}');${
      cacheTopic
        ? `
    await queryRunner.query(
      \`CREATE CONSTRAINT TRIGGER "${table}_${cacheTopic}_version" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_version_row_changed('${cacheTopic}')\`,
    );`
        : ''
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await disableTenancy(queryRunner, '${table}');
    await queryRunner.query(\`DROP TABLE ${table}\`);
  }
}
`,

  [`libs/contracts/src/${area}.ts`]: `import { z } from 'zod';
import { idParams, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/** Bulgarian messages of ${label} (docs/${area}.md). */
export const ${camel}Messages = {
  notFound: 'Записът не е намерен.',
} as const;

export const ${camel}Filters = z.object({
  /** Part of the name; case-insensitive. */
  search: z.string().trim().max(100).optional(),
});
export type ${entity}Filters = z.infer<typeof ${camel}Filters>;

export const ${camel}ListQuery = pageQueryOrderedBy(['name', 'createdAt']).extend(${camel}Filters.shape);
export type ${entity}ListQuery = z.infer<typeof ${camel}ListQuery>;

export const ${camel}Row = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
});
export type ${entity}Row = z.infer<typeof ${camel}Row>;

export const save${entity}Request = z.object({
  /** Absent: create; present: update. */
  id: z.number().int().positive().max(2_147_483_647).optional(),
  name: z.string().trim().min(1).max(200),
});
export type Save${entity}Request = z.infer<typeof save${entity}Request>;

/** ${label}: the calls of the area. */
export const ${routes} = {
  list: {
    method: 'GET',
    path: '${apiRoute}/overview-models',
    query: ${camel}ListQuery,
    response: pagedResultSchema(${camel}Row),
    access: resourceAccess(Resource.${resource}, 'read'),
  },
  export: {
    method: 'GET',
    path: '${apiRoute}/export',
    query: ${camel}Filters,
    response: fileAnswer,
    access: resourceAccess(Resource.${resource}, 'read'),
  },
  get: {
    method: 'GET',
    path: '${apiRoute}/:id',
    params: idParams,
    response: ${camel}Row,
    access: resourceAccess(Resource.${resource}, 'read'),
  },
  save: {
    method: 'POST',
    path: '${apiRoute}',
    body: save${entity}Request,
    response: saveResultSchema,
    access: resourceAccess(Resource.${resource}, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: '${apiRoute}/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.${resource}, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
`,

  [`apps/api/src/areas/${area}/data/${area}.repository.ts`]: `import { Injectable } from '@nestjs/common';
import type { ${entity}Filters, ${entity}ListQuery, ${entity}Row, PagedResult } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { type PagedSelect, pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';

const BG = 'COLLATE "bg-BG-x-icu"';
const COLUMNS = \`t.id, t.name, to_char(t.created_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"\`;

/** The statements of ${label}; row-level security scopes them to the selected kindergarten, the conditions say so too. */
@Injectable()
export class ${repositoryClass} {
  constructor(private readonly db: Db) {}

  list(user: AuthUser, query: ${entity}ListQuery): Promise<PagedResult<${entity}Row>> {
    return pagedQuery<${entity}Row>(this.db.manager, listSelect(user, query), query);
  }

  /** Every record matching the filters, in the list's order (the export). */
  all(user: AuthUser, filters: ${entity}Filters): Promise<${entity}Row[]> {
    const select = listSelect(user, filters);
    return this.db.sql.many<${entity}Row>(
      \`SELECT \${select.select} \${select.from} \${select.where?.sql ?? ''} ORDER BY \${select.defaultOrder}\`,
      select.where?.params ?? [],
    );
  }

  find(user: AuthUser, id: number): Promise<${entity}Row | undefined> {
    return this.db.sql.maybe<${entity}Row>(\`SELECT \${COLUMNS} FROM ${table} t WHERE t.id = $1 AND t.kindergarten_id = $2\`, [
      id,
      user.kindergartenId,
    ]);
  }

  async insert(user: AuthUser, name: string): Promise<number> {
    const { id } = await this.db.sql.insert('${table}', { kindergarten_id: user.kindergartenId, name });
    return id;
  }

  /** How many rows it changed: 0 when the record is not the kindergarten's. */
  update(user: AuthUser, id: number, name: string): Promise<number> {
    return this.db.sql.update('${table}', { name, updated_at: NOW }, { id, kindergarten_id: user.kindergartenId });
  }

  delete(user: AuthUser, id: number): Promise<number> {
    return this.db.sql.exec(\`DELETE FROM ${table} WHERE id = $1 AND kindergarten_id = $2\`, [id, user.kindergartenId]);
  }
}

function listSelect(user: Pick<AuthUser, 'kindergartenId'>, filters: ${entity}Filters): PagedSelect {
  const where = new SqlConditions().add('t.kindergarten_id = ?', user.kindergartenId);
  if (filters.search) where.add('t.name ILIKE ?', containsPattern(filters.search));
  return {
    select: COLUMNS,
    from: 'FROM ${table} t',
    where,
    orderBy: { name: \`t.name \${BG}\`, createdAt: 't.created_at' },
    defaultOrder: \`t.name \${BG}, t.id\`,
  };
}
`,

  [`apps/api/src/areas/${area}/services/${area}.service.ts`]: `import { Injectable } from '@nestjs/common';
import {
  type ${entity}Filters,
  type ${entity}ListQuery,
  ${camel}Messages as messages,
  type ${entity}Row,
  type PagedResult,
  Resource,
  type Save${entity}Request,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { excelSheet, exportFile, type ExportFile, renderWorkbook } from '../../../platform/export/index.js';
import { ${repositoryClass} } from '../data/${area}.repository.js';

/** ${label} (docs/${area}.md). */
@Injectable()
export class ${serviceClass} {
  constructor(private readonly records: ${repositoryClass}) {}

  list(user: AuthUser, query: ${entity}ListQuery): Promise<PagedResult<${entity}Row>> {
    return this.records.list(user, query);
  }

  async get(user: AuthUser, id: number): Promise<${entity}Row> {
    const row = await this.records.find(user, id);
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  async save(user: AuthUser, request: Save${entity}Request): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.${resource}, request.id);
    if (request.id === undefined) return { isSuccessful: true, entityId: await this.records.insert(user, request.name) };
    if ((await this.records.update(user, request.id, request.name)) === 0) throw new NotFoundError(messages.notFound);
    return { isSuccessful: true, entityId: request.id };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    if ((await this.records.delete(user, id)) === 0) throw new NotFoundError(messages.notFound);
  }

  async export(user: AuthUser, filters: ${entity}Filters): Promise<ExportFile> {
    const rows = await this.records.all(user, filters);
    const workbook = await renderWorkbook([
      excelSheet({
        name: '${label}'.slice(0, 31),
        columns: [{ header: 'Наименование', type: 'text', value: (row: ${entity}Row) => row.name }],
        rows,
      }),
    ]);
    return exportFile('excel', workbook, { title: '${label}' });
  }
}
`,

  [`apps/api/src/areas/${area}/controllers/${area}.controller.ts`]: `import { Body, Controller, Param, Query } from '@nestjs/common';
import { type RouteBody, type RouteParams, type RouteQuery, ${routes} as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ${serviceClass} } from '../services/${area}.service.js';

@Controller()
export class ${controllerClass} {
  constructor(private readonly service: ${serviceClass}) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.export)
  export(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.export>) {
    return this.service.export(user, query);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.service.get(user, params.id);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.service.remove(user, params.id);
  }
}
`,

  [`apps/api/src/areas/${area}/${area}.module.ts`]: `import { Module } from '@nestjs/common';
import { ${controllerClass} } from './controllers/${area}.controller.js';
import { ${repositoryClass} } from './data/${area}.repository.js';
import { ${serviceClass} } from './services/${area}.service.js';

@Module({ controllers: [${controllerClass}], providers: [${serviceClass}, ${repositoryClass}] })
export class ${moduleClass} {}
`,

  [`apps/api/src/areas/${area}/test/${area}.e2e.spec.ts`]: `import { Role } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('/api/${apiRoute}: ${label}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates, lists, reads, updates, exports and deletes in the selected kindergarten', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const created = await request(t.http).post('/api/${apiRoute}').set(director.auth).send({ name: 'Първи запис' }).expect(200);
    const id = created.body.entityId;
    const { rows } = await t.db.query('SELECT kindergarten_id, name FROM ${table} WHERE id = $1', [id]);
    expect(rows).toEqual([{ kindergarten_id: director.kindergartenId, name: 'Първи запис' }]);

    await request(t.http).post('/api/${apiRoute}').set(director.auth).send({ id, name: 'Променен запис' }).expect(200);
    const list = await request(t.http).get('/api/${apiRoute}/overview-models?orderByColumn=name&search=ПРОМЕН').set(director.auth).expect(200);
    expect(list.body).toMatchObject({ rowsCount: 1, result: [{ id, name: 'Променен запис' }] });
    const escaped = await request(t.http).get('/api/${apiRoute}/overview-models?search=%25').set(director.auth).expect(200);
    expect(escaped.body.rowsCount).toBe(0);
    const file = await request(t.http).get('/api/${apiRoute}/export').set(director.auth).expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    await request(t.http).get(\`/api/${apiRoute}/\${id}\`).set(director.auth).expect(200);
    await request(t.http).delete(\`/api/${apiRoute}/\${id}\`).set(director.auth).expect(204);
    expect((await t.db.query('SELECT 1 FROM ${table} WHERE id = $1', [id])).rows).toEqual([]);
    await request(t.http).get(\`/api/${apiRoute}/\${id}\`).set(director.auth).expect(404);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/${apiRoute}/overview-models').expect(401);
    await request(t.http).post('/api/${apiRoute}').send({ name: 'x' }).expect(401);
  });

  it('answers 403 to a role without the permission, and writes nothing', async () => {
    const parent = await aSignedInMember(t, Role.Parent);
    await request(t.http).post('/api/${apiRoute}').set(parent.auth).send({ name: 'x' }).expect(403);
    expect((await t.db.query('SELECT 1 FROM ${table} WHERE kindergarten_id = $1', [parent.kindergartenId])).rows).toEqual([]);
  });

  it('answers 404 for another kindergarten’s record, for reading, changing and deleting', async () => {
    const owner = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Director);
    const { body } = await request(t.http).post('/api/${apiRoute}').set(owner.auth).send({ name: 'Чужд' }).expect(200);
    await request(t.http).get(\`/api/${apiRoute}/\${body.entityId}\`).set(stranger.auth).expect(404);
    await request(t.http).post('/api/${apiRoute}').set(stranger.auth).send({ id: body.entityId, name: 'x' }).expect(404);
    await request(t.http).delete(\`/api/${apiRoute}/\${body.entityId}\`).set(stranger.auth).expect(404);
    const list = await request(t.http).get('/api/${apiRoute}/overview-models').set(stranger.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    expect((await t.db.query('SELECT name FROM ${table} WHERE id = $1', [body.entityId])).rows).toEqual([{ name: 'Чужд' }]);
  });

  it('answers 400 with Bulgarian field messages for a bad body, id or query', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const response = await request(t.http).post('/api/${apiRoute}').set(director.auth).send({ name: '' }).expect(400);
    expect(response.body.errors).toEqual({ name: ['Полето е задължително.'] });
    await request(t.http).get('/api/${apiRoute}/abc').set(director.auth).expect(400);
    await request(t.http).get('/api/${apiRoute}/overview-models?orderByColumn=password').set(director.auth).expect(400);
  });
});
`,

  [`apps/web/src/areas/${area}/api.ts`]: `import { type RouteArgs, type RouteResponse, ${routes} } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const TAG = '${pascalArea}';

/** ${label}: the endpoints of libs/contracts \`${routes}\`. */
export const ${areaCamel}Api = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    get${entity}List: build.query<RouteResponse<typeof ${routes}.list>, NonNullable<RouteArgs<typeof ${routes}.list>['query']>>({
      query: (query) => routeRequest(${routes}.list, { query }),
      providesTags: [{ type: TAG, id: 'LIST' }],
    }),
    get${entity}: build.query<RouteResponse<typeof ${routes}.get>, number>({
      query: (id) => routeRequest(${routes}.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: TAG, id }],
    }),
    save${entity}: build.mutation<RouteResponse<typeof ${routes}.save>, RouteArgs<typeof ${routes}.save>['body']>({
      query: (body) => routeRequest(${routes}.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: TAG, id: 'LIST' },
        ...(body.id ? [{ type: TAG, id: body.id } as const] : []),
      ],
    }),
    delete${entity}: build.mutation<RouteResponse<typeof ${routes}.remove>, number>({
      query: (id) => routeRequest(${routes}.remove, { params: { id } }),
      invalidatesTags: [{ type: TAG, id: 'LIST' }],
    }),
  }),
});

export const { useGet${entity}ListQuery, useGet${entity}Query, useSave${entity}Mutation, useDelete${entity}Mutation } = ${areaCamel}Api;
`,

  [`apps/web/src/areas/${area}/routes.tsx`]: `import type { AreaRoutes } from '../../shared/routing/area-routes';
import { lazyRoute } from '../../shared/routing/lazy-route';

const formPage = lazyRoute(async () => ({ Component: (await import('./pages/${area}-form-page')).default }));

/** ${label}: ${webPath}, ${webPath}/create, ${webPath}/:id. */
export const ${areaCamel}Area: AreaRoutes = {
  routes: [
    {
      path: '${webPathNoSlash}',
      children: [
        { index: true, lazy: lazyRoute(async () => ({ Component: (await import('./pages/${area}-page')).default })) },
        { path: 'create', lazy: formPage },
        { path: ':id', lazy: formPage },
      ],
    },
  ],
};
`,

  [`apps/web/src/areas/${area}/menu.ts`]: `import { Resource } from '@kg/contracts/roles';
import type { SectionEntry } from '../../shared/routing/menu-entry';

/** "${label}": shown with read access on the resource. */
export const ${areaCamel}Menu: SectionEntry[] = [
  { key: '${area}', section: '${section}', order: 90, label: '${label}', path: '${webPath}', resource: Resource.${resource} },
];
`,

  [`apps/web/src/areas/${area}/pages/${area}-page.tsx`]: `import { allows, Resource } from '@kg/contracts/access';
import { type ${entity}Row, ${routes} } from '@kg/contracts';
import { Button, Input, type TableProps } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/api/route-request';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetUserDataQuery } from '../../identity/api';
import { useGet${entity}ListQuery } from '../api';

const PAGE_SIZE = 20;
const SORTABLE = ['name', 'createdAt'] as const;
type SortColumn = (typeof SORTABLE)[number];

/** ${webPath}: the list of ${label}, with a search kept in the URL and the export. */
export default function ${pascalArea}Page() {
  const { params, paging, update } = useUrlListState<SortColumn>(SORTABLE);
  const search = params.get('search') ?? '';
  const filters = search ? { search } : {};
  const list = useGet${entity}ListQuery({ ...pageQueryOf(paging, PAGE_SIZE), ...filters });
  const canCreate = allows(useGetUserDataQuery().data?.access ?? [], Resource.${resource}, 'create');
  const columns: TableProps<${entity}Row>['columns'] = [
    {
      title: 'Наименование',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'name'),
      render: (_value, row) => <Link to={\`${webPath}/\${row.id}\`}>{row.name}</Link>,
    },
  ];
  return (
    <ListPage<${entity}Row, SortColumn>
      title="${label}"
      exportFile={{ path: routePath(${routes}.export, { query: filters }), label: 'Експорт в Excel' }}
      actions={
        canCreate && (
          <Link to="${webPath}/create">
            <Button type="primary">Добави</Button>
          </Link>
        )
      }
      filters={
        <Input.Search
          aria-label="Търсене по наименование"
          placeholder="Търсене по наименование"
          allowClear
          defaultValue={search}
          onSearch={(value) => update({ search: value.trim() })}
          style={{ width: 280, maxWidth: '100%' }}
        />
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма записи по избраните критерии."
    />
  );
}
`,

  [`apps/web/src/areas/${area}/pages/${area}-form-page.tsx`]: `import { ${camel}Messages, type SaveResult, save${entity}Request } from '@kg/contracts';
import { Alert, Button, Card, Form, Input, Result, Space, Spin } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { useSaveForm } from '../../../shared/forms/use-save-form';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageTitle } from '../../../shared/ui/page-title';
import { useGet${entity}Query, useSave${entity}Mutation } from '../api';

interface ${entity}Values {
  name: string;
}

/** ${webPath}/create and ${webPath}/:id: one record of ${label}. */
export default function ${entity}FormPage() {
  const { id: idText } = useParams();
  const id = idText === undefined ? undefined : Number(idText);
  const invalidId = id !== undefined && !(Number.isInteger(id) && id > 0);
  const record = useGet${entity}Query(id ?? 0, { skip: id === undefined || invalidId });
  const [save] = useSave${entity}Mutation();
  const navigate = useNavigate();
  const { form, submit, saving } = useSaveForm<${entity}Values, SaveResult>({
    save: (values) => save({ ...(id !== undefined ? { id } : {}), name: values.name.trim() }),
    success: 'Записът е запазен.',
    onSaved: () => void navigate('${webPath}'),
  });

  if (invalidId || (record.isError && 'status' in record.error && record.error.status === 404)) {
    return <Result status="404" title={${camel}Messages.notFound} extra={<Link to="${webPath}">Към списъка</Link>} />;
  }
  if (record.isError) return <Alert type="error" showIcon title={errorMessage(record.error)} />;
  if (id !== undefined && !record.data) return <Spin description="Зареждане…" />;

  return (
    <Card style={{ maxWidth: 720 }} title={<PageTitle>{id === undefined ? 'Нов запис' : record.data!.name}</PageTitle>}>
      <Form<${entity}Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={saving}
        initialValues={record.data ? { name: record.data.name } : undefined}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="name" label="Наименование" rules={[zodRule(save${entity}Request.shape.name)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            Запази
          </Button>
          <Link to="${webPath}">Откажи</Link>
        </Space>
      </Form>
    </Card>
  );
}
`,

  [`apps/web/src/areas/${area}/pages/${area}-pages.test.tsx`]: `import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultAccess, identityRoutes, Role, ${routes} } from '@kg/contracts';
import { describe, expect, it } from 'vitest';
import { answer, json, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { ${areaCamel}Area } from '../routes';

const wait = { timeout: 10_000 };
const userData = answer(identityRoutes.getUserData, () => ({ ...aDirector, access: defaultAccess(Role.Director) }));

describe('${label}: pages', () => {
  it('lists the records with a link to each, and searches through the URL', async () => {
    const calls = stubRoutes(
      answer(${routes}.list, () => ({ result: [{ id: 4, name: 'Първи запис', createdAt: '2026-11-20T10:00:00' }], rowsCount: 1 })),
      userData,
    );
    const router = renderArea(${areaCamel}Area, '${webPath}');
    expect((await screen.findByRole('link', { name: 'Първи запис' }, wait)).getAttribute('href')).toBe('${webPath}/4');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Търсене по наименование' }), 'пър{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=%D0%BF%D1%8A%D1%80'), wait);
    await waitFor(() => expect(calls.some((call) => call.path.includes('search=%D0%BF%D1%8A%D1%80'))).toBe(true), wait);
  });

  it('requires the name, sends the new record and shows the server’s field message', async () => {
    const calls = stubRoutes(
      answer(${routes}.save, () => json(400, { statusCode: 400, message: 'Невалидни данни.', errors: { name: ['Името е заето.'] } })),
      userData,
    );
    renderArea(${areaCamel}Area, '${webPath}/create');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Запази' }, wait));
    expect(await screen.findByText('Полето е задължително.', undefined, wait)).toBeDefined();
    await user.type(screen.getByLabelText('Наименование'), ' Нов запис ');
    await user.click(screen.getByRole('button', { name: 'Запази' }));
    expect(await screen.findByText('Името е заето.', undefined, wait)).toBeDefined();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Нов запис' });
  });
});
`,

  [`docs/${area}.md`]: `# ${label}

Generated by \`tools/generate/area.mjs\`; what the specification leaves open is decided here.

- **Calls** (\`libs/contracts/src/${area}.ts\`, \`${routes}\`): \`GET /api/${apiRoute}/overview-models\` (paged, sorted by name
  or creation, search by name with LIKE escapes), \`GET /api/${apiRoute}/export\` (Excel), \`GET /api/${apiRoute}/{id}\`,
  \`POST /api/${apiRoute}\` (create without \`id\`, edit with it: \`save\` resolved to create or update), \`DELETE /api/${apiRoute}/{id}\`.
- **Access**: resource \`${resource}\`; another kindergarten's records answer 404 (row-level security on \`${table}\`).
- **Pages**: \`${webPath}\` (list), \`${webPath}/create\`, \`${webPath}/:id\`.
- **Tests**: \`apps/api/src/areas/${area}/test/${area}.e2e.spec.ts\` (401, 403, 404, 400, happy path),
  \`apps/web/src/areas/${area}/pages/${area}-pages.test.tsx\`.
`,
};

for (const path of Object.keys(files)) {
  if (existsSync(join(root, path))) {
    console.error(`${path} exists: nothing written`);
    process.exit(1);
  }
}
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  write(path, content);
  console.log(`written ${path}`);
}

/** Inserts `line` (marked) before the first line matching `before` after `after`; or at the end. */
function insertLine(path, line, { after, before } = {}) {
  const lines = read(path).split('\n');
  let index = lines.length;
  const start = after ? lines.findIndex((text) => after.test(text)) : 0;
  if (start < 0) throw new Error(`${path}: no line matches ${after}`);
  if (before) {
    const found = lines.findIndex((text, at) => at > start && before.test(text));
    if (found < 0) throw new Error(`${path}: no line matches ${before}`);
    index = found;
  } else if (lines[lines.length - 1] === '') index = lines.length - 1;
  lines.splice(index, 0, `${line} // ${marker}`);
  write(path, lines.join('\n'));
}
/** After the last import statement (an import may span several lines). */
function insertImport(path, line) {
  const lines = read(path).split('\n');
  let last = lines.findLastIndex((text) => /^import /.test(text));
  while (!/;\s*(\/\/.*)?$/.test(lines[last])) last++;
  lines.splice(last + 1, 0, `${line} // ${marker}`);
  write(path, lines.join('\n'));
}

insertImport(REGISTRATIONS.migrationsIndex, `import { ${migrationClass} } from './${epoch}-${entity}s.js';`);
insertLine(REGISTRATIONS.migrationsIndex, `  ${migrationClass},`, { after: /^export const migrations/, before: /^\];/ });
insertImport(REGISTRATIONS.appModule, `import { ${moduleClass} } from './areas/${area}/${area}.module.js';`);
insertLine(REGISTRATIONS.appModule, `        ${moduleClass},`, { after: /imports: \[/, before: /^ {6}\],/ });
insertLine(REGISTRATIONS.contractsIndex, `export * from './${area}.js';`);
insertImport(REGISTRATIONS.routeRegistry, `import { ${areaCamel}Area } from '../areas/${area}/routes';`);
insertLine(REGISTRATIONS.routeRegistry, `  ${areaCamel}Area,`, { after: /^export const signedInAreas/, before: /^\];/ });
insertImport(REGISTRATIONS.menuRegistry, `import { ${areaCamel}Menu } from '../../areas/${area}/menu';`);
insertLine(REGISTRATIONS.menuRegistry, `  ...${areaCamel}Menu,`, { after: /^export const signedInMenu/, before: /^\];/ });
if (cacheTopic) {
  insertLine(REGISTRATIONS.cacheTopics, `    ${table}: 'data_version_row_changed',`, {
    after: new RegExp(`^  ${cacheTopic}: \\{`),
    before: /^ {2}\},/,
  });
}
execFileSync(
  join(root, 'node_modules', '.bin', 'prettier'),
  ['--write', '--log-level', 'warn', ...Object.keys(files).filter((path) => !path.endsWith('.md'))],
  { cwd: root, stdio: 'inherit' },
);
console.log(`
Registered in ${Object.values(REGISTRATIONS).join(', ')} (lines marked "// ${marker}").
Next: adapt the table's columns, the schemas, the 403 role, the Bulgarian texts and docs/${area}.md; then npm test.`);

function remove() {
  const generated = [
    `libs/contracts/src/${area}.ts`,
    `apps/api/src/areas/${area}`,
    `apps/web/src/areas/${area}`,
    `docs/${area}.md`,
    ...readdirSync(join(root, 'migrations'))
      .filter((file) => new RegExp(`^\\d{13}-${entity}s\\.ts$`).test(file))
      .map((file) => `migrations/${file}`),
  ];
  for (const path of generated) rmSync(join(root, path), { recursive: true, force: true });
  for (const path of Object.values(REGISTRATIONS)) {
    const text = read(path);
    const kept = text
      .split('\n')
      .filter((line) => !line.endsWith(`// ${marker}`))
      .join('\n');
    if (kept !== text) write(path, kept);
  }
  console.log(`removed ${generated.join(', ')} and the marked lines of ${Object.values(REGISTRATIONS).join(', ')}`);
}
