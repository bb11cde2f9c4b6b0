import type { IdentityRpc, RpcParsedRequest } from '@deckforge/proto';

/** The validated payload of an identity RPC, as its handler receives it. */
export type IdentityPayload<K extends keyof typeof IdentityRpc> = RpcParsedRequest<
  (typeof IdentityRpc)[K]
>;
