const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * An RFC 5322 date ("Fri, 31 Mar 2017 20:08:31 -0700", also "Wed, 7 Sept 2022 at 19:49" as mail
 * clients print it in forwards) as the sender's local time with its offset
 * ("2017-03-31T20:08:31-07:00"), so the first ten characters are the sender's calendar date and
 * not the UTC one. Undefined when the text is not in that form.
 */
export function senderLocalTime(value: string): string | undefined {
  const m =
    /(?:^|[\s,])(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})(?:,?\s+(?:at\s+)?(\d{1,2}):(\d{2})(?::(\d{2}))?)?(?:\s*([+-])(\d{2}):?(\d{2}))?/i.exec(
      value,
    );
  if (!m) return undefined;
  const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1;
  const day = Number(m[1]);
  if (month === 0 || day < 1 || day > 31) return undefined;
  const p = (n: string | undefined) => (n ?? '0').padStart(2, '0');
  const offset = m[7] ? `${m[7]}${m[8]}:${m[9]}` : '';
  return `${m[3]}-${p(String(month))}-${p(m[1])}T${p(m[4])}:${p(m[5])}:${p(m[6])}${offset}`;
}

/**
 * The signing domain (d=) of a message's first DKIM signature. Mail-sending services sign for
 * many companies, so callers still judge the domain.
 */
export function dkimDomain(lines: string[]): string | undefined {
  for (const line of lines) {
    const m = /(?:^|[;\s])d=([a-z0-9.-]+)/i.exec(line.replace(/\r?\n\s*/g, ' '));
    if (m) return m[1]!.toLowerCase();
  }
  return undefined;
}
