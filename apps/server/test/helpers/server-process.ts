import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export { freePort } from './free-port';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface LogLine {
  msg?: string;
  level?: number;
  [key: string]: unknown;
}

/**
 * The real server program (`tsx apps/server/src/main.ts`) as a child process, with its JSON log
 * lines collected, so tests see what an operator would.
 */
export class ServerProcess {
  readonly lines: LogLine[] = [];
  private readonly child: ChildProcess;
  private readonly exited: Promise<number | null>;
  private readonly closed: Promise<number | null>;
  private output = '';

  constructor(env: Record<string, string>) {
    // `node --import tsx` rather than the tsx binary, so that the child's pid is the server's own.
    this.child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let pending = '';
    this.child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const line of complete) {
        this.output += `${line}\n`;
        try {
          this.lines.push(JSON.parse(line) as LogLine);
        } catch {
          // Not a log line (e.g. a runtime warning); kept in `output` for failure messages.
        }
      }
    });
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString('utf8');
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    // 'close' comes after the output streams end, so every line is collected by then.
    this.closed = new Promise((resolve) => this.child.once('close', (code) => resolve(code)));
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** Resolves with the first log line whose message matches; fails if the process exits first. */
  async waitForLog(message: string | RegExp, timeoutMs = 60_000): Promise<LogLine> {
    const deadline = Date.now() + timeoutMs;
    const matches = (line: LogLine) =>
      typeof line.msg === 'string' &&
      (typeof message === 'string' ? line.msg === message : message.test(line.msg));
    while (Date.now() < deadline) {
      const found = this.lines.find(matches);
      if (found) return found;
      if (this.child.exitCode !== null) {
        throw new Error(
          `server exited with ${this.child.exitCode} before logging "${message}":\n${this.output}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not log "${message}" within ${timeoutMs} ms:\n${this.output}`);
  }

  /** For a process expected to stop by itself: its exit code and everything it printed. */
  async finished(): Promise<{ code: number | null; output: string }> {
    const code = await this.closed;
    return { code, output: this.output };
  }

  /** SIGTERM, then the exit code (0 for a graceful shutdown). */
  async stop(): Promise<number | null> {
    if (this.child.exitCode === null) this.child.kill('SIGTERM');
    return await this.exited;
  }
}
