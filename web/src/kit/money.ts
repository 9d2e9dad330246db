/** Amounts in DH with two decimals, e.g. 1250.5 → '1250.50 DH'. */
export function formatMoney(amount: number): string {
  return `${amount.toFixed(2)} DH`;
}
