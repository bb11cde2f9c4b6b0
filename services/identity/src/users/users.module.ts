import { Module } from '@nestjs/common';
import { PasswordHasher } from './password.hasher';
import { UsersRepository } from './users.repository';

@Module({
  providers: [UsersRepository, PasswordHasher],
  exports: [UsersRepository, PasswordHasher],
})
export class UsersModule {}
