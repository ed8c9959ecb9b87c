import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

// A page on another site can make a browser on this machine call the server by a name that resolves to
// 127.0.0.1 (DNS rebinding); such a call carries that name in Host, so only loopback names are accepted.
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  const lower = name.toLowerCase();
  return lower === 'localhost' || lower.endsWith('.localhost') || isLoopbackAddress(lower);
}

const proxyHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether a request comes from this machine itself. The socket's own peer is read, never a header a
 * client could set, and a request relayed by a proxy on this machine does not count: it came from
 * wherever the proxy's client is.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (proxyHeaders.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackHost(request.headers.host);
}
