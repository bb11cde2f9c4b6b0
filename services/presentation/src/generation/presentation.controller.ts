import { Controller, Inject } from '@nestjs/common';
import { AppError, RpcHandler } from '@deckforge/kit';
import { PresentationRpc, type RpcParsedRequest, SPEECH_LANGUAGES } from '@deckforge/proto';
import { SPEECH_TO_TEXT, type SpeechToText } from '../engine/extract';
import { GeneratePresentation } from './generate-presentation.use-case';
import { GenerationJobsRepository } from './generation-jobs.repository';
import { jobProgress } from './job-progress';
import { RenderProject } from './render-project.use-case';
import { TokenCountService } from './token-count.service';

@Controller()
export class PresentationController {
  constructor(
    private readonly tokens: TokenCountService,
    private readonly generatePresentation: GeneratePresentation,
    private readonly jobs: GenerationJobsRepository,
    private readonly renderProject: RenderProject,
    @Inject(SPEECH_TO_TEXT) private readonly speech: SpeechToText,
  ) {}

  @RpcHandler(PresentationRpc.transcribedLanguages)
  transcribedLanguages() {
    return {
      message: 'Transcribed languages',
      languages: SPEECH_LANGUAGES.filter((tag) => !this.speech.unavailableReason(tag)),
    };
  }

  @RpcHandler(PresentationRpc.countTokens)
  countTokens({ userId, files, language }: RpcParsedRequest<typeof PresentationRpc.countTokens>) {
    return this.tokens.count(userId, files, language);
  }

  @RpcHandler(PresentationRpc.generate)
  generate(request: RpcParsedRequest<typeof PresentationRpc.generate>) {
    return this.generatePresentation.execute(request);
  }

  @RpcHandler(PresentationRpc.renderProject)
  render(request: RpcParsedRequest<typeof PresentationRpc.renderProject>) {
    return this.renderProject.execute(request);
  }

  @RpcHandler(PresentationRpc.job)
  async job({ userId, jobId }: RpcParsedRequest<typeof PresentationRpc.job>) {
    const job = await this.jobs.find(jobId);
    if (!job || job.userId !== userId) throw AppError.notFound('Job not found');
    return jobProgress(job);
  }
}
