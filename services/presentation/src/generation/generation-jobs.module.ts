import { Module } from '@nestjs/common';
import { ExtractionModule } from '../engine/extract';
import { GenerationJobsRepository } from './generation-jobs.repository';
import { SourceFiles } from './source-files.reader';

/** Generation jobs and the source files they read: shared by the service and the worker. */
@Module({
  imports: [ExtractionModule],
  providers: [GenerationJobsRepository, SourceFiles],
  exports: [GenerationJobsRepository, SourceFiles],
})
export class GenerationJobsModule {}
