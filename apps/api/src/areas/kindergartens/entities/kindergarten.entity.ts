import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { KindergartenType } from '@kg/contracts';

@Entity('kindergartens')
export class KindergartenEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 300 })
  name!: string;

  @Column({ type: 'smallint' })
  type!: KindergartenType;

  @Column({ name: 'institution_code', type: 'varchar', length: 20, nullable: true })
  institutionCode!: string | null;

  @Column({ name: 'settlement_id', type: 'integer' })
  settlementId!: number;

  @Column({ type: 'varchar', length: 300, default: '' })
  address!: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  email!: string | null;

  @Column({ name: 'mother_kindergarten_id', type: 'integer', nullable: true })
  motherKindergartenId!: number | null;

  @Column({ name: 'automatic_excuse_with_medical_note', type: 'boolean', default: false })
  automaticExcuseWithMedicalNote!: boolean;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive!: boolean;
}
