import { compareWithNorm, type MenuDetails, normNutrients, type NutritionNorm } from '@kg/contracts';
import { Card, Flex, Typography } from 'antd';
import { formatDate } from '../../../shared/dates/dates';
import { amount, NormVerdict, percentText } from '../../meal-calculations/components/norm-parts';
import { useGetNutritionNormsQuery } from '../../meal-calculations/nutrition-norms-api';

/** The norm of the band in force on a day: the one with the latest date of entry into force up to it. */
function normOn(norms: readonly NutritionNorm[], menu: MenuDetails, date: string): NutritionNorm | undefined {
  return norms
    .filter((norm) => norm.ageBand === menu.ageBand && norm.effectiveFrom <= date)
    .reduce<NutritionNorm | undefined>(
      (latest, norm) => (!latest || norm.effectiveFrom > latest.effectiveFrom ? norm : latest),
      undefined,
    );
}

/**
 * The planned week against the nutrition norms (docs/menus.md "Nutrition"; the norms: docs/meal-calculations.md
 * "Nutrition norms"): per nutrient the average of the working days with dishes, the norm in force on those days for the
 * band, the per cent of it and the verdict — what the nurse and the storekeeper check before the director approves.
 * The ten-day report compares what was actually issued.
 */
export function MenuNormComparison({ menu }: { menu: MenuDetails }) {
  const list = useGetNutritionNormsQuery().data?.norms;
  const days = menu.days.filter((day) => !day.dayOff && day.nutrients);
  if (!list || days.length === 0) return null;
  const applied = [...new Map(days.flatMap((day) => normOn(list, menu, day.date) ?? []).map((n) => [n.id, n])).values()];
  const rows = normNutrients.map((nutrient) => ({
    ...nutrient,
    ...compareWithNorm(
      days.map((day) => ({
        value: day.nutrients![nutrient.key],
        norm: normOn(list, menu, day.date)?.[nutrient.key] ?? null,
      })),
    ),
  }));
  return (
    <Card size="small" title="Спрямо нормите за храненето">
      <Flex vertical gap={6}>
        {rows.map((row) => (
          <Flex key={row.key} gap={8} wrap align="center">
            <Typography.Text>
              {row.label}: средно {amount(row.average, row.unit)}
              {row.norm !== null && `, норма ${amount(row.norm, row.unit)} (${percentText(row.percentOfNorm)} от нормата)`}
            </Typography.Text>
            <NormVerdict indicator={row} />
          </Flex>
        ))}
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {applied.length
            ? `Норми: ${applied.map((norm) => `${norm.citation} (в сила от ${formatDate(norm.effectiveFrom)})`).join('; ')}.`
            : 'За тази възрастова група няма въведена норма: главният администратор я въвежда от наредбата.'}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
