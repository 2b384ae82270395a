/**
 * Every route of SPEC §2 in one place. Pages link with `paths.x.href()`; the router registers
 * `paths.x.path`. Query strings are built here so callers never hand-assemble URLs.
 */
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: { path: '/', href: () => '/' },
  features: { path: '/features', href: () => '/features' },
  pricing: { path: '/pricing', href: () => '/pricing' },
  hsa: { path: '/hsa', href: () => '/hsa' },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', href: () => '/terms-of-service' },
  converter: { path: '/receipt-to-excel', href: () => '/receipt-to-excel' },
  contact: { path: '/contact', href: () => '/contact' },
  blog: { path: '/blog', href: () => '/blog' },
  register: { path: '/register', href: () => '/register' },
  login: {
    path: '/login',
    href: (query: { returnUrl?: string; selectedPlan?: string; register?: '1' } = {}) =>
      withQuery('/login', query),
  },
  authCallback: { path: '/auth/callback', href: () => '/auth/callback' },
  accountSetup: { path: '/account-setup', href: () => '/account-setup' },
  createUser: { path: '/create-user', href: () => '/create-user' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  mailbox: { path: '/mailbox/:id', href: (id: string) => `/mailbox/${encodeURIComponent(id)}` },
  settings: { path: '/settings', href: () => '/settings' },
  mailboxConfirmation: {
    path: '/mailbox-confirmation/:id',
    href: (id: string) => `/mailbox-confirmation/${encodeURIComponent(id)}`,
  },
  upload: {
    path: '/upload/:mailboxId',
    href: (mailboxId: string) => `/upload/${encodeURIComponent(mailboxId)}`,
  },
  sandboxCheckout: {
    path: '/sandbox/checkout/:sessionId',
    href: (sessionId: string) => `/sandbox/checkout/${encodeURIComponent(sessionId)}`,
  },
  driveFolder: {
    path: '/drive/folders/:folderId',
    href: (folderId: string) => `/drive/folders/${encodeURIComponent(folderId)}`,
  },
} as const;
