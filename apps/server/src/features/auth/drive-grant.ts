/** A refresh token with the scope it grants, as the issuer's token endpoint returned them. */
export interface DriveGrant {
  refreshToken: string;
  scope: string;
  /** Email of the ID token returned with the grant (verified), or null when none came back. */
  email: string | null;
}

/** Raised when the issuer refuses a drive-access code; becomes a 400. */
export class CodeExchangeError extends Error {
  override readonly name = 'CodeExchangeError';
}
