import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A deactivated account, as a service that keeps user data learnt it from `user.deactivated`. */
@Entity({ name: 'closed_accounts' })
export class ClosedAccount {
  @PrimaryColumn({ type: 'uuid', name: 'user_id' })
  userId!: string;

  @Column({ type: 'timestamptz', name: 'closed_at', default: () => 'now()' })
  closedAt!: Date;
}
