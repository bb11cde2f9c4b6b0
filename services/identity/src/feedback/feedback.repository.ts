import { Injectable } from '@nestjs/common';
import type { SurveyData } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { ContactMessage } from './contact-message.entity';
import { SurveyAnswer } from './survey-answer.entity';

export type NewContactMessage = Pick<
  ContactMessage,
  'userId' | 'name' | 'email' | 'message' | 'ip'
>;

/** The only place that queries the contact messages and survey answers. */
@Injectable()
export class FeedbackRepository {
  constructor(private readonly dataSource: DataSource) {}

  saveContact(message: NewContactMessage): Promise<ContactMessage> {
    return this.dataSource.getRepository(ContactMessage).save(message);
  }

  async markMailed(contactId: string): Promise<void> {
    await this.dataSource
      .getRepository(ContactMessage)
      .update({ id: contactId }, { mailedAt: new Date() });
  }

  async insertSurveyAnswer(
    manager: EntityManager,
    userId: string,
    answers: SurveyData,
  ): Promise<void> {
    await manager.insert(SurveyAnswer, { userId, ...answers });
  }
}
