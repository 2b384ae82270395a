/** Link to a mailbox's drive folder: the local drive in embedded mode, Google Drive otherwise. */
export function driveFolderUrl(folderId: string, identityProvider: 'google' | 'builtin' | undefined): string {
  return identityProvider === 'google'
    ? `https://drive.google.com/drive/folders/${encodeURIComponent(folderId)}`
    : `/drive/folders/${encodeURIComponent(folderId)}`;
}
