import { Global, Module } from '@nestjs/common';
import { ExtractionModule } from '../extraction/extraction.module';
import { GenerationJobsRepository } from '../generation/generation-jobs.repository';
import { bullRoot, generationQueue, previewQueue } from '../generation/generation-queue';
import { SourceFiles } from '../generation/source-files';
import { OutlinePlanner } from '../planning/outline-planner.service';
import { DeckPreviews } from './deck-previews';
import { GenerationProcessor } from './generation.processor';
import { RunGenerationJob } from './run-generation-job.use-case';
import { SlidePreviewsProcessor } from './slide-previews.processor';

/** The generation worker: runs jobs from the queue. Global so readiness can see the queue. */
@Global()
@Module({
  imports: [ExtractionModule, bullRoot, generationQueue, previewQueue],
  providers: [
    GenerationJobsRepository,
    SourceFiles,
    DeckPreviews,
    OutlinePlanner,
    RunGenerationJob,
    GenerationProcessor,
    SlidePreviewsProcessor,
  ],
  exports: [generationQueue],
})
export class WorkerModule {}
