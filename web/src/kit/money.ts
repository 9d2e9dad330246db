/**
 * The console's number formatter, shared with the gateway's exports (`@console/schema`'s
 * format.ts): `19,80 DH`, `2 400`, weights with three decimals. Screens import it from here.
 */
export { formatMoney, formatNumber, formatWeight } from '@console/schema';
