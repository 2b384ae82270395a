import { AppConfig, FREE_RECEIPTS_PER_MONTH, planCatalogue } from '@receiptbox/contracts';
import type { App, AppDeps } from '../app-types';
import type { Config } from '../config';

/** The built-in identity provider's client id for the web app (embedded mode). */
export const BUILTIN_CLIENT_ID = 'receiptbox-web';

/** AppConfig of SPEC §3 for this configuration. */
export function appConfigFor(config: Config): AppConfig {
  return {
    clientId: config.google?.clientId ?? BUILTIN_CLIENT_ID,
    identityProvider: config.google ? 'google' : 'builtin',
    issuer: config.google ? 'https://accounts.google.com' : `${config.publicUrl}/oidc`,
    applicationInsightsKey: config.applicationInsightsKey,
    stripePublicKey: config.stripe?.publicKey ?? null,
    products: planCatalogue(),
    mailDomain: config.mailDomain,
    supportEmail: config.supportEmail,
    freeReceiptsPerMonth: FREE_RECEIPTS_PER_MONTH,
  };
}

export async function appConfigRoutes(app: App, deps: Pick<AppDeps, 'config'>): Promise<void> {
  const body = appConfigFor(deps.config);
  app.get('/api/App/config', { schema: { response: { 200: AppConfig } } }, async () => body);
}
