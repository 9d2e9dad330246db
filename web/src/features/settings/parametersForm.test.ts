import { Messages, OrderMessages } from '@console/schema';
import { describe, expect, it } from 'vitest';
import { EMPTY_PARAMETERS, cutOffEnabled, parametersErrors, toInput, toValues } from './parametersForm.ts';

const valid = { ...EMPTY_PARAMETERS, channelId: '2', minBasket: '150' };

describe('the channel parameters form', () => {
  it('accepts a chosen channel with J+ from ≤ J+ to and a positive minimum basket', () => {
    expect(parametersErrors(valid)).toEqual({});
  });

  it("says the seed's messages: J+ from above J+ to, a minimum basket of 0", () => {
    expect(parametersErrors({ ...valid, deliveryFrom: '6', deliveryTo: '2' })).toEqual({ deliveryFrom: OrderMessages.deliveryNumbersError });
    expect(parametersErrors({ ...valid, minBasket: '0' })).toEqual({ minBasket: OrderMessages.minBasketError });
  });

  it('needs a channel, whole days at or above 0 and an amount', () => {
    expect(parametersErrors({ ...valid, channelId: '' })).toEqual({ channelId: Messages.requiredField });
    expect(parametersErrors({ ...valid, deliveryFrom: '-1' })).toEqual({ deliveryFrom: OrderMessages.notNegative });
    expect(parametersErrors({ ...valid, deliveryTo: '1.5' })).toEqual({ deliveryTo: OrderMessages.notNegative });
    expect(parametersErrors({ ...valid, deliveryTo: '' })).toEqual({ deliveryTo: Messages.requiredField });
    expect(parametersErrors({ ...valid, minBasket: '-5' })).toEqual({ minBasket: OrderMessages.notNegative });
    expect(parametersErrors({ ...valid, minBasket: '' })).toEqual({ minBasket: Messages.requiredField });
  });

  it('checks the cut-off only when it applies: a channel chosen and stock controlled', () => {
    expect(cutOffEnabled(valid)).toBe(false);
    expect(cutOffEnabled({ ...valid, ctrlStock: true })).toBe(true);
    expect(cutOffEnabled({ ...valid, channelId: '', ctrlStock: true })).toBe(false);
    expect(parametersErrors({ ...valid, cutOff: '' })).toEqual({});
    expect(parametersErrors({ ...valid, ctrlStock: true, cutOff: '25:00' })).toEqual({ cutOff: Messages.requiredField });
  });

  it('sends numbers, a decimal comma read as a point', () => {
    expect(toInput({ ...valid, minBasket: '99,5', deliveryFrom: '0', deliveryTo: '3', allowModifPrice: true })).toEqual({
      channelId: 2,
      ctrlStock: false,
      cutOff: '16:00',
      deliveryFrom: 0,
      deliveryTo: 3,
      minBasket: 99.5,
      allowModifPrice: true,
    });
  });

  it("shows a channel's saved parameters", () => {
    const saved = { channelId: 4, channelCode: 'GROS', channelName: 'Gros', ctrlStock: true, cutOff: '15:30', deliveryFrom: 2, deliveryTo: 4, minBasket: 200.5, allowModifPrice: false };
    expect(toValues(saved)).toEqual({ channelId: '4', ctrlStock: true, cutOff: '15:30', deliveryFrom: '2', deliveryTo: '4', minBasket: '200.5', allowModifPrice: false });
  });
});
