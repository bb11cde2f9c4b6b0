import { Module } from '@nestjs/common';
import { ExtractionModule } from '../engine/extract';
import { GeneratePresentation } from './generate-presentation.use-case';
import { GenerationJobsModule } from './generation-jobs.module';
import { bullRoot, generationQueue, renderQueue } from './generation-queue';
import { PresentationController } from './presentation.controller';
import { RenderProject } from './render-project.use-case';
import { TemplateAccess } from './template-access.service';
import { TokenCountService } from './token-count.service';
import { UserDeactivationController } from './user-deactivation.controller';

/** Token counts and starting generation jobs (the service side; the worker runs the jobs). */
@Module({
  imports: [ExtractionModule, GenerationJobsModule, bullRoot, generationQueue, renderQueue],
  controllers: [PresentationController, UserDeactivationController],
  providers: [TokenCountService, GeneratePresentation, TemplateAccess, RenderProject],
})
export class GenerationModule {}
