import { Messages } from '@console/schema';
import { makeStyles, tokens } from '@fluentui/react-components';
import { array, boolean, mixed, object, string } from 'yup';
import { UploadSelectionImageDocument, type SelectionFieldsFragment, type SelectionInput } from '../../generated/graphql.ts';
import { ArticlePicker } from '../../kit/ArticleChooser.tsx';
import type { ChosenArticle } from '../../kit/ChosenArticles.tsx';
import { FormCheckbox, FormInput, type Form } from '../../kit/formFields.tsx';
import { Image } from '../../kit/Image.tsx';
import { ImageUploader } from '../../kit/ImageUploader.tsx';
import { boundedText, requiredText } from '../../kit/textRules.ts';
import { useGraphQLUpload } from '../../kit/upload.ts';

export interface SelectionValues {
  nameFr: string;
  nameAr: string;
  channelId: string;
  descriptionFr: string;
  descriptionAr: string;
  active: boolean;
  imageUrl: string;
  articles: ChosenArticle[];
}

/** Server field names shown under their fields; others become toasts. */
export const SELECTION_FIELDS = ['nameFr', 'nameAr', 'channelId', 'descriptionFr', 'descriptionAr', 'active', 'imageUrl', 'articleIds'] as const;

export const toSelectionValues = (selection: SelectionFieldsFragment | null): SelectionValues => ({
  nameFr: selection?.nameFr ?? '',
  nameAr: selection?.nameAr ?? '',
  channelId: selection?.channelId ? String(selection.channelId) : selection?.channel ? String(selection.channel.channelId) : '',
  descriptionFr: selection?.descriptionFr ?? '',
  descriptionAr: selection?.descriptionAr ?? '',
  // Seed 001 §3: a new selection is active.
  active: selection?.active ?? true,
  imageUrl: selection?.imageUrl ?? '',
  articles: selection?.articles ?? [],
});

/**
 * Seed 001 §5: names required on both forms; the channel and both descriptions on a selection
 * (a sub-selection takes its parent's channel).
 */
export const selectionSchema = (sub: boolean) =>
  object({
    nameFr: requiredText('nameFr'),
    nameAr: requiredText('nameAr'),
    channelId: sub ? string() : string().required(Messages.requiredField),
    descriptionFr: sub ? boundedText('description') : boundedText('description').trim().required(Messages.requiredField),
    descriptionAr: sub ? boundedText('description') : boundedText('description').trim().required(Messages.requiredField),
    active: boolean(),
    imageUrl: boundedText('imageUrl'),
    articles: array(mixed()),
  });

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The input sent for a selection (parentId null) or a sub-selection (its parent's id). */
export const toSelectionInput = (values: SelectionValues, parentId: number | null): SelectionInput => ({
  parentId,
  channelId: parentId === null && values.channelId ? Number(values.channelId) : null,
  nameFr: values.nameFr.trim(),
  nameAr: values.nameAr.trim(),
  descriptionFr: blankToNull(values.descriptionFr),
  descriptionAr: blankToNull(values.descriptionAr),
  active: values.active,
  imageUrl: blankToNull(values.imageUrl),
  articleIds: values.articles.map((article) => article.articleId),
});

const useStyles = makeStyles({
  wide: { gridColumn: '1 / -1' },
  media: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap' },
  image: { width: '160px', height: '120px', border: `1px solid ${tokens.colorNeutralStroke2}` },
});

/**
 * The fields both forms share after the names: descriptions, active, the image and the articles.
 * The image is uploaded (uploadSelectionImage, entity type 4), its URL kept in the form until
 * saved; the URL can also be typed.
 */
export function SelectionCommonFields({ form, sub, readOnly }: { form: Form<SelectionValues>; sub: boolean; readOnly: boolean }) {
  const styles = useStyles();
  const upload = useGraphQLUpload(UploadSelectionImageDocument);
  return (
    <>
      <FormInput form={form} name="descriptionFr" label="Description (FR)" multiline required={!sub} />
      <FormInput form={form} name="descriptionAr" label="Description (AR)" multiline arabic required={!sub} />
      <FormCheckbox form={form} name="active" label="Active" />
      <FormInput form={form} name="imageUrl" label="Image (URL)" />
      <div className={styles.media}>
        <Image className={styles.image} src={form.values.imageUrl} alt={form.values.nameFr || 'Image'} />
        {!readOnly && (
          <ImageUploader
            label="Image"
            testId="selection-image-uploader"
            onUpload={async (files, onProgress) => {
              const [file] = files;
              if (!file) return { ok: true };
              const outcome = await upload({ file }, onProgress);
              // The URL goes with the selection when it is saved.
              if (outcome.ok) void form.setFieldValue('imageUrl', outcome.data.uploadSelectionImage);
              return outcome;
            }}
          />
        )}
      </div>
      <div className={styles.wide}>
        <ArticlePicker value={form.values.articles} onChange={(articles) => void form.setFieldValue('articles', articles)} disabled={readOnly} />
      </div>
    </>
  );
}
