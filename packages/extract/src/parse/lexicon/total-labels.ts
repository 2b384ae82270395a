/**
 * Labels of the amount actually taken from the buyer, upper-case without accents: bills and
 * receipt mails print it apart from their "Total" lines ("Total charged", "Pre-authorized
 * Withdrawal", "Montant prélevé", "wird abgebucht"). Provenance: the dev-set bills and receipt
 * mails and the usual wording of direct debits in each language.
 */
export const CHARGED_LABEL =
  /TOTAL CHARGED|AMOUNT CHARGED|YOU WERE CHARGED|WE CHARGED|CHARGED TO|\bCHARGED\b|WITHDRAWAL|WILL BE WITHDRAWN|AMOUNT DEBITED|WILL BE DEBITED|MONTANT PRELEVE|SERA PRELEVE|\bPRELEVE\b|ABGEBUCHT|WIRD BELASTET|EINGEZOGEN|AFGESCHREVEN|IMPORTE COBRADO|SE COBRARA|DRAGITS|DRAS FRAN|POBRANO/;

/**
 * Sentences that name an amount that is not charged (card holds, earlier payments), a tax or a
 * fee said to be charged ("VAT charged at 20%", "Service fee charged"), and a deposit charged now
 * on a booking ("Amount charged today (deposit)", "Anzahlung wird abgebucht", "Acompte prélevé",
 * "Aanbetaling afgeschreven", "Handpenning dragits"): a part of the charge, not the total.
 */
export const NOT_CHARGED =
  /\b(?:DEPOSIT|PREPAYMENT|DOWN PAYMENT|ANZAHLUNG|VORAUSZAHLUNG|ACOMPTE|ARRHES|DEPOSITO|SENAL|ANTICIPO|AANBETALING|VOORSCHOT|HANDPENNING|ZALICZKA|ZADATEK)\b|\b(?:VAT|TAX|TAXES|SALES TAX|GST|HST|PST|QST|MWST|UST|TVA|IVA|BTW|MOMS|FEES?|TIP|DEPOSIT)\b(?:\s+\w+)?\s+CHARGED|CHARGED AT \d|NOT A CHARGE|TEMPORARY HOLD|AUTHORI[SZ]ATION HOLD|WILL BE REMOVED|PREVIOUS|LAST BILL|REFUND|CHARGED BY|\bPER (TICKET|ITEM|PERSON|UNIT|NIGHT|MONTH)|\bEACH\b/;

/**
 * The final amount in languages the slip reader's labels do not cover, upper-case without
 * accents: Polish "Łączna kwota" / "Do zapłaty" / "Kwota należności ogółem" (the amount due on the
 * invoice prints of the national e-invoice system, KSeF), Swedish "Att betala" / "Totalt belopp", Spanish
 * "Importe total" / "Total a pagar", Dutch "Te betalen" / "Te voldoen", French "Net à payer" /
 * "Montant total", German "Rechnungsbetrag" / "Endbetrag" / "Zu zahlen" / "Bruttosumme" (the gross
 * sum under an invoice's "Nettosumme" and VAT), Estonian "Kokku" and Finnish "Yhteensä"
 * (the total line of Baltic and Finnish till slips), Czech "Celkem" / "Celkem k úhradě" (the
 * total of Czech rail and shop receipts, as the České dráhy e-ticket in public extractor fixtures
 * prints it, and "K úhradě", the amount due on Czech invoices; not "Celkem bez DPH" / "Celkem
 * základ", the sum before VAT); the total line of till slips in Polish "Suma PLN" / "Razem",
 * Swedish and Finnish "Summa", Danish "I alt", Croatian and Serbian "Ukupno", Turkish "Toplam",
 * Hungarian "Összesen" and Italian "Importo pagato" — each only alone or with its currency code,
 * as the same words before a tax name ("Suma PTU", "Toplam KDV", "Ukupno PDV") sum the VAT; and the
 * labels of Turkish e-invoices (e-Fatura, e-Arşiv, as the Revenue Administration's invoice view
 * prints them): "Ödenecek Tutar" (amount to pay), "Vergiler Dahil Toplam Tutar" (total with
 * taxes) and "Genel Toplam" (grand total); Hungarian invoices' "Végösszeg" (grand total) and
 * "Fizetendő" (to pay), Romanian "Total de plată".
 */
export const FINAL_TOTAL_LABEL =
  /LACZNA KWOTA|KWOTA DO ZAPLATY|KWOTA NALEZNOSCI OGOLEM|DO ZAPLATY|RAZEM DO ZAPLATY|ATT BETALA|TOTALT BELOPP|SUMMA ATT BETALA|IMPORTE TOTAL|TOTAL A PAGAR|TE BETALEN|TOTAAL TE BETALEN|TE VOLDOEN|NET A PAYER|MONTANT TOTAL|RECHNUNGSBETRAG|ENDBETRAG|ZU ZAHLEN|GESAMTBETRAG|BRUTTOSUMME|BRUTTOBETRAG|^KOKKU\b|^YHTEENSA\b|^CELKEM\b(?!\s*(?:BEZ|ZAKLAD))|CELKEM K UHRADE|^K UHRADE\b|ODENECEK TUTAR|VERGILER DAHIL TOPLAM TUTAR|^GENEL TOPLAM\b|^VEGOSSZEG\b|^FIZETENDO\b|TOTAL DE PLATA|^(?:SUMA|RAZEM|SUMMA|I ALT|UKUPNO|TOPLAM|OSSZESEN|IMPORTO PAGATO|IMPORTO TOTALE)(?: (?:PLN|ZL|SEK|EUR|DKK|KR|HRK|RSD|TRY|TL|HUF|FT))?$/;

/**
 * The one price of a ticket or booking, opening its row with a colon ("Price: 340 CZK", "Fare:
 * £12.40", "Preis: 29,90 €", "Fahrpreis: 19,00 €", "Prix : 35,00 €", "Tarif : 12 €", "Precio: 12,50
 * €", "Prijs: € 8,10", "Pris: 129 kr", Czech and Polish "Cena: 272 CZK"), upper-case without accents: bus, train and event tickets
 * print no total beside it. Provenance: the ticket mails of rail and coach operators (RegioJet,
 * SNCF, DB) in public extractor fixtures and the same word in the six languages.
 */
export const TICKET_PRICE_LABEL =
  /^(?:TICKET PRICE|TOTAL PRICE|PRICE|FARE|TICKETPREIS|FAHRPREIS|PREIS|PRIX DU BILLET|PRIX|TARIF|PRECIO|TARIFA|PRIJS|RITPRIJS|BILJETTPRIS|PRIS|CENA|CENA JIZDENKY|CENA BILETU)\s?:/;

/**
 * A price per period written after an amount ("$5.99 per month", "/ year", "pro Monat", "par
 * mois", "al mes", "per maand", "per månad"), upper-case as printed: a subscription's rate, not
 * what one payment came to. Provenance: the plan lines of Recurly- and Stripe-style subscription
 * invoices in public fixtures (Twitch) and the same phrases in the six languages.
 */
export const PRICE_PER_PERIOD =
  /\b(?:PER|A|EACH|EVERY)\s+(?:MONTH|YEAR|WEEK)\b|\/\s*(?:MONTH|MO|YEAR|YR|WEEK|MONAT|JAHR|MOIS|AN|MES|ANO|MAAND|JAAR|MANAD|MÅNAD|AR|ÅR)\b|\bPRO\s+(?:MONAT|JAHR)\b|\bPAR\s+(?:MOIS|AN)\b|\bAL\s+(?:MES|AÑO|ANO)\b|\bPER\s+(?:MAAND|JAAR|MÅNAD|MANAD|ÅR|AR)\b/;

/**
 * A price for one of several ("Preis: 25 € pro Person", "Price: $18 per ticket", "Prix : 12 € par
 * personne", "p.P.", "each"): a tour or event booking prices one guest, and the booking's total is
 * that times the party, which the row does not say; Czech and Polish shops price a piece "/ ks",
 * "/ szt.", "za kus". Upper-case without accents, as
 * {@link TICKET_PRICE_LABEL} is matched.
 */
export const PRICE_PER_UNIT =
  /\b(?:PER|PRO|PAR|POR|JE|EACH)\s+(?:PERSON|PERSONNE|PERSONA|PERSOON|PAX|GUEST|GAST|ADULT|ERWACHSENE[NR]?|TICKET|BILLET|BILLETE|KARTE|NIGHT|NACHT|NUIT|NOCHE)\b|\bP\.\s?P\.|\bEACH\b|\/\s?(?:PERSON|PERS|PAX|NIGHT|NACHT|KS|SZT)\b|\bZA (?:KUS|SZTUKE|OSOBU)\b/;

/**
 * A shop's quantity of a piece ("Množství: 3", "Ilość: 2", "Qty: 4", "Menge: 2"): an order whose
 * "Cena:" or "Preis:" prices one piece of several, not a ticket. Passengers and travellers are
 * left out: a ticket's price is the party's. Upper-case without accents.
 */
export const GOODS_QUANTITY =
  /^(?:QTY|QUANTITY|MENGE|ANZAHL|QUANTITE|CANTIDAD|AANTAL|MNOZSTVI|ILOSC|POCET KUSU)\s?:\s*(\d+)\b/;

/**
 * The same labels as receipt rows are matched: letters and digits only, spaces dropped by OCR.
 */
export const FINAL_TOTAL_COMPACT = new RegExp(FINAL_TOTAL_LABEL.source.replace(/ |\\b/g, ''));

/**
 * Cash handed over and change given back on till slips in other languages, upper-case without
 * accents, spaces dropped: German "Bar gegeben" / "Rückgeld", Dutch "Wisselgeld", Spanish
 * "Entregado" / "Cambio", French "Rendu", Estonian "Tagasi" (returned); Italian "Resto",
 * Portuguese "Troco", Polish "Reszta", Swedish "Växel", Turkish "Para üstü", Hungarian
 * "Visszajáró", alone on their label (RESTO also begins "Restoran"); cash as Polish "Gotówka",
 * Croatian "Gotovina", Portuguese "Dinheiro", Hungarian "Készpénz" and Turkish "Nakit" print it. Provenance: the payment
 * lines of European till slips in the dev photos and their usual counterparts.
 */
export const TENDER_COMPACT =
  /GEGEBEN|ENTREGADO|ESPECES|EFECTIVO|CONTANT|KONTANT|GOTOWKA|GOTOVINA|DINHEIRO|KESZPENZ|^NAKIT/;
export const CHANGE_COMPACT =
  /RUCKGELD|RUECKGELD|WISSELGELD|CAMBIO|RENDU|TAGASI|^(?:RESTO|TROCO|RESZTA|VAXEL|PARAUSTU|VISSZAJARO)(?:EUR|PLN|SEK|BRL|TRY|HUF)?$/;

/**
 * Credits taken off a bill after its total, upper-case without accents: gift cards, vouchers,
 * store credit, loyalty points and coupons ("Gutschein", "Geschenkkarte", "Cadeaukaart",
 * "Carte cadeau", "Bon d'achat", "Tarjeta regalo", "Presentkort", "Bonuspoäng"). Provenance: the
 * usual wording of web-shop order mails and invoices in the six languages; not deposits or
 * refunds, which {@link NOT_CHARGED} and the refund readers handle.
 */
export const CREDIT_TAKEN_OFF =
  /GIFT ?CARD|GIFT ?CERTIFICATE|GIFT VOUCHER|VOUCHER|COUPON|PROMO|STORE CREDIT|ACCOUNT CREDIT|CREDIT APPLIED|\bCREDITS?\b|REWARDS?|POINTS|GUTSCHEIN|GESCHENKKARTE|GUTHABEN|RABATT|PUNKTE|CADEAUKAART|CADEAUBON|WAARDEBON|TEGOED|KORTING|PUNTEN|CARTE CADEAU|CHEQUE CADEAU|BON D.ACHAT|BON DE REDUCTION|CODE PROMO|\bAVOIR\b|REMISE|TARJETA REGALO|CHEQUE REGALO|\bVALE\b|CUPON|DESCUENTO|SALDO A FAVOR|PUNTOS|PRESENTKORT|TILLGODO|RABATTKOD|BONUSPOANG|\bPOANG\b|VARDECHECK/;

/**
 * A discount's name in the languages of the receipts read besides English ("Rabatt", "Remise",
 * "Réduction", "Descuento", "Korting", "Sconto", "Nachlass"), upper-case without accents: a counted
 * row so named at 0.00 took nothing off and is no line of the order. Provenance: the words the
 * tills and web shops of the six languages print for a discount line.
 */
export const DISCOUNT_WORD =
  /\b(?:RABATT|NACHLASS|PREISNACHLASS|REMISE|REDUCTION|RISTOURNE|DESCUENTO|DESCTO|KORTING|SCONTO|ATSLAG|NEDSATTNING)\b/;
/**
 * The amount paid after such a credit, upper-case without accents: "Zahlbetrag", "Zu zahlen",
 * "Bezahlt", "Te betalen", "Betaald", "Montant payé", "Reste à payer", "Importe pagado", "Total
 * pagado", "Att betala", "Betalt", "Amount paid". Provenance: the same order mails and invoices.
 */
export const PAID_AFTER_CREDIT =
  /ZAHLBETRAG|ZU ZAHLEN|\bBEZAHLT\b|\bGEZAHLT\b|TE BETALEN|\bBETAALD\b|MONTANT PAYE|\bPAYE\b|RESTE A PAYER|NET A PAYER|IMPORTE PAGADO|TOTAL PAGADO|\bPAGADO\b|A PAGAR|ATT BETALA|\bBETALT\b|\bBETALD\b|AMOUNT PAID|TOTAL PAID|AMOUNT DUE|\bPAID\b|BALANCE/;
