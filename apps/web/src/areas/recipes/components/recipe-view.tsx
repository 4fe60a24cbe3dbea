import { mealTypeLabels, menuAgeBandLabels, productUnitLabels, recipeCategoryLabels, type RecipeDetails } from '@kg/contracts';
import { Card, Descriptions, Divider, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../shared/ui/page-title';
import { shortBandLabels } from './age-bands';
import { AllergenNumbers } from './allergen-numbers';
import { NutritionTable } from './nutrition-table';
import { ResponsiveTable } from '../../../shared/list';

const decimal = (value: string): string => value.replace('.', ',');

/** A recipe the reader may not change (a shared one in a kindergarten): its data, ingredients and nutrition. */
export function RecipeView({ record, actions }: { record: RecipeDetails; actions?: ReactNode }) {
  return (
    <Card style={{ maxWidth: 960 }} styles={{ title: { whiteSpace: 'normal' } }} title={<PageTitle>{record.name}</PageTitle>}>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Tag color={record.own ? 'blue' : 'default'}>{record.own ? 'Собствена' : 'Обща'}</Tag>
        {actions}
      </Flex>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'book', label: 'Книга с рецепти', children: record.bookName },
          { key: 'category', label: 'Вид на ястието', children: recipeCategoryLabels[record.category] },
          {
            key: 'meals',
            label: 'Подходяща за',
            children: record.mealTypes.map((meal) => mealTypeLabels[meal]).join(', ') || '—',
          },
          {
            key: 'bands',
            label: 'Възрастови групи',
            children: record.ageBands.map((band) => menuAgeBandLabels[band]).join('; '),
          },
        ]}
      />
      <Divider />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Съставки на една порция
      </Typography.Title>
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <ResponsiveTable
          size="small"
          pagination={false}
          rowKey="productId"
          dataSource={record.ingredients}
          columns={[
            {
              title: 'Продукт',
              key: 'product',
              render: (_v, row) => (
                <Flex vertical gap={2}>
                  <span>{row.productName}</span>
                  <Typography.Text type="secondary">{productUnitLabels[row.unit]}</Typography.Text>
                  {row.allergens.length > 0 && <AllergenNumbers allergens={row.allergens} />}
                </Flex>
              ),
            },
            ...record.ageBands.map((band) => ({
              title: `Бруто / нето, ${shortBandLabels[band]}`,
              key: `band-${band}`,
              render: (_v: unknown, row: RecipeDetails['ingredients'][number]) => {
                const quantity = row.quantities.find((item) => item.ageBand === band);
                return quantity ? `${decimal(quantity.gross)} / ${decimal(quantity.net)}` : '—';
              },
            })),
          ]}
        />
      </div>
      {record.technology && (
        <>
          <Divider />
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            Технология на приготвяне
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{record.technology}</Typography.Paragraph>
        </>
      )}
      <Divider />
      <NutritionTable nutrition={record.nutrition} />
    </Card>
  );
}
