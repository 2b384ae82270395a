import type { Config } from '../../config';
import type { Db } from '../../db/open-database';
import type { GoogleEndpoints } from '../auth/google';
import type { Identity } from '../auth/identity';
import { type Drive, DriveAccessRequiredError } from './drive';
import { createLocalDrive } from './local-drive';

export interface DriveParts {
  config: Pick<Config, 'localDriveDir' | 'publicUrl' | 'google'>;
  db: Db;
  identity: Identity;
  googleEndpoints?: GoogleEndpoints;
}

/** The drive this configuration names: Google Drive + Sheets with Google sign-in, else local folders. */
export function createDrive(parts: DriveParts): Drive {
  const { config } = parts;
  if (config.localDriveDir)
    return createLocalDrive({ root: config.localDriveDir, publicUrl: config.publicUrl });
  const unavailable = async (): Promise<never> => {
    throw new DriveAccessRequiredError('Google Drive is not connected yet.');
  };
  return {
    kind: 'google',
    createFolder: unavailable,
    writeOriginal: unavailable,
    appendReceipt: unavailable,
    listFiles: unavailable,
    openFile: unavailable,
    readWorkbook: unavailable,
    folderUrl: (folderId) => `https://drive.google.com/drive/folders/${folderId}`,
  };
}
