import { z } from 'zod';

/**
 * Identity shapes shared by the server's auth feature and the web sign-in layer.
 */

export { DRIVE_FILE_SCOPE, scopeIncludesDriveFile, XSRF_COOKIE, XSRF_HEADER } from './auth-constants';

/**
 * POST /api/AppUser/{email}/auth/code (SPEC §3 "Google auth code request"). The built-in
 * provider's public client proves the code with PKCE, so it adds the verifier.
 */
export const AuthCodeRequest = z.object({
  code: z.string().min(1).max(4096),
  redirectUri: z.string().min(1).max(2048),
  codeVerifier: z.string().min(43).max(128).optional(),
});
export type AuthCodeRequest = z.infer<typeof AuthCodeRequest>;
