// oidc-provider ships no type declarations; these cover the parts this feature uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    uid?: string;
    grantId?: string;
    userCode?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface PromptDetails {
    name: string;
    reasons: string[];
    details: Record<string, unknown> & { missingOIDCScope?: string[] };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: PromptDetails;
    params: Record<string, unknown> & { client_id?: string; scope?: string; login_hint?: string };
    session?: { accountId?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (init: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface KoaContextLike {
    oidc?: { route?: string };
  }

  class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    /** Koa's prototype of every request the provider sees; extending it is Koa's documented way. */
    request: object;
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  export default Provider;
}
