/**
 * Longest accepted text per field, in characters: the rest-api refuses longer values (400) and the console's
 * forms say so under the field. The seeds give 83 (designations) and 44 (comments); the others are chosen.
 */
export const Limits = {
  /** Names and labels: roles, types, first and last names, contacts. */
  name: 100,
  email: 254,
  cin: 20,
  phone: 20,
  description: 1000,
  password: 128,
  /** List searches: a longer keyword is refused (400), not truncated. */
  keyword: 100,
  /** Seed 001: commercial designations. */
  designation: 83,
  /** Seed 002: comments. */
  comment: 44,
  address: 255,
  /** Registry numbers and codes (ICE, RC, patente, matriculation, postal code). */
  code: 50,
  url: 2048,
  coordinate: 32,
  /** Opaque tokens (refresh tokens). */
  token: 512,
  /** Any other text field. */
  text: 255,
} as const;

/** Body, query and path fields by name, with their limit; a field not listed gets `Limits.text`. */
const FIELD_MAX_LENGTH: Readonly<Record<string, number>> = {
  name: Limits.name,
  firstName: Limits.name,
  lastName: Limits.name,
  contactName: Limits.name,
  email: Limits.email,
  cin: Limits.cin,
  phoneNumber: Limits.phone,
  phone: Limits.phone,
  description: Limits.description,
  password: Limits.password,
  oldPassword: Limits.password,
  newPassword: Limits.password,
  confirmPassword: Limits.password,
  keyword: Limits.keyword,
  searchFilter: Limits.keyword,
  nameFr: Limits.name,
  nameAr: Limits.name,
  descriptionFr: Limits.description,
  descriptionAr: Limits.description,
  commercialDesignation: Limits.designation,
  commercialDesignationAr: Limits.designation,
  comment: Limits.comment,
  adress: Limits.address,
  address: Limits.address,
  ice: Limits.code,
  rc: Limits.code,
  patente: Limits.code,
  matriculation: Limits.code,
  postalCode: Limits.code,
  imageUrl: Limits.url,
  latitude: Limits.coordinate,
  longitude: Limits.coordinate,
  refreshToken: Limits.token,
};

export function maxLengthOf(field: string): number {
  return FIELD_MAX_LENGTH[field] ?? Limits.text;
}

/**
 * Characters no form field holds: NUL and the other C0/C1 control characters except tab, line feed and
 * carriage return, and UTF-16 surrogates without their pair (not encodable as UTF-8; PostgreSQL refuses NUL).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose.
const INVALID_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isInvalidText(text: string): boolean {
  return INVALID_TEXT.test(text);
}
