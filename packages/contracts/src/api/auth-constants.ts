// Kept free of zod so that every page's first JavaScript can use them without loading the schemas.

/** The scope that grants access to files the app creates in the user's drive (SPEC §6). */
export const DRIVE_FILE_SCOPE = 'https://www.googleapis.com/auth/drive.file';

/** True when a granted scope string includes drive.file (SPEC §4 "Drive access"). */
export const scopeIncludesDriveFile = (scope: string | null | undefined): boolean =>
  !!scope && scope.split(/\s+/).some((s) => s === DRIVE_FILE_SCOPE || s === 'drive.file');

/** Anti-forgery: the cookie the server sets and the header the client echoes it in (SPEC §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
