import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A school year of one kindergarten (KindergartenPeriods). Dates are calendar days, kept as 'YYYY-MM-DD'. */
@Entity('kindergarten_periods')
export class KindergartenPeriodEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'kindergarten_id', type: 'integer' })
  kindergartenId!: number;

  @Column({ type: 'varchar', length: 20 })
  name!: string;

  @Column({ name: 'from_date', type: 'date' })
  fromDate!: string;

  @Column({ name: 'to_date', type: 'date' })
  toDate!: string;

  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive!: boolean;
}
