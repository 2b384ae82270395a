import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, AppDeps, Feature } from './app-types';
import { BODY_LIMIT_BYTES } from './body-limit';
import { features as allFeatures } from './features/index';
import { appConfigRoutes } from './http/app-config-routes';
import { healthRoutes } from './http/health-routes';
import { clientErrorProblem, frameworkErrorProblem, registerProblemDetails } from './http/problem-details';
import { registerStaticWeb } from './http/static-web';

export interface BuildAppOptions {
  /** Defaults to every feature in features/index.ts; tests may pass a subset. */
  features?: Feature[];
}

/**
 * The HTTP side of Receiptbox: API routes of every feature, health probes and the built web app,
 * with every error as problem details. Does not listen; main.ts does, tests use `inject`.
 */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.config.trustedProxies,
    // Ids are for correlating log lines; honour one set by a proxy in front.
    requestIdHeader: 'x-request-id',
    // Errors raised before routing (bad %-escapes, oversized headers) are problems as well.
    frameworkErrors: frameworkErrorProblem,
    clientErrorHandler: clientErrorProblem(deps.log as FastifyBaseLogger),
  }).withTypeProvider<ZodTypeProvider>();
  // Every API body is JSON; Fastify's default text/plain parser would turn a mislabelled body
  // into a confusing 400 about the body's shape instead of a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const fallback = await registerStaticWeb(app, deps.config.webDistDir);
  registerProblemDetails(app, { fallback });

  await healthRoutes(app, deps);
  await appConfigRoutes(app, deps);
  for (const feature of options.features ?? allFeatures) {
    if (feature.plugin) {
      const plugin = feature.plugin;
      await app.register(async (scope) => plugin(scope, deps));
    }
  }
  await app.ready();
  return app;
}
