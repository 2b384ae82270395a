/** Removes SKU and barcode numbers, GST codes and tax flags from an item name. */
export function cleanName(raw: string): string {
  return (
    raw
      .replace(/^(SR|ZR|ES|OS|EZ|TX|NT)\s*[:.]\s*/, '')
      .replace(/(^|\s)[A-Z]{0,2}\d{5,}[A-Z]?(?=\s|$)/g, ' ')
      // Hyphenated item codes ("29G-00628", "OTC-000127", "FG-A00019"), not model names ("PG-47BK").
      .replace(/(^|\s)[A-Z0-9]{1,4}-[A-Z]?\d{4,}(?=\s|$)/g, ' ')
      // OCR reads the letter O as a zero inside words ("F00D", "ALM0ND").
      .replace(/(?<=[A-Z])0+(?=[A-Z])/g, (zeros) => 'O'.repeat(zeros.length))
      .replace(/^(?:[\d.:*#-]+\s+)+/, '')
      // Item codes glued to the name ("451ESPRESSO"), but not a count of units ("50PK", "2LTR").
      .replace(
        /^(?:\d{3,}(?=[A-Z])|\d{2}(?=[A-Z]{2}))(?!(?:ML|LTR|LITRES?|KG|LBS?|OZ|PK|PCS|PACK|GB|MM|CM|CT|INCH)\b)/,
        '',
      )
      // "2 x Tumma paahto 500 g = 25,80€": osCommerce and Zen Cart text mails set "=" before the price.
      .replace(/^[\s:*#-]+|[\s:*#=-]+$/g, '')
      // Tax classes after the name: US flags, Malaysian GST codes, "EXEMPT".
      .replace(/(?:^|\s+)(?:T\d?|F|N|H|\*|SR|ZRL?|EXEMPT)$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// Letters of any script: "干炒海鲜河粉" is a name.
const letters = (name: string) => name.replace(/[^\p{L}]/gu, '').length;
/** Too few letters to be an item name ("247G(12)", "1 X"). */
export const weak = (name: string) => letters(name) < 3;
