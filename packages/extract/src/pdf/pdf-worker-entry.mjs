// Pool threads load the TypeScript worker. When the thread has no TypeScript loader (Node 20 does
// not hand tsx's hooks to worker threads; Vitest or a plain `node` host never had them), it
// registers tsx itself. A failed import is cached per URL, hence the query on the retry.
let mod;
try {
  mod = await import('./pdf-worker.ts');
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  mod = await import('./pdf-worker.ts?tsx');
}
export default mod.default;
