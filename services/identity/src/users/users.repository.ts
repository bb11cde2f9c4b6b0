import { Injectable } from '@nestjs/common';
import { AppError } from '@deckforge/kit';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { IdentityMessages } from '../identity-messages';
import { User } from './user.entity';

export type NewUser = Pick<
  User,
  'email' | 'name' | 'passwordHash' | 'googleId' | 'emailVerifiedAt'
>;
export type UserChanges = Partial<
  Pick<
    User,
    'name' | 'passwordHash' | 'googleId' | 'emailVerifiedAt' | 'surveySentAt' | 'deactivatedAt'
  >
>;

/** The only place that queries the users table. `manager` joins the caller's transaction. */
@Injectable()
export class UsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  private users(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(User);
  }

  findById(id: string, manager?: EntityManager): Promise<User | null> {
    return this.users(manager).findOneBy({ id });
  }

  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.users(manager).findOneBy({ email });
  }

  findByGoogleId(googleId: string, manager?: EntityManager): Promise<User | null> {
    return this.users(manager).findOneBy({ googleId });
  }

  /** The row, locked until the caller's transaction ends (one change at a time per account). */
  lockById(id: string, manager: EntityManager): Promise<User | null> {
    return this.users(manager)
      .createQueryBuilder('u')
      .setLock('pessimistic_write')
      .where('u.id = :id', { id })
      .getOne();
  }

  /** Inserts an account; an e-mail taken in the meantime is a conflict, not a crash. */
  async insert(user: NewUser, manager: EntityManager): Promise<User> {
    try {
      return await this.users(manager).save(this.users(manager).create(user));
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict(IdentityMessages.accountExists);
      throw error;
    }
  }

  async update(id: string, changes: UserChanges, manager?: EntityManager): Promise<void> {
    await this.users(manager).update({ id }, { ...changes, updatedAt: new Date() });
  }
}

const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
