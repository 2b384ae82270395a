import { useAppConfig } from '../../lib/app-config';

/** An example mailbox address on this deployment's mail domain (MAIL_DOMAIN), for marketing copy. */
export function useExampleAddress(mailbox: string): string {
  const domain = useAppConfig().data?.mailDomain;
  return domain ? `${mailbox}@yourname.${domain}` : `${mailbox}@yourname`;
}
