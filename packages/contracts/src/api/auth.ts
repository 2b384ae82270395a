import { z } from 'zod';

/**
 * Identity shapes shared by the server's auth feature and the web sign-in layer.
 */

/** The scope that grants access to files the app creates in the user's drive (SPEC §6). */
export const DRIVE_FILE_SCOPE = 'https://www.googleapis.com/auth/drive.file';

/** True when a granted scope string includes drive.file (SPEC §4 "Drive access"). */
export const scopeIncludesDriveFile = (scope: string | null | undefined): boolean =>
  !!scope && scope.split(/\s+/).some((s) => s === DRIVE_FILE_SCOPE || s === 'drive.file');

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

/** Anti-forgery: the cookie the server sets and the header the client echoes it in (SPEC §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
