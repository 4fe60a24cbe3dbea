import {
  allows,
  type CalculationAttendanceRow,
  type CalculationHeader,
  type CalculationProductLine,
  exact,
  lineValue,
  mealCalculationMessages as messages,
  mealCalculationsRoutes,
  type MealType,
  mealTypeLabels,
  menuAgeBandLabels,
  portionBooksRoutes,
  productUnitLabels,
  Resource,
  round,
  sumOf,
} from '@kg/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  Result,
  Select,
  Spin,
  Table,
  type TableProps,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/errors';
import { routePath } from '../../../shared/api/route-request';
import { formatDate } from '../../../shared/dates/dates';
import { DownloadButton } from '../../../shared/download';
import { DecimalInput, IntegerInput } from '../../../shared/forms/decimal-input';
import { PageTitle } from '../../../shared/ui/page-title';
import { Popconfirm } from '../../../shared/ui/popconfirm';
import { useGetUserDataQuery } from '../../identity/api';
import { useGetProductLookupQuery } from '../../products/api';
import { bgNumber, euro } from '../../storage/components/decimal-text';
import { useRecordId } from '../../storage/components/record-form-card';
import { useMakeRequestsFromCalculationMutation } from '../../storage/outflows-api';
import {
  useCreatePortionBookMutation,
  useDeletePortionBookMutation,
  useEditCalculationAttendancesMutation,
  useEditCalculationProductsMutation,
  useGetCalculationAttendancesQuery,
  useGetCalculationProductsQuery,
  useGetPortionBookQuery,
} from '../api';

const BASE = '/storage/calculations';
const DECIMAL = /^\d+(\.\d+)?$/;
const rowKey = (row: Pick<CalculationAttendanceRow, 'ageBand' | 'mealType'>) => `${row.ageBand}:${row.mealType}`;
const lineKey = (line: { mealType: number; productId: number }) => `${line.mealType}:${line.productId}`;

/** /storage/calculations/:id: the fed (editable), the products (editable, exact totals), the PDF and the portion book. */
export default function CalculationPage() {
  const { id, invalid } = useRecordId();
  const attendances = useGetCalculationAttendancesQuery(id ?? 0, { skip: id === undefined });
  const products = useGetCalculationProductsQuery(id ?? 0, { skip: id === undefined });
  const missing = [attendances, products].some((query) => query.isError && 'status' in query.error && query.error.status === 404);
  if (invalid || missing) return <Result status="404" title={messages.notFound} extra={<Link to={BASE}>Към списъка</Link>} />;
  const failed = [attendances, products].find((query) => query.isError);
  if (failed?.error) return <Alert type="error" showIcon title={errorMessage(failed.error)} />;
  if (!attendances.data || !products.data) return <Spin description="Зареждане…" />;
  const data = products.data;

  return (
    <Card
      title={<PageTitle>{`Калкулация за храна за ${formatDate(data.forDate)}`}</PageTitle>}
      extra={
        <Flex gap={8} wrap>
          <StockRequestAction calculation={data} onCreated={() => Promise.all([attendances.refetch(), products.refetch()])} />
          <DownloadButton path={routePath(mealCalculationsRoutes.receipt, { params: { id: data.id } })}>
            Изтегли PDF
          </DownloadButton>
        </Flex>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'warehouse', label: 'Склад', children: data.warehouseName },
          { key: 'total', label: 'Обща стойност', children: euro(data.total) },
          { key: 'person', label: 'Стойност на хранодена', children: `${bgNumber(data.costPerPerson, 5)} €` },
        ]}
      />
      {data.warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} style={{ marginTop: 8 }} />
      ))}
      {!data.mayEdit && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Калкулацията не може да се променя (денят е в заключения период на модула „Склад и кухня“ или нямате право).
        </Typography.Paragraph>
      )}
      <Tabs
        style={{ marginTop: 8 }}
        items={[
          { key: 'fed', label: 'Хранени', children: <FedTab id={data.id} rows={attendances.data.rows} mayEdit={data.mayEdit} /> },
          { key: 'products', label: 'Продукти', children: <ProductsTab id={data.id} mayEdit={data.mayEdit} /> },
          {
            key: 'book',
            label: 'Порционна книга',
            children: <PortionBookTab calculationId={data.id} book={data.portionBook} mayEdit={data.mayEdit} />,
          },
        ]}
      />
      <Link to={BASE}>Към списъка</Link>
    </Card>
  );
}

/**
 * The calculation's stock requests (docs/storage.md "Requests from a calculation"): links to those made from it, or the
 * button that makes them — the day's products, one request per warehouse that holds them — and opens the only one.
 */
function StockRequestAction({ calculation, onCreated }: { calculation: CalculationHeader; onCreated: () => unknown }) {
  const access = useGetUserDataQuery().data?.access ?? [];
  const [make, making] = useMakeRequestsFromCalculationMutation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const made = calculation.stockRequests;
  if (made.length) {
    return (
      <Flex wrap gap="small">
        {made.map((request) => (
          <Link key={request.id} to={`/storage/requests/${request.id}`}>
            {`Искане № ${request.number} (${request.warehouseName}${request.completed ? ', приключено' : ''})`}
          </Link>
        ))}
      </Flex>
    );
  }
  if (!allows(access, Resource.StockRequests, 'create')) return null;
  const makeRequests = async () => {
    const result = await make(calculation.id);
    if (result.error) {
      void message.error(errorMessage(result.error));
      return;
    }
    const { requests } = result.data;
    void onCreated();
    if (requests.length === 1) {
      void message.success('Искането е съставено от калкулацията. Приключете го, за да се изпишат продуктите.');
      void navigate(`/storage/requests/${requests[0].id}`);
    } else {
      void message.success(
        `Съставени са ${requests.length} искания, по едно за всеки склад (${requests
          .map((request) => `№ ${request.number} – ${request.warehouseName}`)
          .join('; ')}). Приключете ги, за да се изпишат продуктите.`,
      );
    }
  };
  return (
    <Button onClick={() => void makeRequests()} loading={making.isLoading}>
      Искане за склада
    </Button>
  );
}

function FedTab({ id, rows, mayEdit }: { id: number; rows: CalculationAttendanceRow[]; mayEdit: boolean }) {
  const [edits, setEdits] = useState<Record<string, { children: string; staff: string }>>({});
  const [reason, setReason] = useState('');
  const [save, saving] = useEditCalculationAttendancesMutation();
  const { message } = App.useApp();
  const valueOf = (row: CalculationAttendanceRow, field: 'children' | 'staff') =>
    edits[rowKey(row)]?.[field] ?? String(row[field]);
  const change = (row: CalculationAttendanceRow, field: 'children' | 'staff', value: string) =>
    setEdits((current) => ({
      ...current,
      [rowKey(row)]: { children: valueOf(row, 'children'), staff: valueOf(row, 'staff'), [field]: value },
    }));
  const changed = rows.filter(
    (row) =>
      edits[rowKey(row)] && (valueOf(row, 'children') !== String(row.children) || valueOf(row, 'staff') !== String(row.staff)),
  );
  const submit = async (): Promise<void> => {
    const result = await save({
      id,
      body: {
        reason,
        rows: changed.map((row) => ({
          ageBand: row.ageBand,
          mealType: row.mealType,
          children: Number(valueOf(row, 'children') || 0),
          staff: Number(valueOf(row, 'staff') || 0),
        })),
      },
    });
    if (result.error) void message.error(errorMessage(result.error));
    else {
      void message.success('Броят на хранените е коригиран; продуктите са изчислени отново.');
      setEdits({});
      setReason('');
    }
  };
  const label = (row: CalculationAttendanceRow) => `${mealTypeLabels[row.mealType]}, ${menuAgeBandLabels[row.ageBand]}`;
  const columns: TableProps<CalculationAttendanceRow>['columns'] = [
    { title: 'Хранене', key: 'meal', render: (_v, row) => mealTypeLabels[row.mealType] },
    { title: 'Възрастова група', key: 'band', render: (_v, row) => menuAgeBandLabels[row.ageBand] },
    {
      title: 'Деца',
      key: 'children',
      render: (_v, row) =>
        mayEdit ? (
          <IntegerInput
            aria-label={`Деца — ${label(row)}`}
            value={valueOf(row, 'children')}
            onChange={(value) => change(row, 'children', value)}
            style={{ width: 80 }}
          />
        ) : (
          row.children
        ),
    },
    {
      title: 'Персонал',
      key: 'staff',
      render: (_v, row) =>
        mayEdit ? (
          <IntegerInput
            aria-label={`Персонал — ${label(row)}`}
            value={valueOf(row, 'staff')}
            onChange={(value) => change(row, 'staff', value)}
            style={{ width: 80 }}
          />
        ) : (
          row.staff
        ),
    },
    {
      title: 'Корекция',
      key: 'reason',
      responsive: ['md'],
      render: (_v, row) =>
        row.reason ? `${row.reason} (преброени: ${row.countedChildren} деца, ${row.countedStaff} персонал)` : '—',
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Table<CalculationAttendanceRow>
        rowKey={rowKey}
        expandable={{ childrenColumnName: 'nestedRows' }}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      {mayEdit && (
        <Flex gap={8} wrap>
          <Input
            aria-label="Причина за корекцията на хранените"
            placeholder="Причина за корекцията"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            style={{ flex: '1 1 240px' }}
            maxLength={500}
          />
          <Button
            type="primary"
            disabled={!changed.length || !reason.trim()}
            loading={saving.isLoading}
            onClick={() => void submit()}
          >
            Запази броя на хранените
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

interface AddedLine {
  mealType?: MealType;
  productId?: number;
  quantity: string;
}

function ProductsTab({ id, mayEdit }: { id: number; mayEdit: boolean }) {
  const products = useGetCalculationProductsQuery(id);
  const lookup = useGetProductLookupQuery(undefined, { skip: !mayEdit });
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<AddedLine>({ quantity: '' });
  const [note, setNote] = useState('');
  const [save, saving] = useEditCalculationProductsMutation();
  const { message } = App.useApp();
  if (!products.data) return <Spin description="Зареждане…" />;
  const data = products.data;
  const quantityOf = (line: CalculationProductLine) => quantities[lineKey(line)] ?? line.quantity;
  const changed = data.lines.filter((line) => {
    const typed = quantities[lineKey(line)];
    return typed !== undefined && DECIMAL.test(typed) && round(exact(typed), 6) !== round(exact(line.quantity), 6);
  });
  const addition = added.mealType && added.productId && added.quantity ? [added] : [];
  const valueOf = (line: CalculationProductLine) =>
    line.unitPrice === null || !DECIMAL.test(quantityOf(line)) ? null : lineValue(quantityOf(line), line.unitPrice);
  const total = sumOf(data.lines.flatMap((line) => (valueOf(line) === null ? [] : [valueOf(line)!])));

  const submit = async (): Promise<void> => {
    const result = await save({
      id,
      body: {
        changes: [
          ...changed.map((line) => ({ mealType: line.mealType, productId: line.productId, quantity: quantityOf(line), note })),
          ...addition.map((line) => ({ mealType: line.mealType!, productId: line.productId!, quantity: line.quantity, note })),
        ],
      },
    });
    if (result.error) void message.error(errorMessage(result.error));
    else {
      void message.success('Продуктите са коригирани.');
      setQuantities({});
      setAdded({ quantity: '' });
      setNote('');
    }
  };
  const columns: TableProps<CalculationProductLine>['columns'] = [
    { title: 'Хранене', key: 'meal', render: (_v, line) => mealTypeLabels[line.mealType] },
    { title: 'Продукт', key: 'product', render: (_v, line) => line.productName + (line.note ? ` (${line.note})` : '') },
    {
      title: 'Количество',
      key: 'quantity',
      render: (_v, line) =>
        mayEdit ? (
          <Flex gap={4} align="center">
            <DecimalInput
              aria-label={`Количество — ${line.productName}, ${mealTypeLabels[line.mealType]}`}
              precision={6}
              value={quantityOf(line)}
              onChange={(value) => setQuantities((current) => ({ ...current, [lineKey(line)]: value }))}
              style={{ width: 120 }}
            />
            {productUnitLabels[line.unit].toLowerCase()}
          </Flex>
        ) : (
          `${bgNumber(line.quantity, 3)} ${productUnitLabels[line.unit].toLowerCase()}`
        ),
    },
    {
      title: 'Изчислено',
      key: 'computed',
      responsive: ['md'],
      render: (_v, line) => (line.computedQuantity === null ? 'добавен' : bgNumber(line.computedQuantity, 3)),
    },
    {
      title: 'Ед. цена, €',
      key: 'price',
      align: 'right',
      render: (_v, line) =>
        line.unitPrice === null ? <Tag color="orange">{messages.noStock}</Tag> : bgNumber(line.unitPrice, 5),
    },
    { title: 'Стойност', key: 'value', align: 'right', render: (_v, line) => euro(valueOf(line)) },
  ];
  return (
    <Flex vertical gap={12}>
      <Table<CalculationProductLine>
        rowKey="id"
        columns={columns}
        dataSource={data.lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Typography.Text strong>Общо: {euro(total)}</Typography.Text>
      <Descriptions
        size="small"
        column={1}
        items={data.meals.map((meal) => ({
          key: String(meal.mealType),
          label: mealTypeLabels[meal.mealType],
          children: `${meal.portions} порции, ${euro(meal.value)}, на порция ${meal.costPerPortion === null ? '—' : `${bgNumber(meal.costPerPortion, 5)} €`}`,
        }))}
      />
      {mayEdit && (
        <Flex vertical gap={8}>
          <Typography.Text>Добавяне на продукт</Typography.Text>
          <Flex gap={8} wrap>
            <Select
              aria-label="Хранене на добавения продукт"
              placeholder="Хранене"
              value={added.mealType}
              options={data.meals.map((meal) => ({ value: meal.mealType, label: mealTypeLabels[meal.mealType] }))}
              onChange={(mealType: MealType) => setAdded((current) => ({ ...current, mealType }))}
              style={{ width: 200, maxWidth: '100%' }}
            />
            <Select
              aria-label="Добавен продукт"
              placeholder="Продукт"
              showSearch={{ optionFilterProp: 'label' }}
              value={added.productId}
              options={(lookup.data ?? []).map((row) => ({
                value: row.id,
                label: `${row.name} (${productUnitLabels[row.unit].toLowerCase()})`,
              }))}
              onChange={(productId: number) => setAdded((current) => ({ ...current, productId }))}
              style={{ width: 260, maxWidth: '100%' }}
            />
            <DecimalInput
              aria-label="Количество на добавения продукт"
              precision={6}
              value={added.quantity}
              onChange={(quantity) => setAdded((current) => ({ ...current, quantity }))}
              style={{ width: 120 }}
            />
          </Flex>
          <Flex gap={8} wrap>
            <Input
              aria-label="Бележка за корекцията на продуктите"
              placeholder="Бележка (задължителна)"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={500}
              style={{ flex: '1 1 240px' }}
            />
            <Button
              type="primary"
              disabled={(!changed.length && !addition.length) || !note.trim()}
              loading={saving.isLoading}
              onClick={() => void submit()}
            >
              Запази продуктите
            </Button>
          </Flex>
          <Typography.Text type="secondary">Количество 0 изважда продукта от калкулацията.</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}

function PortionBookTab({
  calculationId,
  book,
  mayEdit,
}: {
  calculationId: number;
  book: { id: number; number: number; isLast: boolean } | null;
  mayEdit: boolean;
}) {
  const access = useGetUserDataQuery().data?.access ?? [];
  const details = useGetPortionBookQuery(book?.id ?? 0, { skip: !book });
  const [create, creation] = useCreatePortionBookMutation();
  const [remove, removal] = useDeletePortionBookMutation();
  const { message } = App.useApp();
  if (!book) {
    return mayEdit && allows(access, Resource.MealCalculations, 'create') ? (
      <Button
        type="primary"
        loading={creation.isLoading}
        onClick={async () => {
          const result = await create({ calculationId });
          if (result.error) void message.error(errorMessage(result.error));
          else void message.success('Порционната книга е създадена.');
        }}
      >
        Създай порционна книга
      </Button>
    ) : (
      <Typography.Text>Няма порционна книга за този ден.</Typography.Text>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>{`Порционна книга № ${book.number}`}</Typography.Title>
        <DownloadButton path={routePath(portionBooksRoutes.receipt, { query: { id: book.id } })}>
          PDF на порционната книга
        </DownloadButton>
        {book.isLast && mayEdit && allows(access, Resource.MealCalculations, 'delete') && (
          <Popconfirm
            title="Изтриване на порционната книга"
            description="Номерът ѝ ще бъде освободен."
            okText="Изтрий"
            cancelText="Отказ"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              const result = await remove({ id: book.id, calculationId });
              if (result.error) void message.error(errorMessage(result.error));
              else void message.success('Порционната книга е изтрита.');
            }}
          >
            <Button danger loading={removal.isLoading}>
              Изтрий порционната книга
            </Button>
          </Popconfirm>
        )}
      </Flex>
      {!details.data ? (
        <Spin description="Зареждане…" />
      ) : (
        details.data.meals.flatMap((meal) =>
          meal.dishes.map((dish) => (
            <Card
              key={`${meal.mealType}:${dish.recipeId}`}
              size="small"
              title={`${mealTypeLabels[meal.mealType]} — ${dish.recipeName}`}
            >
              <Typography.Paragraph>
                {dish.bands.map((band) => `${menuAgeBandLabels[band.ageBand]}: ${band.portions} порции`).join('; ')}
              </Typography.Paragraph>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {dish.products.map((product) => (
                  <li key={product.productId}>
                    {`${product.productName}: ${bgNumber(product.total, 3)} ${productUnitLabels[product.unit].toLowerCase()}`}
                  </li>
                ))}
              </ul>
            </Card>
          )),
        )
      )}
    </Flex>
  );
}
