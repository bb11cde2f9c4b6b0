import type { FileRef, MessageResponse, SpeechLanguage, TokenEstimate } from '@deckforge/proto';
import { apiThunk } from '../../app/thunk';

/**
 * GET /ppt/count-tokens?userId&files[&language]: tokenCount, tokenLimit, tokenPerCredit (the
 * recordings' spoken language decides whether their speech is counted).
 */
export const countTokens = apiThunk<TokenEstimate, { files: FileRef[]; language?: SpeechLanguage }>(
  'presentation/countTokens',
  'estimating the credits',
  async ({ files, language }, { api, signal, state }) =>
    api.get('/ppt/count-tokens', {
      signal,
      params: { userId: state.user.userId, files: JSON.stringify(files), language },
    }),
  { announceSuccess: false },
);

export interface GenerateArgs {
  files: FileRef[];
  templateId: string;
  title: string;
  /** The cost the user accepted; the server refuses if it is now higher. */
  credits: number;
  /** Chosen here so the progress can be followed while the call waits. */
  jobId: string;
  /** The recordings' spoken language, when there are recordings. */
  language?: SpeechLanguage;
}

export type Generated = MessageResponse & {
  jobId: string;
  fileId: string;
  creditsCharged: number;
};

/**
 * GET /ppt/generate-presentation: answers once the deck is stored. Its success toast (the
 * server's message, with a link to the deck) is the create flow's; a refusal carries the numbers
 * (402 missing credits, 409 the new cost).
 */
export const generatePresentation = apiThunk<Generated, GenerateArgs>(
  'presentation/generate',
  'creating your presentation',
  async ({ files, templateId, title, credits, jobId, language }, { api, signal, state }) =>
    api.get('/ppt/generate-presentation', {
      signal,
      params: {
        userId: state.user.userId,
        files: JSON.stringify(files),
        templateId,
        title,
        credits,
        jobId,
        language,
      },
    }),
  { announceSuccess: false },
);
