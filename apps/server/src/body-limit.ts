/** A base64 upload of a 10 MB file is ~13.4 MB; leave room for the JSON around it. */
export const BODY_LIMIT_BYTES = 15 * 1024 * 1024;
