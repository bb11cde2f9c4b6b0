import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Why someone left (spec: reason and details are stored). */
@Entity({ name: 'deactivations' })
export class Deactivation {
  @PrimaryColumn({ type: 'uuid', name: 'user_id' })
  userId!: string;

  @Column({ type: 'text' })
  reason!: string;

  @Column({ type: 'text' })
  details!: string;

  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
