import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './dev-set';

export interface CliRun {
  lines: Record<string, unknown>[];
  wallMs: number;
  peakRssKb: number | null;
}

/**
 * Runs the extract CLI on files through `tsx`, under GNU time when present so the peak RSS of the
 * whole process tree's largest process is known. Returns the parsed JSON Lines.
 */
export async function runExtractCli(files: string[], args: string[] = []): Promise<CliRun> {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const cli = path.join(repoRoot, 'packages', 'extract', 'src', 'cli.ts');
  const timeBin = '/usr/bin/time';
  const { existsSync } = await import('node:fs');
  const useTime = existsSync(timeBin);
  const command = useTime ? timeBin : tsx;
  const argv = useTime ? ['-f', 'PEAK_RSS_KB=%M', tsx, cli, ...args, ...files] : [cli, ...args, ...files];
  const started = performance.now();
  const child = spawn(command, argv, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const wallMs = performance.now() - started;
  const rss = /PEAK_RSS_KB=(\d+)/.exec(stderr);
  const logs = stderr.replace(/PEAK_RSS_KB=\d+\s*/, '').trim();
  if (logs) process.stderr.write(`${logs}\n`);
  if (code !== 0 && code !== 1) throw new Error(`extract CLI exited with ${code}`);
  const lines = stdout
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { lines, wallMs, peakRssKb: rss ? Number(rss[1]) : null };
}
