import { Injectable } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { User } from './user.entity';

export type NewUser = Pick<
  User,
  'email' | 'name' | 'passwordHash' | 'googleId' | 'emailVerifiedAt'
>;
export type UserChanges = Partial<
  Pick<
    User,
    | 'name'
    | 'passwordHash'
    | 'googleId'
    | 'emailVerifiedAt'
    | 'surveySentAt'
    | 'surveyAskedAt'
    | 'deactivatedAt'
  >
>;

/**
 * Arguments of a read or write that may join the caller's transaction: the transaction's
 * manager comes first, as in every repository; without it the query runs on its own.
 */
type MaybeIn<A extends unknown[]> = A | [EntityManager, ...A];

/** The only place that queries the users table. */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private split<A extends unknown[]>(args: MaybeIn<A>): [EntityManager, A] {
    return args[0] instanceof EntityManager
      ? [args[0], args.slice(1) as A]
      : [this.dataSource.manager, args as A];
  }

  findById(...args: MaybeIn<[id: string]>): Promise<User | null> {
    const [manager, [id]] = this.split(args);
    return manager.findOneBy(User, { id });
  }

  findByEmail(...args: MaybeIn<[email: string]>): Promise<User | null> {
    const [manager, [email]] = this.split(args);
    return manager.findOneBy(User, { email });
  }

  findByGoogleId(...args: MaybeIn<[googleId: string]>): Promise<User | null> {
    const [manager, [googleId]] = this.split(args);
    return manager.findOneBy(User, { googleId });
  }

  /** The row, locked until the caller's transaction ends (one change at a time per account). */
  lockById(manager: EntityManager, id: string): Promise<User | null> {
    return manager
      .getRepository(User)
      .createQueryBuilder('u')
      .setLock('pessimistic_write')
      .where('u.id = :id', { id })
      .getOne();
  }

  /** Inserts an account; an e-mail taken in the meantime is a conflict, not a crash. */
  async insert(manager: EntityManager, user: NewUser): Promise<User> {
    try {
      return await manager.save(manager.create(User, user));
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict(IdentityMessages.accountExists);
      throw error;
    }
  }

  async update(...args: MaybeIn<[id: string, changes: UserChanges]>): Promise<void> {
    const [manager, [id, changes]] = this.split(args);
    await manager.update(User, { id }, { ...changes, updatedAt: new Date() });
  }
}

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
