import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { type RpcParsedRequest, TemplateAnalysisRpc } from '@deckforge/proto';
import { TemplateReports } from './template-reports.service';

@Controller()
export class TemplateReportsController {
  constructor(private readonly reports: TemplateReports) {}

  @RpcHandler(TemplateAnalysisRpc.analyze)
  analyze({ blobKey }: RpcParsedRequest<typeof TemplateAnalysisRpc.analyze>) {
    return this.reports.report(blobKey);
  }
}
