import { Level, Permission } from '@console/schema';
import { makeStyles } from '@fluentui/react-components';
import { CatalogBrandsDocument, type CatalogBrandsQuery } from '../../generated/graphql.ts';
import { Image } from '../../kit/Image.tsx';
import { ListPage, keywordFilter } from '../../kit/ListPage.tsx';

const read = (data: CatalogBrandsQuery) => data.brands;

const useStyles = makeStyles({ thumbnail: { width: '56px', height: '40px' } });

/** /brands (permission 5): id, title, description, image; search; row click opens the brand (level 4). */
export default function BrandsPage() {
  const styles = useStyles();
  return (
    <ListPage
      title="Marques"
      permission={Permission.BRANDS}
      query={CatalogBrandsDocument}
      variables={({ page, take, filters }) => ({ page, take, keyword: keywordFilter(filters) })}
      read={read}
      rowKey={(brand) => brand.brandId}
      columns={[
        { id: 'id', header: 'Id', cell: (brand) => brand.brandId, width: '70px' },
        { id: 'title', header: 'Titre', cell: (brand) => brand.name },
        { id: 'description', header: 'Description', cell: (brand) => brand.description ?? '' },
        { id: 'image', header: 'Image', width: '90px', cell: (brand) => <Image className={styles.thumbnail} src={brand.imageUrl} alt={brand.name} /> },
      ]}
      rowHref={(brand) => `/brands/${brand.brandId}`}
      openLevels={[Level.EDIT]}
    />
  );
}
