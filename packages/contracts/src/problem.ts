import { z } from 'zod';

/** RFC 9457 problem details; every API error body has this shape. */
export const ProblemDetails = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
  })
  .catchall(z.unknown());
export type ProblemDetails = z.infer<typeof ProblemDetails>;

/** Rate-limit info of SPEC §3, carried as extra members of a 429 problem. */
export const RateLimitInfo = z.object({ message: z.string(), resetIn: z.number() });
export type RateLimitInfo = z.infer<typeof RateLimitInfo>;
