import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(plain);
  if (family === 0) return false;
  return loopback.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether a request comes from a program on this machine: the socket peer is a loopback address,
 * so is the client Fastify settled on (`request.ip`, which honours TRUSTED_PROXIES), and every
 * address a proxy forwarded is one too. The last rule matters when a reverse proxy on the same
 * host fronts the app without TRUSTED_PROXIES: its socket is local, but the client it forwards is
 * not.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip)) return false;
  return forwardedAddresses(request).every(isLoopbackAddress);
}

/**
 * Whether a Host header names this machine: `localhost` (or a name under `.localhost`), a loopback
 * IP, with any port. A page on an attacker's domain that rebinds its DNS to 127.0.0.1 still sends
 * its own name as Host, so this is what keeps it from reading the outbox (DNS rebinding).
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::\d+)?$/.exec(host.trim());
  if (!match?.[1]) return false;
  const name = match[1]
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return isLoopbackAddress(name);
}

function forwardedAddresses(request: FastifyRequest): string[] {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const addresses = [
    ...header('x-forwarded-for').split(','),
    ...header('x-real-ip').split(','),
    // RFC 7239: for=192.0.2.1, for="[2001:db8::1]:4711"
    ...[...header('forwarded').matchAll(/for=("?)\[?([^\]",;]+)/gi)].map((m) => m[2] ?? ''),
  ];
  return addresses.map((a) => a.trim()).filter((a) => a !== '');
}
