import { ARTICLE_CRITERIA_LABELS, CANAL_TYPE_LABELS, CONDITION_UNIT_LABELS, CUSTOMER_CRITERIA_LABELS, DISCOUNT_UNIT_LABELS, PROMO_TYPE_LABELS } from '@console/schema';
import type { Option } from '../../kit/options.ts';

/** Select options from a shared label table (seed 001 section 3, values as strings). */
const optionsOf = (labels: Readonly<Record<number, string>>): Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

export const promoTypeOptions = optionsOf(PROMO_TYPE_LABELS);
export const canalTypeOptions = optionsOf(CANAL_TYPE_LABELS);
export const conditionUnitOptions = optionsOf(CONDITION_UNIT_LABELS);
export const discountUnitOptions = optionsOf(DISCOUNT_UNIT_LABELS);

/** Criteria with 'Aucun' (0) first. */
const NONE: Option = { value: '0', label: 'Aucun' };
export const articleCriteriaOptions = [NONE, ...optionsOf(ARTICLE_CRITERIA_LABELS)];
export const customerCriteriaOptions = [NONE, ...optionsOf(CUSTOMER_CRITERIA_LABELS)];

/** A code's label, or the code itself when unknown. */
export const labelOf = (labels: Readonly<Record<number, string>>, value: number | string): string => labels[Number(value)] ?? String(value);
