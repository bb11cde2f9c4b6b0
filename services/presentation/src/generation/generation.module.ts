import { Module } from '@nestjs/common';
import { ExtractionCacheSweeper } from '../extraction/extraction-cache.sweeper';
import { ExtractionModule } from '../extraction/extraction.module';
import { GeneratePresentation } from './generate-presentation.use-case';
import { GenerationJobsRepository } from './generation-jobs.repository';
import { bullRoot, generationQueue } from './generation-queue';
import { PresentationController } from './presentation.controller';
import { RenderProject } from './render-project.use-case';
import { SourceFiles } from './source-files';
import { TemplateAccess } from './template-access';
import { TokenCountService } from './token-count.service';
import { UserDeactivationController } from './user-deactivation.controller';

/** Token counts and starting generation jobs (the service side; the worker runs the jobs). */
@Module({
  imports: [ExtractionModule, bullRoot, generationQueue],
  controllers: [PresentationController, UserDeactivationController],
  providers: [
    GenerationJobsRepository,
    SourceFiles,
    TokenCountService,
    GeneratePresentation,
    TemplateAccess,
    RenderProject,
    ExtractionCacheSweeper,
  ],
})
export class GenerationModule {}
