import type { FileRef, MessageResponse, SpeechLanguage, TokenEstimate } from '@deckforge/proto';
import { api } from '../../api/api';

interface GenerateArgs {
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

type Generated = MessageResponse & {
  jobId: string;
  fileId: string;
  creditsCharged: number;
};

const presentationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /ppt/count-tokens?userId&files[&language]: tokenCount, tokenLimit, tokenPerCredit (the
     * recordings' spoken language decides whether their speech is counted). Asked afresh on
     * every Create (lazily, never from the cache).
     */
    countTokens: build.query<TokenEstimate, { files: FileRef[]; language?: SpeechLanguage }>({
      query: ({ files, language }) => ({
        url: '/ppt/count-tokens',
        params: { files: JSON.stringify(files), language },
        asUser: 'params',
      }),
      keepUnusedDataFor: 0,
      extraOptions: { action: 'estimating the credits' },
    }),
    /**
     * GET /ppt/generate-presentation: answers once the deck is stored. Its success toast (the
     * server's message, with a link to the deck) is the create flow's; a refusal carries the
     * numbers (402 missing credits, 409 the new cost).
     */
    generatePresentation: build.mutation<Generated, GenerateArgs>({
      query: ({ files, ...rest }) => ({
        url: '/ppt/generate-presentation',
        params: { files: JSON.stringify(files), ...rest },
        asUser: 'params',
      }),
      invalidatesTags: (generated) => (generated ? ['Files', 'Balance'] : []),
      extraOptions: { action: 'creating your presentation', announce: false },
    }),
  }),
});

export const { useLazyCountTokensQuery, useGeneratePresentationMutation } = presentationApi;
