/**
 * Per connecting IP limits of one SMTP listener process: open connections, and messages begun
 * per minute (a sliding window). Each smtp process counts on its own; with N processes behind
 * one MX the effective limit is N times these.
 */
export interface ClientLimitSettings {
  connectionsPerIp: number;
  messagesPerIpPerMinute: number;
}

export class ClientLimits {
  private readonly open = new Map<string, number>();
  private readonly started = new Map<string, number[]>();

  constructor(private readonly settings: ClientLimitSettings) {}

  /** Counts a new connection; false (and not counted) when the IP already has its share. */
  connect(ip: string): boolean {
    const now = this.open.get(ip) ?? 0;
    if (now >= this.settings.connectionsPerIp) return false;
    this.open.set(ip, now + 1);
    return true;
  }

  disconnect(ip: string): void {
    const now = (this.open.get(ip) ?? 1) - 1;
    if (now <= 0) this.open.delete(ip);
    else this.open.set(ip, now);
  }

  /** Counts a message begun (MAIL FROM); false when the IP sent its share this minute. */
  beginMessage(ip: string, at = Date.now()): boolean {
    const recent = (this.started.get(ip) ?? []).filter((t) => t > at - 60_000);
    if (recent.length >= this.settings.messagesPerIpPerMinute) {
      this.started.set(ip, recent);
      return false;
    }
    recent.push(at);
    this.started.set(ip, recent);
    return true;
  }
}
