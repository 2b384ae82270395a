import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where ports below the kernel's ephemeral range start being ours to choose from. */
const LOWEST = 10_000;

/**
 * The kernel's ephemeral port range: where it picks ports for listen(0) and for outgoing
 * connections. Linux says so in /proc; elsewhere the IANA range (macOS, Windows) is assumed.
 */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux.
  }
  return [49_152, 65_535];
}

/** Whether nothing listens on `port` now (on any IPv4 address, so a later bind of 127.0.0.1 or 0.0.0.0 fits). */
function isFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '0.0.0.0', () => server.close(() => done(true)));
  });
}

/** A port the OS picks for listen(0), for systems without room below the ephemeral range. */
function osPickedPort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * A TCP port nobody listens on now, for a server another process binds later (the real server
 * program, embedded PostgreSQL), or for a port that must stay dead. Chosen at random below the
 * ephemeral range: between this answer and that bind, a port the OS picked for listen(0) could be
 * handed to anyone else's listen(0) or outgoing connection on the machine (other test files run at
 * the same time), whereas the kernel never hands out a port from outside that range by itself.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  if (low - LOWEST < 1000) return osPickedPort();
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (low - LOWEST));
    if (await isFree(port)) return port;
  }
  return osPickedPort();
}
