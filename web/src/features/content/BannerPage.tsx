import { useQuery } from '@apollo/client/react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { BannerDocument, BannerFormOptionsDocument, CreateBannerDocument, UpdateBannerDocument, UploadBannerImageDocument } from '../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../kit/DetailLayout.tsx';
import { FormCheckbox, FormInput } from '../../kit/formFields.tsx';
import { Image } from '../../kit/Image.tsx';
import { ImageUploader } from '../../kit/ImageUploader.tsx';
import { toOptions } from '../../kit/options.ts';
import { useGraphQLUpload } from '../../kit/upload.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useDetailPage } from '../../kit/useDetailPage.ts';
import { BANNER_FIELDS, bannerSchema, toBannerInput, toBannerValues } from './bannerForm.ts';
import { FormMultiSelect } from '../../kit/FormMultiSelect.tsx';

const LIST = '/banners/';

const useStyles = makeStyles({
  image: { width: '320px', height: '120px', border: `1px solid ${tokens.colorNeutralStroke2}` },
  wide: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start', flexWrap: 'wrap' },
});

/**
 * /banners/new (level 3) and /banners/:id (level 4) on permission 2: name, start and end dates,
 * active (off for a new banner), the image (uploaded with entity type 21, its URL kept in the
 * form until saved), warehouses and channels. A missing banner returns to the list.
 */
export default function BannerPage() {
  const styles = useStyles();
  const create = useAppMutation(CreateBannerDocument, { result: (data) => data.createBanner, fields: BANNER_FIELDS });
  const update = useAppMutation(UpdateBannerDocument, { result: (data) => data.updateBanner, fields: BANNER_FIELDS });
  const upload = useGraphQLUpload(UploadBannerImageDocument);
  const page = useDetailPage({
    load: { query: BannerDocument, variables: (bannerId) => ({ bannerId }), read: (data) => data.banner ?? null },
    notFound: LIST,
    listPath: LIST,
    editPath: (bannerId) => `/banners/${bannerId}`,
    afterCreate: 'list',
    toValues: toBannerValues,
    schema: bannerSchema,
    create: async (values) => {
      const outcome = await create.run({ input: toBannerInput(values) });
      if (!outcome.ok) return outcome;
      return { ok: true, id: outcome.data.createBanner.banner?.bannerId ?? 0 };
    },
    update: async (bannerId, values) => {
      const outcome = await update.run({ bannerId, input: toBannerInput(values) });
      return outcome.ok ? { ok: true, id: bannerId } : outcome;
    },
  });
  const { data: options } = useQuery(BannerFormOptionsDocument);
  const channels = toOptions(options?.channels.items ?? [], (channel) => channel.channelId, (channel) => channel.code);
  const warehouses = toOptions(options?.customerWarehouses ?? [], (warehouse) => warehouse.warehouseId, (warehouse) => warehouse.localisation ?? String(warehouse.warehouseId));
  const form = page.formik;

  return (
    <DetailLayout title={page.id ? `Bannière n° ${page.id}` : 'Nouvelle bannière'} onBack={page.back} loading={page.loading} error={page.loadError} guard={page.guard}>
      <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        <FormInput form={form} name="name" label="Nom" required />
        <FormInput form={form} name="startDate" label="Date de début" type="date" required />
        <FormInput form={form} name="endDate" label="Date de fin" type="date" required />
        <FormCheckbox form={form} name="active" label="Active" />
        <FormMultiSelect form={form} name="warehouseIds" label="Entrepôts" options={warehouses} />
        <FormMultiSelect form={form} name="channelIds" label="Canaux" options={channels} />
        <div className={styles.wide}>
          <Image className={styles.image} src={form.values.imageUrl} alt={form.values.name || 'Bannière'} />
          <ImageUploader
            label="Image"
            testId="banner-image-uploader"
            onUpload={async (files, onProgress) => {
              const [file] = files;
              if (!file) return { ok: true };
              const outcome = await upload({ file }, onProgress);
              // The URL goes with the banner when it is saved.
              if (outcome.ok) void form.setFieldValue('imageUrl', outcome.data.uploadBannerImage);
              return outcome;
            }}
          />
        </div>
      </FormSection>
    </DetailLayout>
  );
}
