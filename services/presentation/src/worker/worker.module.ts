import { Global, Module } from '@nestjs/common';
import { ExtractionModule } from '../extraction/extraction.module';
import { GenerationJobsRepository } from '../generation/generation-jobs.repository';
import { bullRoot, generationQueue } from '../generation/generation-queue';
import { SourceFiles } from '../generation/source-files';
import { OutlinePlanner } from '../planning/outline-planner.service';
import { DeckPreviews } from './deck-previews';
import { GenerationProcessor } from './generation.processor';
import { RunGenerationJob } from './run-generation-job.use-case';

/** The generation worker: runs jobs from the queue. Global so readiness can see the queue. */
@Global()
@Module({
  imports: [ExtractionModule, bullRoot, generationQueue],
  providers: [
    GenerationJobsRepository,
    SourceFiles,
    DeckPreviews,
    OutlinePlanner,
    RunGenerationJob,
    GenerationProcessor,
  ],
  exports: [generationQueue],
})
export class WorkerModule {}
