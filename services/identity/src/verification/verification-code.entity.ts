import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What a code is for: proving the address at sign-up, resetting a forgotten password (both
 * entered on the verify page), confirming a sign-in while the account's failed-attempt budget
 * is spent, and confirming a password change or deactivation from Settings.
 */
export type CodePurpose = 'email-verification' | 'password-reset' | 'sign-in' | 'account-change';

/** The codes the public verify page takes. */
export const VERIFY_PAGE_PURPOSES: CodePurpose[] = ['email-verification', 'password-reset'];

/** The one pending code of a user for a purpose; a new code replaces it, success deletes it. */
@Entity({ name: 'verification_codes' })
export class VerificationCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid', name: 'user_id' })
  userId!: string;

  @Column({ type: 'text' })
  purpose!: CodePurpose;

  /** HMAC of the code (crypto/tokens.ts), never the code itself. */
  @Column({ type: 'bytea', name: 'code_hash' })
  codeHash!: Buffer;

  /** Wrong codes entered so far. */
  @Column({ type: 'int' })
  attempts!: number;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', name: 'created_at', default: () => 'now()' })
  createdAt!: Date;
}

/** Proof that a password-reset code was verified: lets the browser set a new password once. */
@Entity({ name: 'password_reset_grants' })
export class PasswordResetGrant {
  @Column({ type: 'bytea', name: 'token_hash', primary: true })
  tokenHash!: Buffer;

  @Column({ type: 'uuid', name: 'user_id' })
  userId!: string;

  @Column({ type: 'timestamptz', name: 'expires_at' })
  expiresAt!: Date;
}
