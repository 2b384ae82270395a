/**
 * Headings under which an order confirmation lists the customer's other orders ("Your recent
 * orders", "Weitere Bestellungen", "Andere bestellingen", "Vos autres commandes", "Otros pedidos",
 * "Tidigare beställningar"), upper-case without accents. Provenance: the account-page and mail
 * wording of web shops in en/de/nl/fr/es/sv (recent, other, previous, past orders; order history).
 */
const OWNERS = '(?:YOUR|IHRE|DEINE|JE|UW|VOS|TES|TUS|SUS|DINA)';
const OTHER =
  '(?:RECENT|OTHER|PREVIOUS|PAST|MORE|WEITERE|WEITEREN|ANDERE|ANDEREN|FRUHERE|FRUHEREN|LETZTE|LETZTEN|VORHERIGE|EERDERE|RECENTE|VORIGE|AUTRES|DERNIERES|OTROS|ULTIMOS|ANDRA|TIDIGARE|SENASTE)';
const ORDERS =
  '(?:ORDERS|PURCHASES|BESTELLUNGEN|BESTELLINGEN|COMMANDES|PEDIDOS|COMPRAS|BESTALLNINGAR|ORDRAR)';
const AFTER = '(?:RECENTES|PRECEDENTES|ANTERIEURES|RECIENTES|ANTERIORES)';

export const OTHER_ORDERS_HEADING = new RegExp(
  `^(?:${OWNERS}\\s+)?(?:${OTHER}\\s+${ORDERS}|${ORDERS}\\s+${AFTER}|ORDER HISTORY|BESTELLVERLAUF|BESTELLHISTORIE|BESTELGESCHIEDENIS|HISTORIQUE DES COMMANDES|HISTORIAL DE PEDIDOS|ORDERHISTORIK)\\s*:?$`,
);
