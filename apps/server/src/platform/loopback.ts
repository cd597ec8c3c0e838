import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '@/config.ts';
import { ConfigError } from '@/config.ts';

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address. */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const bare = address.replace(/^::ffff:/i, '');
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
};

/** A HOST that only this machine can reach. */
export const isLoopbackHost = (host: string): boolean => host === 'localhost' || isLoopbackAddress(host);

/**
 * A caller on this machine, speaking to us directly: a request relayed by a proxy (even one on this machine)
 * carries a forwarding header and may come from anywhere.
 */
export const isLocalCaller = (request: FastifyRequest): boolean =>
  isLoopbackAddress(request.socket.remoteAddress) &&
  isLoopbackAddress(request.ip) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/**
 * The demo accounts sign in with codes anyone on this machine can read; listening on the network with them
 * would let anyone who reaches the port sign in as root. Refused unless ALLOW_DEMO_ON_NETWORK says so.
 */
export const assertDemoNotExposed = (
  config: Pick<Config, 'HOST' | 'ALLOW_DEMO_ON_NETWORK'>,
  demoAccountsExist: boolean,
) => {
  if (!demoAccountsExist || isLoopbackHost(config.HOST) || config.ALLOW_DEMO_ON_NETWORK) return;
  throw new ConfigError(
    `Refusing to start: HOST=${config.HOST} is reachable from the network and the demo accounts exist ` +
      '(their sign-in codes are printed in the log, so anyone who reaches the port could sign in as root).\n' +
      '  Delete or disable the demo users, listen on 127.0.0.1, or set ALLOW_DEMO_ON_NETWORK=true if this is ' +
      'a demonstration on a network you trust.',
  );
};
