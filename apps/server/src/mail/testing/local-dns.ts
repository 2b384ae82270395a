import { generateKeyPairSync } from 'node:crypto';
import type { DNSResolver } from '../sender-trust';

/**
 * A DNS zone in memory for tests of sender checks: TXT records (DKIM keys, SPF, DMARC) served
 * through mailauth's resolver hook, NXDOMAIN for anything else, SERVFAIL for names marked broken.
 */
export class LocalDns {
  private readonly txt = new Map<string, string[]>();
  private readonly broken = new Set<string>();

  readonly resolver: DNSResolver = async (name, rrtype) => {
    const key = name.toLowerCase().replace(/\.$/, '');
    if (this.broken.has(key)) throw Object.assign(new Error(`SERVFAIL ${key}`), { code: 'ESERVFAIL' });
    const records = rrtype === 'TXT' ? this.txt.get(key) : undefined;
    if (!records) throw Object.assign(new Error(`ENOTFOUND ${key}`), { code: 'ENOTFOUND' });
    // Resolved TXT records come as chunks of at most 255 characters.
    return records.map((r) => r.match(/.{1,255}/g) ?? ['']);
  };

  addTxt(name: string, value: string): void {
    const key = name.toLowerCase();
    this.txt.set(key, [...(this.txt.get(key) ?? []), value]);
  }

  breakName(name: string): void {
    this.broken.add(name.toLowerCase());
  }

  /** A fresh RSA key published as `{selector}._domainkey.{domain}`; the private key in PEM. */
  addDkimKey(domain: string, selector = 'test'): string {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    this.addTxt(`${selector}._domainkey.${domain}`, `v=DKIM1; k=rsa; p=${spki}`);
    return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  }
}
