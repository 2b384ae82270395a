import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server (apps/server) listens on 3000 in development and serves apps/web/dist in production.
const apiServer = 'http://localhost:3000';
const outDir = 'dist';

/**
 * Writes .br and .gz beside every text asset of the build, so the server (@fastify/static with
 * preCompressed) sends compressed files without compressing on each request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'receiptbox-precompress',
    apply: 'build',
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|json|txt)$/.test(file))
          .map(async (file) => {
            const path = join(outDir, file);
            const body = await readFile(path);
            if (body.byteLength < 1024) return;
            await writeFile(
              `${path}.br`,
              await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            await writeFile(`${path}.gz`, await gz(body, { level: 9 }));
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: { outDir, emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/oidc': apiServer,
    },
  },
});
