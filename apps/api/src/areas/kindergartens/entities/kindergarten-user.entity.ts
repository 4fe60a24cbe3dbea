import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@kg/contracts';

/** A user's membership of a kindergarten, with the role they have there and their chosen school year. */
@Entity('kindergarten_users')
export class KindergartenUserEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'kindergarten_id', type: 'integer' })
  kindergartenId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'smallint' })
  role!: Role;

  @Column({ name: 'selected_period_id', type: 'integer', nullable: true })
  selectedPeriodId!: number | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;
}
