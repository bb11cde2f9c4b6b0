import { Global, Module } from '@nestjs/common';
import { ExtractionModule } from '../extraction/extraction.module';
import { GenerationJobsRepository } from '../generation/generation-jobs.repository';
import { bullRoot, generationQueue, pdfQueue, previewQueue } from '../generation/generation-queue';
import { SourceFiles } from '../generation/source-files';
import { TemplateAccess } from '../generation/template-access';
import { OutlinePlanner } from '../planning/outline-planner.service';
import { DeckPdfProcessor } from './deck-pdf.processor';
import { DeckPreviews } from './deck-previews';
import { GenerationProcessor } from './generation.processor';
import { RunGenerationJob } from './run-generation-job.use-case';
import { RunRenderJob } from './run-render-job.use-case';
import { SlidePreviewsProcessor } from './slide-previews.processor';
import { TemplateFiles } from './template-files';

/** The generation worker: runs jobs from the queue. Global so readiness can see the queue. */
@Global()
@Module({
  imports: [ExtractionModule, bullRoot, generationQueue, previewQueue, pdfQueue],
  providers: [
    GenerationJobsRepository,
    SourceFiles,
    TemplateAccess,
    TemplateFiles,
    DeckPreviews,
    OutlinePlanner,
    RunGenerationJob,
    RunRenderJob,
    GenerationProcessor,
    SlidePreviewsProcessor,
    DeckPdfProcessor,
  ],
  exports: [generationQueue],
})
export class WorkerModule {}
