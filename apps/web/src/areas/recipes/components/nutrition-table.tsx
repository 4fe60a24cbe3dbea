import { menuAgeBandLabels, nutrientFields, type RecipeNutrition } from '@kg/contracts';
import { shortBandLabels } from './age-bands';
import { Alert, Flex, Typography } from 'antd';
import { AllergenNumbers } from './allergen-numbers';
import { ResponsiveTable } from '../../../shared/list';

const decimal = (value: string | null): string => (value === null ? 'няма данни' : value.replace('.', ','));

/**
 * The nutrition of one portion per age band (Σ net grams × value per 100 g / 100, computed by the API from the
 * products), the allergens with their menu numbers, and what keeps the figures incomplete.
 */
export function NutritionTable({ nutrition }: { nutrition: RecipeNutrition }) {
  const rows = [
    { key: 'net', label: 'Нето на порция', unit: 'г', values: nutrition.bands.map((band) => band.netGrams) },
    {
      key: 'yield',
      label: 'Изход на порция (след топлинна обработка)',
      unit: 'г',
      values: nutrition.bands.map((band) => band.yieldGrams),
    },
    ...nutrientFields.map((field) => ({
      key: field.key,
      label: field.label,
      unit: field.unit === 'g' ? 'г' : field.unit === 'mg' ? 'мг' : field.unit,
      values: nutrition.bands.map((band) => band.nutrients[field.key]),
    })),
  ];
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        Хранителна стойност на порция
      </Typography.Title>
      {!nutrition.complete && (
        <Alert
          type="warning"
          showIcon
          title="Хранителните стойности са непълни"
          description={nutrition.missing.map((product) => product.name).join(', ')}
        />
      )}
      {nutrition.unsourced.length > 0 && (
        <Alert
          type="info"
          showIcon
          title="Продукти без посочен източник на хранителните стойности"
          description={nutrition.unsourced.map((product) => product.name).join(', ')}
        />
      )}
      <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <ResponsiveTable
          matrix
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={rows}
          columns={[
            { title: 'Показател', key: 'label', render: (_v, row) => `${row.label}, ${row.unit}` },
            ...nutrition.bands.map((band, index) => ({
              title: <span title={menuAgeBandLabels[band.ageBand]}>{shortBandLabels[band.ageBand]}</span>,
              key: `band-${band.ageBand}`,
              align: 'right' as const,
              render: (_v: unknown, row: (typeof rows)[number]) => decimal(row.values[index] ?? null),
            })),
          ]}
        />
      </div>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        Алергени
      </Typography.Title>
      <AllergenNumbers allergens={nutrition.allergens} named />
    </Flex>
  );
}
