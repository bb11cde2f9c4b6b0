/** One message of an OpenAI-compatible chat. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatCompletionsOptions {
  /** `https://api.openai.com/v1`, or any compatible server (Azure, vLLM, Ollama, LiteLLM ...). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** The endpoint answered, but not with a usable completion. */
export class ChatCompletionError extends Error {
  override readonly name = 'ChatCompletionError';
}

/**
 * A minimal client of the OpenAI-compatible `POST <base>/chat/completions` API: one request,
 * JSON mode, no streaming. Plain fetch: the adapter needs one call, and compatible servers
 * differ in what else of the official SDK they support.
 */
export class ChatCompletionsClient {
  constructor(private readonly options: ChatCompletionsOptions) {}

  /** The assistant's reply to `messages`, asked for as a JSON object. */
  async completeJson(messages: ChatMessage[]): Promise<string> {
    const response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.options.model,
        messages,
        temperature: 0.2,
        response_format: { type: 'json_object' },
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok)
      throw new ChatCompletionError(
        `chat completions answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    const body = (await response.json()) as {
      choices?: Array<{ message?: { content?: string | null }; finish_reason?: string }>;
    };
    const choice = body.choices?.[0];
    if (!choice?.message?.content)
      throw new ChatCompletionError('chat completions sent no content');
    if (choice.finish_reason === 'length')
      throw new ChatCompletionError('the outline was cut off at the length limit');
    return choice.message.content;
  }
}
