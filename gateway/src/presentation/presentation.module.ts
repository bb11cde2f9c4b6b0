import { Module } from '@nestjs/common';
import { JobWatcher } from './job-watcher';
import { PresentationController } from './presentation.controller';

@Module({ controllers: [PresentationController], providers: [JobWatcher] })
export class PresentationModule {}
