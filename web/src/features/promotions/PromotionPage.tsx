import { Badge, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Edit16Regular, Save20Regular } from '@fluentui/react-icons';
import { hasArticleSection } from '@console/schema';
import { PromotionCreateDocument, PromotionDetailDocument, PromotionUpdateDocument } from '../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../kit/DetailLayout.tsx';
import { detailTexts } from '../../kit/detailTexts.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useDetailPage } from '../../kit/useDetailPage.ts';
import { ArticleCriteriaSection, CustomerCriteriaSection } from './CriteriaSections.tsx';
import { PromotionMainFields } from './PromotionMainFields.tsx';
import { PROMOTION_FIELDS, promotionSchema, toPromotionInput, toValues } from './promotionForm.ts';
import { itemsReducer, type ItemsAction } from './promotionItems.ts';
import { SimulatorSection } from './SimulatorSection.tsx';
import { useGiveawayCheck } from './useGiveawayCheck.tsx';

const useStyles = makeStyles({
  actions: { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * /promotion/:id ('new' or an id; permission 2, level 3 to create, 4 to edit): the promotion's
 * fields, channels and warehouses, the article criteria (not for kind 6) with their ranges and
 * gifts, the customer criteria (and customer ranges for kind 6), the simulator. Everything is sent
 * with one save, after a warning when an amount discount would sell articles at 0,00 DH; a saved promotion
 * returns to the list, a failed save keeps it all as entered.
 */
export default function PromotionPage() {
  const styles = useStyles();
  const create = useAppMutation(PromotionCreateDocument, { result: (data) => data.createPromotion, fields: PROMOTION_FIELDS });
  const update = useAppMutation(PromotionUpdateDocument, { result: (data) => data.updatePromotion, fields: PROMOTION_FIELDS });
  const giveaways = useGiveawayCheck();
  /** Declined at the giveaway warning: nothing is sent, the form stays as typed. */
  const declined = { ok: false, fieldErrors: {} } as const;
  const page = useDetailPage({
    load: { query: PromotionDetailDocument, variables: (promotionId) => ({ promotionId }), read: (data) => data.promotion ?? null },
    notFound: '/promotions',
    listPath: '/promotions',
    editPath: (promotionId) => `/promotion/${promotionId}`,
    // Seed 001 section 7: a save answered 200 returns to the list.
    afterCreate: 'list',
    afterUpdate: 'list',
    toValues,
    schema: promotionSchema,
    create: async (values) => {
      if (!(await giveaways.check(toPromotionInput(values)))) return declined;
      const outcome = await create.run({ input: toPromotionInput(values) });
      const saved = outcome.ok ? outcome.data.createPromotion.promotion : null;
      return saved ? { ok: true, id: saved.promotionId } : { ok: false, fieldErrors: outcome.ok ? {} : outcome.fieldErrors };
    },
    update: async (promotionId, values) => {
      if (!(await giveaways.check(toPromotionInput(values)))) return declined;
      const outcome = await update.run({ promotionId, input: toPromotionInput(values) });
      return outcome.ok ? { ok: true, id: promotionId } : outcome;
    },
  });
  const form = page.formik;
  const { values } = form;
  const dispatch = (action: ItemsAction) => void form.setFieldValue('items', itemsReducer(values.items, action));
  const promoType = Number(values.promoType);
  const percentOrAmountDiscount = Number(values.percentOrAmountDiscount);
  const title = page.isNew ? 'Nouvelle promotion' : `Promotion ${page.id ?? ''}`;

  return (
    <DetailLayout title={title} documentTitle={page.item ? `Promotion ${page.item.code}` : title} onBack={page.back} loading={page.loading} error={page.loadError} guard={page.guard}>
      {(page.isNew || page.item) && (
        <>
          <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty} hideSubmit>
            <PromotionMainFields form={form} isNew={page.isNew} />
          </FormSection>
          {values.promoType !== '' && hasArticleSection(promoType) && (
            <ArticleCriteriaSection
              items={values.items}
              dispatch={dispatch}
              criteria={Number(values.articleCriteria)}
              promoType={promoType}
              percentOrAmountDiscount={percentOrAmountDiscount}
              multiLine={values.multiLine}
            />
          )}
          <CustomerCriteriaSection items={values.items} dispatch={dispatch} criteria={Number(values.customerCriteria)} promoType={promoType} percentOrAmountDiscount={percentOrAmountDiscount} />
          <div className={styles.actions}>
            {page.dirty && (
              <Badge appearance="tint" color="warning" icon={<Edit16Regular />} data-testid="pending-changes" role="status">
                {detailTexts.pending}
              </Badge>
            )}
            <Button
              appearance="primary"
              disabled={page.submitDisabled}
              icon={page.saving ? <Spinner size="tiny" /> : <Save20Regular />}
              onClick={() => void form.submitForm()}
              data-testid="promotion-submit"
            >
              {page.isNew ? 'Créer la promotion' : 'Mettre à jour la promotion'}
            </Button>
          </div>
          <SimulatorSection promotion={() => toPromotionInput(values)} promotionId={page.id} />
          {giveaways.dialog}
        </>
      )}
    </DetailLayout>
  );
}
