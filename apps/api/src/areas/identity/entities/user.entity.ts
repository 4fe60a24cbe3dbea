import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role, UserType } from '@kg/contracts';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone!: string | null;

  @Column({ name: 'identification_number', type: 'varchar', length: 20, nullable: true })
  identificationNumber!: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 200, nullable: true, select: false })
  passwordHash!: string | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ name: 'middle_name', type: 'varchar', length: 100, nullable: true })
  middleName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName!: string;

  @Column({ name: 'user_type', type: 'smallint' })
  userType!: UserType;

  @Column({ name: 'national_role', type: 'smallint', nullable: true })
  nationalRole!: Role | null;

  @Column({ name: 'municipality_id', type: 'integer', nullable: true })
  municipalityId!: number | null;

  @Column({ name: 'is_active', type: 'boolean', default: false })
  isActive!: boolean;

  @Column({ name: 'subscription_flags', type: 'smallint', default: 15 })
  subscriptionFlags!: number;

  @Column({ name: 'selected_kindergarten_id', type: 'integer', nullable: true })
  selectedKindergartenId!: number | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
