import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type RevocationReason =
  | 'logout'
  | 'reuse'
  | 'password-change'
  | 'deactivation'
  /** The address was proven by someone who may not be whoever set the password (sign-up, Google). */
  | 'unproven-password';

/**
 * One refresh token of a session. Every refresh rotates it: the old row gets `rotated_at` and a
 * new row joins the same family. Presenting a rotated token again means it was copied, so the
 * whole family (the session on every device it reached) is revoked.
 */
@Entity({ name: 'refresh_tokens' })
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', name: 'family_id' })
  familyId!: string;

  @Column({ type: 'uuid', name: 'user_id' })
  userId!: string;

  /** SHA-256 of the token; the token itself only ever lives in the browser's cookie. */
  @Column({ type: 'bytea', name: 'token_hash' })
  tokenHash!: Buffer;

  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', name: 'rotated_at', nullable: true })
  rotatedAt!: Date | null;

  @Column({ type: 'timestamptz', name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'text', name: 'revoked_reason', nullable: true })
  revokedReason!: RevocationReason | null;

  @Column({ type: 'text', name: 'ip' })
  ip!: string;

  @Column({ type: 'text', name: 'user_agent' })
  userAgent!: string;
}
