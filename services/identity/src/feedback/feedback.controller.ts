import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { IdentityRpc } from '@deckforge/proto';
import type { IdentityPayload as Payload } from '../identity-rpc';
import { FeedbackService } from './feedback.service';

@Controller()
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @RpcHandler(IdentityRpc.contact)
  contact({ formData, client, userId }: Payload<'contact'>) {
    return this.feedback.contact(formData, client, userId);
  }

  @RpcHandler(IdentityRpc.survey)
  survey({ userId, surveyData, keepAccessUntil }: Payload<'survey'>) {
    return this.feedback.survey(userId, surveyData, keepAccessUntil);
  }
}
