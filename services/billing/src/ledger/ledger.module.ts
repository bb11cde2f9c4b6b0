import { Module } from '@nestjs/common';
import { LedgerController } from './ledger.controller';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';
import { ReservationSweeper } from './reservation.sweeper';

@Module({
  controllers: [LedgerController],
  providers: [LedgerRepository, LedgerService, ReservationSweeper],
  exports: [LedgerService],
})
export class LedgerModule {}
