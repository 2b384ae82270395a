import { ProblemDetails } from '@receiptbox/contracts';
import { expect } from 'vitest';

/** Asserts an RFC 9457 problem response with this status and returns its parsed body. */
export function expectProblem(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
): ProblemDetails {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  return ProblemDetails.parse(response.json());
}
