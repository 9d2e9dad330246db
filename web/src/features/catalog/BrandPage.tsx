import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { object } from 'yup';
import { CatalogBrandDocument, type CatalogBrandQuery } from '../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../kit/DetailLayout.tsx';
import { FormInput } from '../../kit/formFields.tsx';
import { Image } from '../../kit/Image.tsx';
import { useDetailPage } from '../../kit/useDetailPage.ts';

type Brand = NonNullable<CatalogBrandQuery['brand']>;

const useStyles = makeStyles({
  image: { width: '240px', height: '180px', border: `1px solid ${tokens.colorNeutralStroke2}` },
});

const toValues = (brand: Brand | null) => ({ name: brand?.name ?? '', description: brand?.description ?? '', partner: brand?.partner?.title ?? '' });
const readOnly = async () => ({ ok: false as const, fieldErrors: {} });

/** /brands/:id (permission 5, level 4): the brand, read-only: name, description, image. */
export default function BrandPage() {
  const styles = useStyles();
  const page = useDetailPage({
    load: { query: CatalogBrandDocument, variables: (brandId) => ({ brandId }), read: (data) => data.brand ?? null },
    notFound: '/brands',
    listPath: '/brands',
    editPath: (brandId) => `/brands/${brandId}`,
    toValues,
    schema: () => object({}),
    editable: false,
    create: readOnly,
    update: readOnly,
  });
  const brand = page.item;
  const navigate = useNavigate();
  useEffect(() => {
    // Brands come from the ERP: there is no new-brand form.
    if (page.isNew) navigate('/brands', { replace: true });
  }, [page.isNew, navigate]);
  return (
    <DetailLayout title={brand ? `Marque : ${brand.name}` : 'Marque'} onBack={page.back} loading={page.loading || page.isNew} error={page.loadError}>
      {brand && (
        <FormSection onSubmit={page.formik.handleSubmit} submitDisabled saving={false} readOnly>
          <FormInput form={page.formik} name="name" label="Nom" />
          <FormInput form={page.formik} name="description" label="Description" multiline />
          <FormInput form={page.formik} name="partner" label="Partenaire" />
          <Image className={styles.image} src={brand.imageUrl} alt={brand.name} />
        </FormSection>
      )}
    </DetailLayout>
  );
}
