import type { AppConfig } from '@receiptbox/contracts/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from './http';

export const appConfigKeys = {
  all: ['app-config'] as const,
};

/**
 * GET /api/App/config; the config does not change while the page is open. Not validated with the
 * zod schema here: every page reads it, and zod would double the landing page's JavaScript.
 */
export const appConfigQuery = () =>
  queryOptions({
    queryKey: appConfigKeys.all,
    queryFn: ({ signal }) => http.get<AppConfig>('/api/App/config', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export const useAppConfig = () => useQuery(appConfigQuery());
