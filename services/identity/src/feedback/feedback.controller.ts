import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { IdentityRpc, type RpcParsedRequest } from '@deckforge/proto';
import { FeedbackService } from './feedback.service';

@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @RpcHandler(IdentityRpc.contact)
  contact({ formData, client, userId }: RpcParsedRequest<typeof IdentityRpc.contact>) {
    return this.feedback.contact(formData, client, userId);
  }

  @RpcHandler(IdentityRpc.survey)
  survey({ userId, surveyData, keepAccessUntil }: RpcParsedRequest<typeof IdentityRpc.survey>) {
    return this.feedback.survey(userId, surveyData, keepAccessUntil);
  }

  @RpcHandler(IdentityRpc.surveyAsked)
  surveyAsked({ userId, keepAccessUntil }: RpcParsedRequest<typeof IdentityRpc.surveyAsked>) {
    return this.feedback.surveyAsked(userId, keepAccessUntil);
  }
}
