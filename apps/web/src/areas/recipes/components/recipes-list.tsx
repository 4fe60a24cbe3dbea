import {
  enumOptions,
  mealTypeLabels,
  menuAgeBandLabels,
  recipeCategoryLabels,
  RecipeOrigin,
  recipeOriginLabels,
  type RecipeRow,
} from '@kg/contracts';
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
import { useGetRecipeBooksQuery, useGetRecipesQuery } from '../api';
import { allergenOptions, AllergenNumbers } from './allergen-numbers';

const sortable = ['name', 'book'] as const;
type SortColumn = (typeof sortable)[number];
const PAGE_SIZE = 20;
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

  const tags = (row: RecipeRow) => [
    withOrigin && (
      <Tag key="origin" color={row.own ? 'blue' : 'default'}>
        {row.own ? 'Собствена' : 'Обща'}
      </Tag>
    ),
    <NutritionTag key="nutrition" row={row} />,
  ];
  const meals = (row: RecipeRow) => row.mealTypes.map((meal) => mealTypeLabels[meal]).join(', ') || '—';

  const columns: ResponsiveColumns<RecipeRow> = [
    {
      title: 'Рецепта',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(paging, 'name'),
      mobile: 'title',
      render: (_value, row) => (
        <TitleCell to={`${base}/${row.id}`} tags={withOrigin || !row.nutritionComplete ? tags(row) : undefined}>
          {row.name}
        </TitleCell>
      ),
    },
    { title: 'Вид', key: 'category', responsive: ['md'], render: (_value, row) => recipeCategoryLabels[row.category] },
    { title: 'Книга', key: 'book', dataIndex: 'bookName', sorter: true, sortOrder: sortOrderOf(paging, 'book') },
    { title: 'Хранене', key: 'meals', responsive: ['lg'], render: (_value, row) => meals(row) },
    {
      title: 'Възрастови групи',
      key: 'bands',
      responsive: ['lg'],
      mobile: 'hidden',
      render: (_value, row) => row.ageBands.map((band) => menuAgeBandLabels[band]).join('; '),
    },
    { title: 'Алергени', key: 'allergens', render: (_value, row) => <AllergenNumbers allergens={row.allergens} /> },
    ...(rowActions ? [{ title: 'Действия', key: 'actions', render: (_v: unknown, row: RecipeRow) => rowActions(row) }] : []),
  ];

  const select = <V extends string | number>(
    label: string,
    placeholder: string,
    value: V | undefined,
    options: { value: V; label: string }[],
    key: string,
    width = 220,
  ) => (
    <SelectFilter<V>
      label={label}
      placeholder={placeholder}
      value={value}
      options={options}
      onChange={(next) => update({ [key]: next })}
      width={width}
    />
  );

  return (
    <ListPage<RecipeRow, SortColumn>
      title={title}
      actions={actions}
      filters={
        <>
          <SearchFilter label="Търсене по наименование" value={search} onSearch={(value) => update({ search: value })} />
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
