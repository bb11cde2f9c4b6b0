import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { UserProfile } from '@deckforge/proto';

/** An account. The e-mail is stored lower-cased; it is the log-in name and never changes. */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  name!: string;

  /** argon2id; null for an account that only ever signed in with Google. */
  @Column({ type: 'text', name: 'password_hash', nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'text', name: 'google_id', nullable: true })
  googleId!: string | null;

  @Column({ type: 'timestamptz', name: 'email_verified_at', nullable: true })
  emailVerifiedAt!: Date | null;

  @Column({ type: 'timestamptz', name: 'survey_sent_at', nullable: true })
  surveySentAt!: Date | null;

  /** When the survey was first shown to this person; it is never shown again. */
  @Column({ type: 'timestamptz', name: 'survey_asked_at', nullable: true })
  surveyAskedAt!: Date | null;

  @Column({ type: 'timestamptz', name: 'deactivated_at', nullable: true })
  deactivatedAt!: Date | null;

  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}

/** The fields the client stores (proto's identity contract). */
export const toProfile = (user: User): UserProfile => ({
  userId: user.id,
  userName: user.name,
  userEmail: user.email,
  createdAt: user.createdAt.toISOString(),
  surveySent: user.surveySentAt !== null,
  surveyAsked: user.surveyAskedAt !== null,
});
