import { paths } from '../../config/paths';

/** Where to go after sign-in: the returnUrl query parameter when it is a path on this site, else /dashboard. */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return paths.dashboard.href();
  }
  return value;
}
