import {
  allergenLabels,
  enumOptions,
  mealTypeLabels,
  menuAgeBandLabels,
  recipeCategoryLabels,
  RecipeOrigin,
  recipeOriginLabels,
  type RecipeRow,
} from '@kg/contracts';
import { Flex, Input, Select, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPage, pageQueryOf, sortOrderOf, useUrlListState } from '../../../shared/list';
import { useGetRecipeBooksQuery, useGetRecipesQuery } from '../api';
import { AllergenNumbers } from './allergen-numbers';

const sortable = ['name', 'book'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
const allergenOptions = enumOptions(allergenLabels).map((o) => ({ value: o.value, label: `${o.value}. ${o.label}` }));
const mealTypeOptions = enumOptions(mealTypeLabels);
const categoryOptions = enumOptions(recipeCategoryLabels);
const originOptions = [RecipeOrigin.Own, RecipeOrigin.Shared].map((value) => ({ value, label: recipeOriginLabels[value] }));

export interface RecipesListProps {
  title: string;
  /** Where a recipe's page is: `${base}/${id}`. */
  base: string;
  /** The kindergarten's list offers the own/shared filter; the master's shows the shared recipes only. */
  withOrigin: boolean;
  actions?: ReactNode;
  rowActions?: (row: RecipeRow) => ReactNode;
}

const NutritionTag = ({ row }: { row: RecipeRow }) =>
  row.nutritionComplete ? null : <Tag color="orange">Непълни хранителни стойности</Tag>;

/**
 * A recipes list, paged on the server with its filters in the URL: search by name, book, category, meal, an allergen
 * it contains or one it must be free of, own or shared. On a phone each recipe is a card.
 */
export function RecipesList({ title, base, withOrigin, actions, rowActions }: RecipesListProps) {
  const { params, paging, update } = useUrlListState(sortable);
  const search = params.get('search') ?? '';
  const number = (key: string) => Number(params.get(key)) || undefined;
  const bookId = number('book');
  const category = number('category');
  const mealType = number('meal');
  const allergen = number('allergen');
  const freeOf = number('freeOf');
  const origin = withOrigin ? ((params.get('origin') as RecipeOrigin | null) ?? undefined) : undefined;
  const books = useGetRecipeBooksQuery();
  const list = useGetRecipesQuery({
    ...pageQueryOf(paging, PAGE_SIZE),
    ...(search ? { search } : {}),
    ...(bookId ? { bookId } : {}),
    ...(category ? { category } : {}),
    ...(mealType ? { mealType } : {}),
    ...(allergen ? { allergen } : {}),
    ...(freeOf ? { freeOf } : {}),
    ...(origin ? { origin } : {}),
  });

  const tags = (row: RecipeRow) => (
    <Flex gap={4} wrap>
      {withOrigin && <Tag color={row.own ? 'blue' : 'default'}>{row.own ? 'Собствена' : 'Обща'}</Tag>}
      <NutritionTag row={row} />
    </Flex>
  );
  const meals = (row: RecipeRow) => row.mealTypes.map((meal) => mealTypeLabels[meal]).join(', ') || '—';

  const columns: TableProps<RecipeRow>['columns'] = [
    {
      title: 'Рецепта',
      key: 'card',
      responsive: ['xs'],
      render: (_value, row) => (
        <Flex vertical gap={4} style={{ whiteSpace: 'normal', maxWidth: 'calc(100vw - 96px)' }}>
          <Link to={`${base}/${row.id}`} style={{ fontWeight: 600 }}>
            {row.name}
          </Link>
          <Typography.Text type="secondary">
            {recipeCategoryLabels[row.category]} · {row.bookName}
          </Typography.Text>
          <Typography.Text type="secondary">{meals(row)}</Typography.Text>
          {tags(row)}
          <AllergenNumbers allergens={row.allergens} />
          {rowActions?.(row)}
        </Flex>
      ),
    },
    {
      title: 'Рецепта',
      key: 'name',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'name'),
      render: (_value, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Link to={`${base}/${row.id}`}>{row.name}</Link>
          {tags(row)}
        </Flex>
      ),
    },
    { title: 'Вид', key: 'category', responsive: ['md'], render: (_value, row) => recipeCategoryLabels[row.category] },
    {
      title: 'Книга',
      key: 'book',
      dataIndex: 'bookName',
      responsive: ['sm'],
      sorter: true,
      sortOrder: sortOrderOf(paging, 'book'),
    },
    { title: 'Хранене', key: 'meals', responsive: ['lg'], render: (_value, row) => meals(row) },
    {
      title: 'Възрастови групи',
      key: 'bands',
      responsive: ['lg'],
      render: (_value, row) => row.ageBands.map((band) => menuAgeBandLabels[band]).join('; '),
    },
    {
      title: 'Алергени',
      key: 'allergens',
      responsive: ['sm'],
      render: (_value, row) => <AllergenNumbers allergens={row.allergens} />,
    },
    ...(rowActions
      ? [
          {
            title: 'Действия',
            key: 'actions',
            responsive: ['sm' as const],
            render: (_v: unknown, row: RecipeRow) => rowActions(row),
          },
        ]
      : []),
  ];

  const select = (
    label: string,
    placeholder: string,
    value: string | number | undefined,
    options: { value: string | number; label: string }[],
    key: string,
    width = 220,
  ) => (
    <Select
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={value}
      options={options}
      onChange={(next?: string | number) => update({ [key]: next })}
      style={{ width, maxWidth: '100%' }}
    />
  );

  return (
    <ListPage<RecipeRow, SortColumn>
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
          {select(
            'Книга с рецепти',
            'Всички книги',
            bookId,
            (books.data ?? []).map((book) => ({ value: book.id, label: book.name })),
            'book',
            260,
          )}
          {select('Вид на ястието', 'Всички видове', category, categoryOptions, 'category')}
          {select('Хранене', 'Всички хранения', mealType, mealTypeOptions, 'meal')}
          {select('Съдържа алерген', 'Съдържа алерген', allergen, allergenOptions, 'allergen', 260)}
          {select('Без алерген', 'Без алерген', freeOf, allergenOptions, 'freeOf', 260)}
          {withOrigin && select('Произход', 'Собствени и общи', origin, originOptions, 'origin')}
        </>
      }
      list={list}
      columns={columns}
      paging={paging}
      pageSize={PAGE_SIZE}
      onChange={(changes) => update(changes, false)}
      emptyText="Няма рецепти по избраните критерии."
    />
  );
}
