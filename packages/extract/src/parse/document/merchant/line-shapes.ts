// Shapes of lines that are an address, a contact, a priced row or a labelled field, never a name.

/**
 * A postcode, a street word or a street name with its number: an address even when the line says
 * nothing else.
 */
export const STREET_ADDRESS =
  /\d{4,5}\s+\p{L}|\b\d{3}\s\d{2}\s+\p{L}|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s\d[A-Z]\d\b|\b(STREET|ST\.|ROAD|AVENUE|AVE|BLVD|SUITE|LANE|DRIVE|COURT|PLACE|SQUARE|TERRACE|HIGHWAY|PARKWAY|STRASSE|STR\.|WEG|PLATZ|RUE|BOULEVARD|AVENIDA|AV\.(?=\s)|RUA|RODOVIA|ALAMEDA|TRAVESSA|CALLE|STRAAT|GATAN|VAGEN|P\.?O\.? BOX|POSTFACH|CASE POSTALE)\b|\p{L}(?:STR\.?|STRASSE|STRAßE|WEG|PLATZ|ALLEE|GASSE|DAMM|RING|UFER|STRAAT|LAAN|GRACHT|PLEIN|KADE|GATAN|GATA|VÄGEN|VAGEN|GRÄND)\s*\d|\bAV\.\s+\p{L}/iu;
/**
 * An industrial estate or business park named before its street ("Polígono Industrial El
 * Carrascal", "Pol. Ind. Fuente del Jarro", "Gewerbegebiet Nord", "Zone industrielle des Bruyères",
 * "Bedrijventerrein De Hoek", "Hillside Industrial Estate"), folded upper-case: the address's first
 * line, where Spanish, German, French and Dutch firms outside town have their seat. The continental
 * words open the line (or a part of it after a comma) and the English ones close it, as an
 * address writes them: inside or after a shop's name ("Apotheke im Gewerbepark", "Trading Estate
 * Tyres") they name the shop.
 */
const ESTATE = String.raw`(?:^|[,·|•])\s*(?:POL[IÍ]GONO|POL\.\s?IND\.?|PARQUE EMPRESARIAL|PARQUE TECNOL[OÓ]GICO|GEWERBEGEBIET|INDUSTRIEGEBIET|GEWERBEPARK|ZONE INDUSTRIELLE|ZONE ARTISANALE|ZONE D'ACTIVIT[EÉ]S?|BEDRIJVENTERREIN|INDUSTRIETERREIN)\b|\b(?:INDUSTRIAL (?:ESTATE|PARK)|BUSINESS PARK|TRADING ESTATE)\s*(?:,|$)`;

/**
 * An address line, also a word followed by a house number ("Kerkstraat 12", "Calle Mayor 5"),
 * which a shop name can end with too ("Blue Fern Cafe 3", "Studio 54"): alone, that is not enough
 * to refuse a name.
 */
export const ADDRESS_LIKE = new RegExp(
  `${STREET_ADDRESS.source}|\\p{L}\\s+\\d{1,4}[a-z]?\\b|${ESTATE}`,
  'iu',
);
/** A line with a priced amount is an item or a sum, not an address. */
export const PRICED = /\d[.,]\d{2}(?!\d)/;
/**
 * A line that is only a mail address, a web address or a phone number; a date ("15/01/2018",
 * "2025-03-14") has a phone's characters but is none.
 */
export const CONTACT_LINE =
  /^(?:(?:e-?mail|tel|phone|mobile|mob|web|www)\.?\s*:?\s*)?(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/)?www\.[\w.-]+|(?!\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$)\+?[\d ()/.-]{8,})$/i;
/** "Kund: …", "Invoice date: 04/03/2025": a field's label and value, never a name. */
export const LABELLED_VALUE = /\p{L}{3,}\s?:\s+\S/u;
/** A contact detail anywhere in a line (mail, web, phone, fax), upper-case. */
export const CONTACT_LIKE = /@|WWW\.|HTTPS?:|\.COM\b|\bTEL\b|PHONE|FAX|TELEFON/;
