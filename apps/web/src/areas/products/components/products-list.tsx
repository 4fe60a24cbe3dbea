import { ProductOrigin, productOriginLabels, type ProductRow, productUnitLabels } from '@kg/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import {
  ListPage,
  pageQueryOf,
  type ResponsiveColumns,
  SearchFilter,
  SelectFilter,
  sortOrderOf,
  TitleCell,
  useUrlListState,
} from '../../../shared/list';
import { allergenOptions, AllergenNumbers } from '../../recipes/components/allergen-numbers';
import { useGetProductCategoriesQuery, useGetProductsQuery } from '../api';
import { categoryOptions } from './product-form';

const sortable = ['name', 'category'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const originOptions = [ProductOrigin.Own, ProductOrigin.Catalogue].map((value) => ({ value, label: productOriginLabels[value] }));

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
    withOrigin ? (
      <Tag key="origin" color={row.own ? 'blue' : 'default'}>
        {row.own ? 'Собствен' : 'От каталога'}
      </Tag>
    ) : null;
  const sourceTag = (row: ProductRow) =>
    row.unsourced ? (
      <Tag key="source" color="orange">
        Без източник
      </Tag>
    ) : null;

  const columns: ResponsiveColumns<ProductRow> = [
    {
      title: 'Продукт',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'name'),
      mobile: 'title',
      render: (_value, row) => (
        <TitleCell to={`${base}/${row.id}`} tags={withOrigin || row.unsourced ? [originTag(row), sourceTag(row)] : undefined}>
          {row.name}
        </TitleCell>
      ),
    },
    { title: 'Категория', key: 'category', dataIndex: 'categoryName', sorter: true, sortOrder: sortOrderOf(paging, 'category') },
    { title: 'Мерна единица', key: 'unit', responsive: ['md'], render: (_value, row) => productUnitLabels[row.unit] },
    { title: 'Алергени', key: 'allergens', render: (_value, row) => <AllergenNumbers allergens={row.allergens} /> },
    {
      title: 'Енергия, kcal/100 г',
      key: 'energy',
      responsive: ['lg'],
      mobile: 'hidden',
      render: (_value, row) => row.energyKcal ?? '—',
    },
    ...(rowActions ? [{ title: 'Действия', key: 'actions', render: (_v: unknown, row: ProductRow) => rowActions(row) }] : []),
  ];

  return (
    <ListPage<ProductRow, SortColumn>
      title={title}
      actions={actions}
      filters={
        <>
          <SearchFilter label="Търсене по наименование" value={search} onSearch={(value) => update({ search: value })} />
          <SelectFilter
            label="Категория"
            searchable
            value={categoryId}
            options={categoryOptions(categories.data ?? [])}
            onChange={(value) => update({ category: value })}
            width={260}
          />
          <SelectFilter
            label="Алерген"
            placeholder="Съдържа алерген"
            value={allergen}
            options={allergenOptions}
            onChange={(value) => update({ allergen: value })}
            width={260}
          />
          {withOrigin && (
            <SelectFilter
              label="Произход"
              placeholder="Собствени и от каталога"
              value={origin}
              options={originOptions}
              onChange={(value) => update({ origin: value })}
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
