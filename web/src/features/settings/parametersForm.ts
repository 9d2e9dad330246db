import { Messages, OrderMessages, channelParameterErrors } from '@console/schema';
import type { ChannelParametersFieldsFragment, ChannelParametersInput } from '../../generated/graphql.ts';

/** The parameters form's values, as typed (numbers as text). */
export interface ParametersValues {
  channelId: string;
  ctrlStock: boolean;
  cutOff: string;
  deliveryFrom: string;
  deliveryTo: string;
  minBasket: string;
  allowModifPrice: boolean;
}

export const PARAMETER_FIELDS = ['channelId', 'ctrlStock', 'cutOff', 'deliveryFrom', 'deliveryTo', 'minBasket', 'allowModifPrice'] as const;

/** The form before a channel is chosen: the server's defaults for a channel never saved. */
export const EMPTY_PARAMETERS: ParametersValues = {
  channelId: '',
  ctrlStock: false,
  cutOff: '16:00',
  deliveryFrom: '1',
  deliveryTo: '5',
  minBasket: '0',
  allowModifPrice: false,
};

/** A channel's saved parameters as the form shows them. */
export function toValues(parameters: ChannelParametersFieldsFragment): ParametersValues {
  return {
    channelId: String(parameters.channelId),
    ctrlStock: parameters.ctrlStock,
    cutOff: parameters.cutOff,
    deliveryFrom: String(parameters.deliveryFrom),
    deliveryTo: String(parameters.deliveryTo),
    minBasket: String(parameters.minBasket),
    allowModifPrice: parameters.allowModifPrice,
  };
}

/** The cut-off applies only to a chosen channel that controls its stock (seed 002). */
export function cutOffEnabled(values: ParametersValues): boolean {
  return values.channelId !== '' && values.ctrlStock;
}

const INTEGER = /^\d+$/;
const AMOUNT = /^\d+([.,]\d{1,2})?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const amount = (text: string) => Number(text.trim().replace(',', '.'));
/** A whole number of days, NaN when the text is not one. */
const days = (text: string) => (INTEGER.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The form's errors, keyed by field: what does not read as a number first, then the shared rules. */
export function parametersErrors(values: ParametersValues): Partial<Record<keyof ParametersValues, string>> {
  const errors: Partial<Record<keyof ParametersValues, string>> = {};
  if (values.channelId === '') errors.channelId = Messages.requiredField;
  if (cutOffEnabled(values) && !TIME.test(values.cutOff)) errors.cutOff = Messages.requiredField;
  for (const field of ['deliveryFrom', 'deliveryTo'] as const) {
    const text = values[field].trim();
    if (text === '') errors[field] = Messages.requiredField;
    else if (!INTEGER.test(text)) errors[field] = OrderMessages.notNegative;
  }
  const basket = values.minBasket.trim();
  if (basket === '') errors.minBasket = Messages.requiredField;
  else if (basket.startsWith('-')) errors.minBasket = OrderMessages.notNegative;
  else if (!AMOUNT.test(basket)) errors.minBasket = OrderMessages.minBasketError;
  // A number that does not read is NaN: the shared rules then leave its comparisons alone.
  const shared = channelParameterErrors({ deliveryFrom: days(values.deliveryFrom), deliveryTo: days(values.deliveryTo), minBasket: amount(values.minBasket) });
  return { ...shared, ...errors };
}

/** What 'Enregistrer' sends (the form is valid). */
export function toInput(values: ParametersValues): ChannelParametersInput {
  return {
    channelId: Number(values.channelId),
    ctrlStock: values.ctrlStock,
    cutOff: values.cutOff,
    deliveryFrom: days(values.deliveryFrom),
    deliveryTo: days(values.deliveryTo),
    minBasket: amount(values.minBasket),
    allowModifPrice: values.allowModifPrice,
  };
}
