import { useQuery } from '@apollo/client/react';
import { Field, Switch } from '@fluentui/react-components';
import { CONDITION_UNIT_LABELS, PROMO_TYPE_LABELS, PromoType, forcedDiscountType, hasArticleSection } from '@console/schema';
import { PromotionFormOptionsDocument } from '../../generated/graphql.ts';
import { FormCheckbox, FormInput, FormSelect, type Form } from '../../kit/formFields.tsx';
import { FormMultiSelect } from '../../kit/FormMultiSelect.tsx';
import { toOptions } from '../../kit/options.ts';
import { ReadOnlyField } from '../../kit/ReadOnlyField.tsx';
import {
  articleCriteriaOptions,
  canalTypeOptions,
  conditionUnitOptions,
  customerCriteriaOptions,
  discountUnitOptions,
  labelOf,
  promoTypeOptions,
} from './options.ts';
import { DEFAULT_HOUR, DEPENDENT_LISTS, type PromotionValues } from './promotionForm.ts';
import { itemsReducer } from './promotionItems.ts';

type Values = PromotionValues;

/**
 * The promotion's own fields (seed 001 sections 3 to 5): the kind is frozen once created; kinds 1,
 * 2 and 5 show the condition unit read-only (amount); a flash promotion has hours instead of an end
 * date; on a new promotion, a new kind or criterion clears the lists depending on it.
 */
export function PromotionMainFields({ form, isNew }: { form: Form<Values>; isNew: boolean }) {
  const { data } = useQuery(PromotionFormOptionsDocument);
  const channels = toOptions(data?.channels.items ?? [], (channel) => channel.channelId, (channel) => channel.name ? `${channel.code} – ${channel.name}` : channel.code);
  const warehouses = toOptions(data?.customerWarehouses ?? [], (warehouse) => warehouse.warehouseId, (warehouse) => warehouse.localisation ?? warehouse.code ?? String(warehouse.warehouseId));
  const { values } = form;
  const forced = forcedDiscountType(Number(values.promoType));

  /** On a new promotion, a new kind or criterion empties the lists that depended on the old one. */
  const clearing = (field: keyof typeof DEPENDENT_LISTS) => (chosen: string) => {
    if (field === 'promoType') {
      const unit = forcedDiscountType(Number(chosen));
      if (unit !== null) void form.setFieldValue('discountType', String(unit));
      if (Number(chosen) !== PromoType.PLAN_PANIER) void form.setFieldValue('multiLine', false);
    }
    if (isNew) void form.setFieldValue('items', itemsReducer(values.items, { type: 'clear', lists: DEPENDENT_LISTS[field] }));
  };

  return (
    <>
      <FormInput form={form} name="code" label="Code" required />
      <FormInput form={form} name="description" label="Description" required />
      {isNew ? (
        <FormSelect form={form} name="promoType" label="Type de promotion" options={promoTypeOptions} required onChange={clearing('promoType')} />
      ) : (
        <ReadOnlyField label="Type de promotion" value={labelOf(PROMO_TYPE_LABELS, values.promoType)} testId="promotion-promo-type" />
      )}
      <FormSelect form={form} name="canalType" label="Type de canal" options={canalTypeOptions} required />
      <FormInput form={form} name="dateFrom" label="Du" type="date" required />
      {!values.flash && <FormInput form={form} name="dateTo" label="Au" type="date" required />}
      <Field label="Promotion flash">
        <Switch
          checked={values.flash}
          aria-label="Promotion flash"
          onChange={(_, change) => {
            void form.setFieldValue('flash', change.checked);
            if (change.checked) {
              if (!values.startHour) void form.setFieldValue('startHour', DEFAULT_HOUR);
              if (!values.endHour) void form.setFieldValue('endHour', DEFAULT_HOUR);
            }
          }}
        />
      </Field>
      {values.flash && (
        <>
          <FormInput form={form} name="startHour" label="Heure de début" type="time" />
          <FormInput form={form} name="endHour" label="Heure de fin" type="time" />
        </>
      )}
      <FormSelect form={form} name="percentOrAmountDiscount" label="Type de remise" options={discountUnitOptions} required />
      <FormInput form={form} name="promoValue" label="Valeur de la promotion" />
      {forced !== null ? (
        <ReadOnlyField label="Unité de condition" value={labelOf(CONDITION_UNIT_LABELS, forced)} testId="promotion-discount-type" />
      ) : (
        <FormSelect form={form} name="discountType" label="Unité de condition" options={conditionUnitOptions} required />
      )}
      {hasArticleSection(Number(values.promoType)) && (
        <FormSelect form={form} name="articleCriteria" label="Critère article" options={articleCriteriaOptions} onChange={clearing('articleCriteria')} />
      )}
      <FormSelect form={form} name="customerCriteria" label="Critère client" options={customerCriteriaOptions} onChange={clearing('customerCriteria')} />
      <FormMultiSelect form={form} name="channelIds" label="Canaux" options={channels} required />
      <FormMultiSelect form={form} name="warehouseIds" label="Entrepôts" options={warehouses} placeholder="Tous les entrepôts" />
      <FormCheckbox form={form} name="active" label="Active" />
      {Number(values.promoType) === PromoType.PLAN_PANIER && <FormCheckbox form={form} name="multiLine" label="Cadeaux multi-lignes" />}
    </>
  );
}
