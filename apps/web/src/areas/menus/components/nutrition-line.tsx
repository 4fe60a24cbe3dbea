import type { Nutrients } from '@kg/contracts';
import { Typography } from 'antd';

const decimal = (value: string | null | undefined, places = 1): string => {
  if (value === null || value === undefined) return 'няма данни';
  const [whole = '0', fraction = ''] = value.split('.');
  return places === 0 ? whole : `${whole},${fraction.padEnd(places, '0').slice(0, places)}`;
};

/**
 * Energy and the macronutrients of a day or the week's average per portion, as the API computed them (exact decimals,
 * shown to one place: the comparison with the norms is another report). "няма данни" where a recipe lacks the value.
 */
export function NutritionLine({ nutrients, label }: { nutrients: Nutrients | null; label: string }) {
  if (!nutrients) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {label}: {decimal(nutrients.energyKcal, 0)} kcal · белтъчини {decimal(nutrients.protein)} г · мазнини{' '}
      {decimal(nutrients.fat)} г · въглехидрати {decimal(nutrients.carbohydrate)} г
    </Typography.Text>
  );
}
