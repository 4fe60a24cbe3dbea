import { type Allergen, allergenLabels, enumOptions } from '@kg/contracts';
import { Flex, Tag, Typography } from 'antd';

/** The allergens as their menu numbers (Regulation (EU) 1169/2011 Annex II), each with its name for a screen reader. */
export function AllergenNumbers({ allergens, named = false }: { allergens: readonly Allergen[]; named?: boolean }) {
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
          {named ? `${allergen}. ${allergenLabels[allergen]}` : allergen}
        </Tag>
      ))}
    </Flex>
  );
}

/** The 14 allergens as a filter offers them: „1. Зърнени култури, съдържащи глутен“, … */
export const allergenOptions = enumOptions(allergenLabels).map((option) => ({
  value: option.value,
  label: `${option.value}. ${option.label}`,
}));
