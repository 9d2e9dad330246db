import { makeStyles, tokens } from '@fluentui/react-components';
import { Level, Permission } from '@console/schema';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import {
  CatalogArticleDocument,
  CatalogDeleteArticleImageDocument,
  type CatalogDeleteArticleImageMutation,
  CatalogUpdateArticleDocument,
  CatalogUploadArticleImagesDocument,
  type CatalogArticleQuery,
} from '../../generated/graphql.ts';
import { DetailLayout, FormSection, Section } from '../../kit/DetailLayout.tsx';
import { FormCheckbox, FormInput } from '../../kit/formFields.tsx';
import { ImageSlider } from '../../kit/ImageSlider.tsx';
import { ImageUploader } from '../../kit/ImageUploader.tsx';
import { formatMoney, formatNumber, formatWeight } from '../../kit/money.ts';
import { useGraphQLUpload } from '../../kit/upload.ts';
import { useAccess } from '../../kit/useAccess.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useDeleteMutation } from '../../kit/useDeleteMutation.ts';
import { useDetailPage } from '../../kit/useDetailPage.ts';
import { articleSchema } from './articleSchema.ts';
import { IMAGE_TYPE } from './common.ts';
import { ReadOnlyField } from '../../kit/ReadOnlyField.tsx';

type Article = NonNullable<CatalogArticleQuery['article']>;

interface ArticleValues {
  active: boolean;
  commercialDesignation: string;
  commercialDesignationAr: string;
}

const FIELDS = ['active', 'commercialDesignation', 'commercialDesignationAr'] as const;

const toValues = (article: Article | null): ArticleValues => ({
  active: article?.active ?? true,
  commercialDesignation: article?.commercialDesignation ?? '',
  commercialDesignationAr: article?.commercialDesignationAr ?? '',
});

const deletedImage = (data: CatalogDeleteArticleImageMutation) => data.deleteArticleImage;
const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

const useStyles = makeStyles({
  images: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** /articles/:id: images (upload several, slider, delete), the ERP's read-only fields, active and the commercial designations. */
export default function ArticlePage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const canEdit = useAccess({ permissions: [Permission.ARTICLES], levels: [Level.EDIT] });
  const update = useAppMutation(CatalogUpdateArticleDocument, { result: (data) => data.updateArticle, fields: FIELDS });
  const page = useDetailPage({
    load: { query: CatalogArticleDocument, variables: (articleId) => ({ articleId }), read: (data) => data.article ?? null },
    notFound: '/articles',
    listPath: '/articles',
    editPath: (articleId) => `/articles/${articleId}`,
    toValues,
    schema: articleSchema,
    editable: canEdit,
    // Articles come from the ERP: the console never creates one.
    create: async () => ({ ok: false, fieldErrors: {} }),
    update: async (articleId, values) => {
      const outcome = await update.run({
        articleId,
        input: { active: values.active, commercialDesignation: blankToNull(values.commercialDesignation), commercialDesignationAr: blankToNull(values.commercialDesignationAr) },
      });
      // The answer's article replaces the cached one (images included).
      if (!outcome.ok) return outcome;
      return { ok: true, id: articleId };
    },
  });
  useEffect(() => {
    if (page.isNew) navigate('/articles', { replace: true });
  }, [page.isNew, navigate]);

  const upload = useGraphQLUpload(CatalogUploadArticleImagesDocument);
  const deleteImage = useDeleteMutation(CatalogDeleteArticleImageDocument, deletedImage, ({ imageId }) => ({ __typename: 'ArticleImage', imageId }));
  const { formik: form, item: article } = page;

  return (
    <DetailLayout
      title={article ? `Article : ${article.descriptionShort ?? article.code}` : 'Article'}
      documentTitle={article ? `Article ${article.code}` : 'Article'}
      onBack={page.back}
      loading={page.loading}
      error={page.loadError}
      guard={page.guard}
    >
      {article && page.id !== null && (
        <Section title="Images" testId="article-images">
          <div className={styles.images}>
            {canEdit && (
              <ImageUploader
                multiple
                testId="article-image-uploader"
                onUpload={async (files, onProgress) => {
                  const outcome = await upload({ articleId: article.articleId, files, entityType: IMAGE_TYPE.editor }, onProgress);
                  if (outcome.ok) await page.reload();
                  return outcome;
                }}
              />
            )}
            <ImageSlider
              label="Images de l'article"
              slides={article.images.map((image) => ({ key: image.imageId, url: image.imageUrl, alt: `Image ${image.imageId}` }))}
              onDelete={
                canEdit
                  ? async (slide) => {
                      const image = article.images.find((candidate) => candidate.imageId === Number(slide.key));
                      const entityType = image?.entityType ?? IMAGE_TYPE.editor;
                      return deleteImage.remove({ articleId: article.articleId, imageId: Number(slide.key), entityType });
                    }
                  : undefined
              }
            />
          </div>
        </Section>
      )}
      {article && (
        <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} submitLabel="Valider" readOnly={!canEdit} pending={page.dirty}>
          <FormCheckbox form={form} name="active" label="Actif" />
          <ReadOnlyField label="Code" value={article.code} />
          <ReadOnlyField label="Prix de vente" value={formatMoney(article.unitPrice)} />
          <ReadOnlyField label="Taxe" value={article.taxe?.name} />
          <ReadOnlyField label="Désignation longue" value={article.descriptionLong} />
          <ReadOnlyField label="Désignation courte" value={article.descriptionShort} />
          <ReadOnlyField label="Famille" value={article.family?.description} />
          <ReadOnlyField label="Sous-famille" value={article.subFamily?.description} />
          <ReadOnlyField label="Sous-sous-famille" value={article.sSubFamily?.description} />
          <ReadOnlyField label="Marque" value={article.brand?.name} />
          <ReadOnlyField label="Variante" value={article.variant} />
          <ReadOnlyField label="Conditionnement" value={article.conditioning} />
          <ReadOnlyField label="Poids brut" value={formatWeight(article.grossWeight)} />
          <ReadOnlyField label="Volume" value={formatNumber(article.volume)} />
          <ReadOnlyField label="Quantité en stock" value={formatNumber(article.stockQuantity)} />
          <ReadOnlyField label="Stock minimum" value={formatNumber(article.stockMin)} />
          <ReadOnlyField label="Stock maximum" value={formatNumber(article.stockMax)} />
          <FormInput form={form} name="commercialDesignation" label="Désignation commerciale" />
          <FormInput form={form} name="commercialDesignationAr" label="Désignation commerciale (arabe)" arabic />
        </FormSection>
      )}
    </DetailLayout>
  );
}
