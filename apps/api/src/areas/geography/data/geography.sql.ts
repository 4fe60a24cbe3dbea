import { EKATTE_DIGITS } from '@kg/contracts';

/** Bulgarian alphabetical order. */
export const BG = 'COLLATE "bg-BG-x-icu"';
/** The nomenclature's oblast "други" (abroad) sorts after the 28 oblasts. */
export const ABROAD_AREA_CODE = 'FRN';
/**
 * The EKATTE code of a settlement aliased `s` as it is written: five digits with the leading zeros (Бургас 07079). The
 * nomenclature's id is the code as a number, which drops them.
 */
export const EKATTE = `lpad(s.id::text, ${EKATTE_DIGITS}, '0')`;
