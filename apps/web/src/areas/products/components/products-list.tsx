import {
  type Allergen,
  allergenLabels,
  enumOptions,
  ProductOrigin,
  productOriginLabels,
  type ProductRow,
  productUnitLabels,
} from '@kg/contracts';
import { Flex, Input, Select, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetProductCategoriesQuery, useGetProductsQuery } from '../api';
import { categoryOptions } from './product-form';

const sortable = ['name', 'category'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const allergenFilterOptions = enumOptions(allergenLabels).map((o) => ({ value: o.value, label: `${o.value}. ${o.label}` }));
const originOptions = [ProductOrigin.Own, ProductOrigin.Catalogue].map((value) => ({ value, label: productOriginLabels[value] }));

/** The allergens as their menu numbers, each with its name for a screen reader and on hover. */
export function AllergenNumbers({ allergens }: { allergens: readonly Allergen[] }) {
  if (allergens.length === 0) return <Typography.Text type="secondary">Без алергени</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {allergens.map((allergen) => (
        <Tag
          key={allergen}
          color="volcano"
          title={allergenLabels[allergen]}
          aria-label={`${allergen}. ${allergenLabels[allergen]}`}
        >
          {allergen}
        </Tag>
      ))}
    </Flex>
  );
}

export interface ProductsListProps {
  title: string;
  /** Where a product's page is: `${base}/${id}`. */
  base: string;
  /** The kindergarten's list offers the own/catalogue filter; the master's shows the catalogue only. */
  withOrigin: boolean;
  actions?: ReactNode;
  /** An extra column's cell (delete, …). */
  rowActions?: (row: ProductRow) => ReactNode;
}

/**
 * A products list, paged on the server with its filters in the URL: search by name, category (with its subcategories),
 * allergen, own or catalogue. On a phone each product is a card.
 */
export function ProductsList({ title, base, withOrigin, actions, rowActions }: ProductsListProps) {
  const { params, paging, update } = useUrlListState(sortable);
  const search = params.get('search') ?? '';
  const categoryId = Number(params.get('category')) || undefined;
  const allergen = Number(params.get('allergen')) || undefined;
  const origin = withOrigin ? ((params.get('origin') as ProductOrigin | null) ?? undefined) : undefined;
  const categories = useGetProductCategoriesQuery();
  const list = useGetProductsQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(search ? { search } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(allergen ? { allergen } : {}),
    ...(origin ? { origin } : {}),
  });

  const originTag = (row: ProductRow) =>
    withOrigin ? <Tag color={row.own ? 'blue' : 'default'}>{row.own ? 'Собствен' : 'От каталога'}</Tag> : null;
  const sourceTag = (row: ProductRow) => (row.unsourced ? <Tag color="orange">Без източник</Tag> : null);

  const columns: TableProps<ProductRow>['columns'] = [
    {
      title: 'Продукт',
      key: 'card',
      responsive: ['xs'],
      render: (_value, row) => (
        <Flex vertical gap={4} style={{ whiteSpace: 'normal', maxWidth: 'calc(100vw - 96px)' }}>
          <Link to={`${base}/${row.id}`} style={{ fontWeight: 600 }}>
            {row.name}
          </Link>
          <Typography.Text type="secondary">
            {row.categoryName} · {productUnitLabels[row.unit]}
          </Typography.Text>
          <Flex gap={4} wrap>
            {originTag(row)}
            {sourceTag(row)}
          </Flex>
          <AllergenNumbers allergens={row.allergens} />
          {rowActions?.(row)}
        </Flex>
      ),
    },
    {
      title: 'Продукт',
      key: 'name',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'name'),
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Link to={`${base}/${row.id}`}>{row.name}</Link>
          <Flex gap={4} wrap>
            {originTag(row)}
            {sourceTag(row)}
          </Flex>
        </Flex>
      ),
    },
    {
      title: 'Категория',
      key: 'category',
      dataIndex: 'categoryName',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'category'),
    },
    { title: 'Мерна единица', key: 'unit', responsive: ['md'], render: (_value, row) => productUnitLabels[row.unit] },
    {
      title: 'Алергени',
      key: 'allergens',
      responsive: ['sm'],
      render: (_value, row) => <AllergenNumbers allergens={row.allergens} />,
    },
    {
      title: 'Енергия, kcal/100 г',
      key: 'energy',
      responsive: ['lg'],
      render: (_value, row) => row.energyKcal ?? '—',
    },
    ...(rowActions
      ? [
          {
            title: 'Действия',
            key: 'actions',
            responsive: ['sm' as const],
            render: (_v: unknown, row: ProductRow) => rowActions(row),
          },
        ]
      : []),
  ];

  return (
    <ListPage<ProductRow, SortColumn>
      title={title}
      actions={actions}
      filters={
        <>
          <Input.Search
            aria-label="Търсене по наименование"
            placeholder="Търсене по наименование"
            allowClear
            defaultValue={search}
            onSearch={(value) => update({ search: value.trim() })}
            style={{ width: 260, maxWidth: '100%' }}
          />
          <Select
            aria-label="Категория"
            placeholder="Категория"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={categoryId}
            options={categoryOptions(categories.data ?? [])}
            onChange={(value?: number) => update({ category: value })}
            style={{ width: 260, maxWidth: '100%' }}
          />
          <Select
            aria-label="Алерген"
            placeholder="Съдържа алерген"
            allowClear
            value={allergen}
            options={allergenFilterOptions}
            onChange={(value?: number) => update({ allergen: value })}
            style={{ width: 260, maxWidth: '100%' }}
          />
          {withOrigin && (
            <Select
              aria-label="Произход"
              placeholder="Собствени и от каталога"
              allowClear
              value={origin}
              options={originOptions}
              onChange={(value?: ProductOrigin) => update({ origin: value })}
              style={{ width: 220, maxWidth: '100%' }}
            />
          )}
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма продукти по избраните критерии."
    />
  );
}
