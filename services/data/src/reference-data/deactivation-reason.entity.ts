import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'deactivation_reasons' })
export class DeactivationReasonEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'text' })
  reason!: string;
}
