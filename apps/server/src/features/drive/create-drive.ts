import type { Config } from '../../config';
import type { Database } from '../../db/open-database';
import type { GoogleEndpoints } from '../auth/google';
import type { Identity } from '../auth/identity';
import type { Drive } from './drive';
import { createGoogleDrive } from './google-drive';
import { createLocalDrive } from './local-drive';

export interface DriveParts {
  config: Pick<Config, 'localDriveDir' | 'publicUrl' | 'google'>;
  database: Pick<Database, 'db' | 'kind'>;
  identity: Identity;
  googleEndpoints?: GoogleEndpoints;
}

/** The drive this configuration names: Google Drive + Sheets with Google sign-in, else local folders. */
export function createDrive(parts: DriveParts): Drive {
  const { config } = parts;
  if (config.google) {
    return createGoogleDrive({
      credentials: config.google,
      database: parts.database,
      identity: parts.identity,
      ...(parts.googleEndpoints ? { endpoints: parts.googleEndpoints } : {}),
    });
  }
  const root = config.localDriveDir;
  if (!root) throw new Error('the local drive needs a folder (DATA_DIR/drive)');
  return createLocalDrive({ root, publicUrl: config.publicUrl });
}
