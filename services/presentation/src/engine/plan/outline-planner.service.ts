import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import type { PresentationConfig } from '../../config';
import type { DeckPlan } from '@deckforge/proto';
import { ChatCompletionsClient } from './llm/chat-completions.client';
import { planDeckWithLlm } from './llm/llm-outline-planner';
import { planDeck, type PlanningSource } from './plan-deck';

/**
 * Step 3 of generation: the LLM plans the outline when LLM_BASE_URL is set, the offline
 * planner otherwise — and whenever the LLM fails (unreachable, slow, an error, an answer in
 * the wrong shape): a deck is never lost to the adapter.
 */
@Injectable()
export class OutlinePlanner {
  private readonly logger = new Logger(OutlinePlanner.name);
  private readonly llm?: ChatCompletionsClient;

  constructor(@Inject(APP_CONFIG) private readonly config: PresentationConfig) {
    if (config.LLM_BASE_URL)
      this.llm = new ChatCompletionsClient({
        baseUrl: config.LLM_BASE_URL,
        model: config.LLM_MODEL,
        apiKey: config.LLM_API_KEY,
        timeoutMs: config.LLM_TIMEOUT_MS,
      });
  }

  async plan(title: string, sources: PlanningSource[], today = new Date()): Promise<DeckPlan> {
    if (!this.llm) return planDeck(title, sources, today);
    try {
      return await planDeckWithLlm(this.llm, title, sources, today, {
        contextTokens: this.config.LLM_CONTEXT_TOKENS ?? 16_000,
        retries: this.config.LLM_RETRIES ?? 1,
        deadline: Date.now() + (this.config.LLM_PLAN_TIMEOUT_MS ?? 300_000),
      });
    } catch (error) {
      this.logger.warn({
        message: 'The LLM could not plan the outline: planned offline',
        err: error,
      });
      return planDeck(title, sources, today);
    }
  }
}
