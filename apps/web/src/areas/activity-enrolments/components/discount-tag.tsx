import type { ActivityEnrolment } from '@kg/contracts';
import { Tag } from 'antd';
import { percentText } from './enrolment-texts';

/** An enrolment's discount (преференция) as a tag: „Втори брат/сестра 10,00 %“; nothing without one. */
export function DiscountTag({ enrolment }: { enrolment: Pick<ActivityEnrolment, 'discountName' | 'discountPercent'> }) {
  if (!enrolment.discountName) return null;
  return (
    <Tag color="blue">
      {enrolment.discountName} {percentText(enrolment.discountPercent)}
    </Tag>
  );
}
