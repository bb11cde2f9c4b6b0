import { Module } from '@nestjs/common';
import { ExtractionModule } from '../engine/extract';
import { GenerationJobsModule } from '../generation/generation-jobs.module';
import {
  bullRoot,
  generationQueue,
  pdfQueue,
  previewQueue,
  renderQueue,
} from '../generation/generation-queue';
import { TemplateAccess } from '../generation/template-access.service';
import { OutlinePlanner } from '../engine/plan';
import { DeckPdfProcessor } from './deck-pdf.processor';
import { DeckPreviews } from '../engine/preview';
import { GenerationProcessor } from './generation.processor';
import { RunGenerationJob } from './run-generation-job.use-case';
import { PaidWork } from '../support/paid-work';
import { RenderSandbox } from './render.sandbox';
import { RunRenderJob } from './run-render-job.use-case';
import { SlidePreviewsProcessor } from './slide-previews.processor';
import { TemplateFiles } from './template-files.reader';

/** The generation worker: runs jobs from the queue (exported for the worker's readiness check). */
@Module({
  imports: [
    ExtractionModule,
    GenerationJobsModule,
    bullRoot,
    generationQueue,
    renderQueue,
    previewQueue,
    pdfQueue,
  ],
  providers: [
    TemplateAccess,
    TemplateFiles,
    DeckPreviews,
    OutlinePlanner,
    RunGenerationJob,
    PaidWork,
    RenderSandbox,
    RunRenderJob,
    GenerationProcessor,
    SlidePreviewsProcessor,
    DeckPdfProcessor,
  ],
  exports: [generationQueue],
})
export class WorkerModule {}
