/**
 * Month names and their usual abbreviations in the languages of the receipts we read (English is
 * in dates.ts with Malay), upper-case as the parser sees text.
 *
 * Provenance: the Unicode CLDR month names (format, wide and abbreviated) for de, nl, fr, es, sv,
 * pl, it, pt and tr, upper-cased (el below); abbreviations without their trailing dot. Forms that begin ordinary words
 * of another language are left out ("MAR" stays English, "DEC" stays English), or are read only
 * as a whole word (BARE_ONLY in dates.ts: "DIC" but not "DICE").
 */
/**
 * Greek month names in the genitive, as dates print them ("10 Μαρτίου 2025"), upper-cased with
 * and without their accents. Provenance: CLDR el, format wide.
 */
const GREEK_MONTHS = [
  'Ιανουαρίου',
  'Φεβρουαρίου',
  'Μαρτίου',
  'Απριλίου',
  'Μαΐου',
  'Ιουνίου',
  'Ιουλίου',
  'Αυγούστου',
  'Σεπτεμβρίου',
  'Οκτωβρίου',
  'Νοεμβρίου',
  'Δεκεμβρίου',
].flatMap((name, i): Array<[string, number]> => {
  const upper = name.toUpperCase();
  const bare = upper.normalize('NFD');
  // Capitals drop the stress accent but may keep a diaeresis ("ΜΑΪΟΥ"), or drop both.
  return [
    [upper, i + 1],
    [bare.replace(/\u0301/g, '').normalize('NFC'), i + 1],
    [bare.replace(/[\u0300-\u036f]/g, ''), i + 1],
  ];
});

export const MULTILINGUAL_MONTHS: Record<string, number> = {
  // German
  JANUAR: 1,
  JÄNNER: 1,
  FEBRUAR: 2,
  MÄRZ: 3,
  MAERZ: 3,
  MÄR: 3,
  MRZ: 3,
  MAI: 5,
  JUNI: 6,
  JULI: 7,
  OKTOBER: 10,
  DEZEMBER: 12,
  DEZ: 12,
  // Dutch (JANUARI, FEBRUARI and MEI are shared with Malay)
  MAART: 3,
  MRT: 3,
  AUGUSTUS: 8,
  // French
  JANVIER: 1,
  JANV: 1,
  FÉVRIER: 2,
  FEVRIER: 2,
  FÉVR: 2,
  FEVR: 2,
  MARS: 3,
  AVRIL: 4,
  AVR: 4,
  JUIN: 6,
  JUILLET: 7,
  JUIL: 7,
  AOÛT: 8,
  AOUT: 8,
  SEPTEMBRE: 9,
  OCTOBRE: 10,
  NOVEMBRE: 11,
  DÉCEMBRE: 12,
  DECEMBRE: 12,
  DÉC: 12,
  // Spanish; abbreviations as tickets print them ("18-dic-14"), whole words only (dates.ts BARE_ONLY):
  // ene., abr., ago., dic. begin other words ("energy", "Abrechnung"); FEB, MAR, MAY, JUN, JUL,
  // SEP, OCT and NOV are spelled as in English.
  ENERO: 1,
  ENE: 1,
  ABR: 4,
  AGO: 8,
  DIC: 12,
  FEBRERO: 2,
  MARZO: 3,
  ABRIL: 4,
  MAYO: 5,
  JUNIO: 6,
  JULIO: 7,
  AGOSTO: 8,
  SEPTIEMBRE: 9,
  SETIEMBRE: 9,
  OCTUBRE: 10,
  NOVIEMBRE: 11,
  DICIEMBRE: 12,
  // Italian (MARZO and AGOSTO as in Spanish, NOVEMBRE as in French)
  GENNAIO: 1,
  FEBBRAIO: 2,
  APRILE: 4,
  MAGGIO: 5,
  GIUGNO: 6,
  LUGLIO: 7,
  SETTEMBRE: 9,
  OTTOBRE: 10,
  DICEMBRE: 12,
  // Portuguese (ABRIL and AGOSTO as in Spanish); MARCO and MAIO only as whole words (dates.ts BARE_ONLY)
  JANEIRO: 1,
  FEVEREIRO: 2,
  MARÇO: 3,
  MARCO: 3,
  MAIO: 5,
  JUNHO: 6,
  JULHO: 7,
  SETEMBRO: 9,
  OUTUBRO: 10,
  NOVEMBRO: 11,
  DEZEMBRO: 12,
  // Swedish (APRIL, SEPTEMBER, NOVEMBER, DECEMBER as in English)
  MAJ: 5,
  AUGUSTI: 8,
  // Polish (genitive forms, as dates print them)
  STYCZNIA: 1,
  LUTEGO: 2,
  MARCA: 3,
  KWIETNIA: 4,
  MAJA: 5,
  CZERWCA: 6,
  LIPCA: 7,
  SIERPNIA: 8,
  WRZEŚNIA: 9,
  PAŹDZIERNIKA: 10,
  LISTOPADA: 11,
  GRUDNIA: 12,
  // Turkish, with and without the letters an ASCII till or a font without them prints
  // (AGUSTOS, EYLUL, SUBAT); upper-cased as Turkish does ("Nisan" as NİSAN) and as JavaScript does
  // (NISAN). MART is a shop word too ("MINI MART"): BARE_ONLY in dates.ts.
  OCAK: 1,
  ŞUBAT: 2,
  SUBAT: 2,
  MART: 3,
  NİSAN: 4,
  NISAN: 4,
  MAYIS: 5,
  MAYİS: 5,
  HAZİRAN: 6,
  HAZIRAN: 6,
  TEMMUZ: 7,
  AĞUSTOS: 8,
  AGUSTOS: 8,
  EYLÜL: 9,
  EYLUL: 9,
  EKİM: 10,
  EKIM: 10,
  KASIM: 11,
  KASİM: 11,
  ARALIK: 12,
  ARALİK: 12,
  ...Object.fromEntries(GREEK_MONTHS),
};

/**
 * Italian and Portuguese month abbreviations as tills print them ("18 set 2018", "18-ott-18").
 * They are, or begin, English words ("SET MENU", "TAKE OUT", "GEN", "MAG"), so they name a month
 * only after a day and before a year (dates.ts D_ABBR_Y_RE), never in the month-first forms.
 * Provenance: CLDR abbreviated month names for it and pt; FEB, MAR, APR, NOV, DIC, AGO, DEZ and
 * the rest are read as the other languages spell them.
 */
export const DAY_FIRST_ABBREVIATIONS: Record<string, number> = {
  GEN: 1,
  FEV: 2,
  MAG: 5,
  GIU: 6,
  LUG: 7,
  SET: 9,
  OTT: 10,
  OUT: 10,
};
