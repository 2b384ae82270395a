import { describe, expect, it } from 'vitest';
import { ClientLimits } from './client-limits';

describe('SMTP client limits', () => {
  it('refuse a connection over the per-IP share until one closes, without affecting other IPs', () => {
    const limits = new ClientLimits({ connectionsPerIp: 2, messagesPerIpPerMinute: 10 });
    expect(limits.connect('10.0.0.1')).toBe(true);
    expect(limits.connect('10.0.0.1')).toBe(true);
    expect(limits.connect('10.0.0.1')).toBe(false);
    expect(limits.connect('10.0.0.2')).toBe(true);
    limits.disconnect('10.0.0.1');
    expect(limits.connect('10.0.0.1')).toBe(true);
  });

  it('refuse messages over the per-minute share and allow them again a minute later', () => {
    const limits = new ClientLimits({ connectionsPerIp: 2, messagesPerIpPerMinute: 2 });
    expect(limits.beginMessage('10.0.0.1', 0)).toBe(true);
    expect(limits.beginMessage('10.0.0.1', 1_000)).toBe(true);
    expect(limits.beginMessage('10.0.0.1', 2_000)).toBe(false);
    expect(limits.beginMessage('10.0.0.1', 60_500)).toBe(true);
  });
});
