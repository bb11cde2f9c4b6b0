import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A message from the public contact form; also mailed to support. */
@Entity({ name: 'contact_messages' })
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Set when the sender was signed in. */
  @Column({ type: 'uuid', name: 'user_id', nullable: true })
  userId!: string | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'text' })
  ip!: string;

  @Column({ type: 'timestamptz', name: 'mailed_at', nullable: true })
  mailedAt!: Date | null;

  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}

/** The feedback survey; one per user (answer scales in proto). */
@Entity({ name: 'surveys' })
export class SurveyAnswer {
  @PrimaryColumn({ type: 'uuid', name: 'user_id' })
  userId!: string;

  @Column({ type: 'text' })
  satisfaction!: string;

  @Column({ type: 'boolean', name: 'would_pay' })
  wouldPay!: boolean;

  @Column({ type: 'text', name: 'like_most' })
  likeMost!: string;

  @Column({ type: 'text', name: 'like_least' })
  likeLeast!: string;

  @Column({ type: 'text', name: 'feature_requests' })
  featureRequests!: string;

  @Column({ type: 'text', name: 'ease_of_use' })
  easeOfUse!: string;

  @Column({ type: 'text' })
  recommendation!: string;

  @Column({ type: 'text' })
  comments!: string;

  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}
