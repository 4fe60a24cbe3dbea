import { BmiClass } from '@kg/contracts';
import { Tag, Typography } from 'antd';

const colours: Record<BmiClass, string> = {
  [BmiClass.SevereThinness]: 'red',
  [BmiClass.Thinness]: 'orange',
  [BmiClass.Normal]: 'green',
  [BmiClass.RiskOfOverweight]: 'gold',
  [BmiClass.Overweight]: 'orange',
  [BmiClass.Obesity]: 'red',
};

/** The WHO BMI-for-age class as a coloured tag, with the z-score in its title; a dash past the tables. */
export function BmiTag({ bmiClass, label, zScore }: { bmiClass: BmiClass | null; label: string | null; zScore: string | null }) {
  if (bmiClass === null || label === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Tag color={colours[bmiClass]} title={zScore === null ? undefined : `z = ${zScore.replace('.', ',')}`}>
      {label}
    </Tag>
  );
}
