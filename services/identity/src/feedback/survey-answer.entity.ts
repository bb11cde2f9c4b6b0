import { Column, Entity, PrimaryColumn } from 'typeorm';

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
