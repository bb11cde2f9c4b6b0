import { Module } from '@nestjs/common';
import { JobWatcher } from './job.watcher';
import { PresentationController } from './presentation.controller';
import { ProjectEditingController } from './project-editing.controller';

@Module({
  controllers: [PresentationController, ProjectEditingController],
  providers: [JobWatcher],
})
export class PresentationModule {}
