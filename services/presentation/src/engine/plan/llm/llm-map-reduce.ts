import { countTokens } from 'gpt-tokenizer';
import type { PlanningSource } from '../plan-deck';
import {
  ChatCompletionError,
  type ChatCompletionsClient,
  type ChatMessage,
} from './chat-completions.client';
import {
  documentText,
  INSTRUCTIONS,
  isDocument,
  type LlmOutline,
  llmOutlineSchema,
  outlineRequest,
} from './llm-outline';

/** How much the model may read per request, how often a request is retried, and for how long. */
export interface LlmPlanOptions {
  /** The model's context window in tokens (prompt and answer). */
  contextTokens: number;
  /** Further attempts of a request that failed (an error, a timeout, an answer in another shape). */
  retries: number;
  /** The whole planning ends by then (ms since the epoch): later, the offline planner takes over. */
  deadline: number;
}

/** Share of the context a request's source text may fill: instructions and answer need the rest. */
const SOURCE_SHARE = 0.55;
/** Requests in flight at once (a provider's rate limit is the usual ceiling). */
const PARALLEL = 3;

const MAP_INSTRUCTIONS = `${INSTRUCTIONS}
You see one part of a longer document: outline only this part, every topic it covers, with its
key facts and figures; the outlines of all parts are combined afterwards.`;

const REDUCE_INSTRUCTIONS = `${INSTRUCTIONS}
You receive the outlines of consecutive parts of the documents (JSON). Combine them into one
deck-level outline in the same shape: merge sections on the same topic, drop repeated points,
keep the key facts and figures of every part — the last parts as much as the first — and keep
the order of the documents.`;

/**
 * The outline of the documents, map-reduce style when they do not fit one request
 * (docs/decisions.md, "The LLM reads everything"): every document is cut into chunks that fit the
 * model's context, each chunk is outlined (map), and the chunk outlines are combined into one
 * deck-level outline (reduce, in rounds while they do not fit one request). Every answer is
 * validated by the outline schema; a failed request is retried; past the deadline it throws.
 */
export async function llmOutline(
  client: ChatCompletionsClient,
  title: string,
  sources: PlanningSource[],
  options: LlmPlanOptions,
): Promise<LlmOutline> {
  const budget = Math.max(500, Math.floor(options.contextTokens * SOURCE_SHARE));
  const single = outlineRequest(title, sources, Number.MAX_SAFE_INTEGER);
  if (tokensOf(single) <= budget) return ask(client, single, options);
  const chunks = sources
    .filter(({ source }) => isDocument(source))
    .flatMap(({ name, source }) =>
      chunksOf(documentText(source), budget).map((text, index, all) => ({
        name,
        text,
        part: `${index + 1} of ${all.length}`,
      })),
    );
  let outlines = await inParallel(chunks, (chunk) =>
    ask(
      client,
      [
        { role: 'system', content: MAP_INSTRUCTIONS },
        {
          role: 'user',
          content: `Presentation title: ${title}\n\n### File: ${chunk.name} (part ${chunk.part})\n${chunk.text}`,
        },
      ],
      options,
    ),
  );
  // Reduce in rounds: groups of chunk outlines that fit one request, until one is left.
  while (outlines.length > 1) {
    const groups = groupsOf(outlines, budget);
    if (groups.length === outlines.length) {
      // Not even two outlines fit one request: combined as they are, in order.
      return combined(outlines);
    }
    outlines = await inParallel(groups, (group) =>
      group.length === 1
        ? Promise.resolve(group[0])
        : ask(
            client,
            [
              { role: 'system', content: REDUCE_INSTRUCTIONS },
              {
                role: 'user',
                content: `Presentation title: ${title}\n\n${group.map((o, i) => `### Part ${i + 1}\n${JSON.stringify(o)}`).join('\n\n')}`,
              },
            ],
            options,
          ),
    );
  }
  return combined(outlines);
}

/** Outlines one after the other, the sections of each file together. */
function combined(outlines: LlmOutline[]): LlmOutline {
  const byFile = new Map<string, LlmOutline['documents'][number]>();
  for (const document of outlines.flatMap((outline) => outline.documents)) {
    const seen = byFile.get(document.file);
    if (seen) seen.sections.push(...document.sections);
    else byFile.set(document.file, { ...document, sections: [...document.sections] });
  }
  return { documents: [...byFile.values()] };
}

/** One request, validated, retried up to `retries` times before the deadline. */
async function ask(
  client: ChatCompletionsClient,
  messages: ChatMessage[],
  options: LlmPlanOptions,
): Promise<LlmOutline> {
  let last: unknown;
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (Date.now() >= options.deadline) break;
    try {
      const answer = await client.completeJson(messages);
      return llmOutlineSchema.parse(JSON.parse(answer));
    } catch (error) {
      last = error;
    }
  }
  throw new ChatCompletionError(`the outline could not be planned: ${String(last ?? 'timed out')}`);
}

const tokensOf = (messages: ChatMessage[]) =>
  messages.reduce((sum, message) => sum + countTokens(message.content), 0);

/** A document's text in chunks of at most `budget` tokens, cut between lines. */
function chunksOf(text: string, budget: number): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let tokens = 0;
  for (const line of text.split('\n')) {
    // A line longer than a chunk (a wall of text) is cut between sentences.
    const pieces = countTokens(line) > budget ? line.split(/(?<=[.!?。])\s+/) : [line];
    for (const piece of pieces) {
      const size = countTokens(piece) + 1;
      if (tokens + size > budget && current.length) {
        chunks.push(current.join('\n'));
        current = [];
        tokens = 0;
      }
      current.push(piece);
      tokens += size;
    }
  }
  if (current.length) chunks.push(current.join('\n'));
  return chunks;
}

function groupsOf(outlines: LlmOutline[], budget: number): LlmOutline[][] {
  const groups: LlmOutline[][] = [];
  let tokens = 0;
  for (const outline of outlines) {
    const size = countTokens(JSON.stringify(outline));
    const group = groups[groups.length - 1];
    if (group && tokens + size <= budget) {
      group.push(outline);
      tokens += size;
    } else {
      groups.push([outline]);
      tokens = size;
    }
  }
  return groups;
}

async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
}
