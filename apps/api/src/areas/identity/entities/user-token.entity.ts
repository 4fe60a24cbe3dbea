import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a one-time token sent by e-mail lets its holder do. */
export enum TokenPurpose {
  PasswordRecovery = 1,
  TeacherActivation = 2,
  ParentActivation = 3,
  AdminActivation = 4,
  Unsubscribe = 5,
}

@Entity('user_tokens')
export class UserTokenEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ type: 'smallint' })
  purpose!: TokenPurpose;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'kindergarten_id', type: 'integer', nullable: true })
  kindergartenId!: number | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
