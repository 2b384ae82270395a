/**
 * How mail clients introduce a forwarded or quoted original message, in the languages of the
 * receipts we read (en, de, nl, fr, es, sv, pl).
 *
 * Provenance: the forward separators and header-field labels that Gmail ("---------- Forwarded
 * message ---------" and its translations), Outlook ("-----Original Message-----", then "From:",
 * "Sent:", "To:", "Subject:" in the user's language), Apple Mail ("Begin forwarded message:") and
 * Thunderbird ("-------- Forwarded Message --------", "Original-Nachricht") write, as shown in
 * their localised user interfaces.
 */

/** A line that is only a forward separator. */
export const FORWARD_MARKER = new RegExp(
  String.raw`^\s*(?:-{2,}\s*)?(?:${[
    'forwarded message',
    'original message',
    'weitergeleitete nachricht',
    'ursprüngliche nachricht',
    'original-nachricht',
    'doorgestuurd bericht',
    'oorspronkelijk bericht',
    'oorspronkelijk e-mailbericht',
    'message transféré',
    "message d'origine",
    'message original',
    'mensaje reenviado',
    'mensaje original',
    'vidarebefordrat meddelande',
    'ursprungligt meddelande',
    'originalmeddelande',
    'przekazana wiadomość',
    'wiadomość przekazana dalej',
    'oryginalna wiadomość',
    'begin forwarded message',
    'anfang der weitergeleiteten nachricht',
    'début du message réexpédié',
    'début du message transféré',
    'begin doorgestuurd bericht',
    'inicio del mensaje reenviado',
    'vidarebefordrat brev',
    'początek przekazywanej wiadomości',
  ].join('|')})\s*:?\s*(?:-{2,})?\s*$`,
  'i',
);

/** Header-field labels of a quoted original, by the field they name. */
export const FORWARD_FIELDS: Record<'from' | 'date' | 'subject' | 'to', string[]> = {
  from: ['from', 'von', 'de', 'van', 'från', 'fra', 'od', 'da'],
  date: [
    'date',
    'sent',
    'datum',
    'gesendet',
    'envoyé',
    'envoyé le',
    'verzonden',
    'verstuurd',
    'fecha',
    'enviado',
    'enviado el',
    'skickat',
    'skickades',
    'data',
    'wysłano',
    'wysłane',
  ],
  subject: ['subject', 'betreff', 'onderwerp', 'objet', 'asunto', 'ämne', 'temat'],
  to: ['to', 'an', 'aan', 'à', 'a', 'para', 'till', 'do', 'cc', 'kopie', 'cc.'],
};

const ALL_FIELDS = Object.values(FORWARD_FIELDS)
  .flat()
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.]/g, '\\.'))
  .join('|');

/** "Gesendet: Montag, 9. Dezember 2024 18:05" → field and value (French puts a space before ":"). */
export const FORWARD_FIELD_LINE = new RegExp(String.raw`^\s*\*?(${ALL_FIELDS})\*?\s*:\s*(.*)$`, 'i');

/** The field a label names, or null. */
export function forwardField(label: string): keyof typeof FORWARD_FIELDS | null {
  const key = label.toLowerCase();
  for (const [field, labels] of Object.entries(FORWARD_FIELDS))
    if (labels.includes(key)) return field as keyof typeof FORWARD_FIELDS;
  return null;
}

/** "Fwd:", "WG:", "TR:", "RV:", "Doorst:", "VB:", "PD:" before a forwarded subject. */
export const FORWARD_SUBJECT_PREFIX = /^\s*((?:fwd?|fw|tr|wg|rv|doorst|vb|vs|pd|enc)\s*:\s*)+/i;

/**
 * A reply's attribution line over a quoted original, as Gmail, Outlook, Apple Mail and
 * Thunderbird write it in each language: "On Mon, Feb 3, 2025 at 4:12 PM Shop <a@b> wrote:",
 * "Am 03.02.2025 um 14:22 schrieb Shop <a@b>:", "Le lun. 3 févr. 2025 à 16:12, Shop <a@b> a
 * écrit :", "El lun, 3 feb 2025 a las 16:12, Shop (<a@b>) escribió:", "Op ma 3 feb. 2025 om 16:12
 * schreef Shop <a@b>:", "Den mån 3 feb. 2025 kl 16:12 skrev Shop <a@b>:". Groups: the text
 * between the opening word and the address (date, then name), the address.
 */
export const REPLY_ATTRIBUTION =
  /^\s*(?:>\s*)?(?:on|am|le|el|op|den|w dniu|dnia)\s+(.+?)\s*[<(]{1,2}(?:mailto:)?([^\s<>()@]+@[^\s<>()]+?)[>)]{1,2}\s*(?:wrote|schrieb|a écrit|escribió|schreef|skrev|napisał\(a\)|napisał|napisała)?\s*:?\s*$/i;
