// Phone numbers are stored and texted in E.164. The forms send a dialling code
// ("82") and the number as typed ("010-1234-5678"), so the national trunk
// prefix has to be understood per country: libphonenumber's full metadata does
// that and also rejects numbers no operator could have issued.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * "82" + "010-1234-5678" -> "+821012345678"; null when the dialling code is unknown
 * or the number is not a valid number of that country.
 */
export function normalizePhoneDestination(countryCode: string, phone: string): string | null {
  const callingCode = countryCode.replace(/\D/g, '')
  // Only digits: a typed "+1..." must not switch the country behind the dialling code's back.
  const digits = phone.replace(/\D/g, '')
  if (callingCode === '' || digits === '') return null
  try {
    const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: callingCode })
    if (!parsed || parsed.countryCallingCode !== callingCode || !parsed.isValid()) return null
    return parsed.number
  } catch {
    // Thrown for a calling code no country uses.
    return null
  }
}
