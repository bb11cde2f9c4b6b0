import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

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
