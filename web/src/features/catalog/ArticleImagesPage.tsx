import { skipToken, useQuery } from '@apollo/client/react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CatalogArticleDocument, CatalogUploadArticleImagesDocument, type CatalogArticleQuery } from '../../generated/graphql.ts';
import { DataTable, type Column } from '../../kit/DataTable.tsx';
import { formatDate } from '../../kit/dates.ts';
import { DetailLayout, Section } from '../../kit/DetailLayout.tsx';
import { errorMessages } from '../../kit/errors.ts';
import { Image } from '../../kit/Image.tsx';
import { ImageUploader } from '../../kit/ImageUploader.tsx';
import { useGraphQLUpload } from '../../kit/upload.ts';
import { routeId } from '../../kit/useDetailPage.ts';
import { IMAGE_TYPE } from './common.ts';

type ArticleImage = NonNullable<CatalogArticleQuery['article']>['images'][number];

const useStyles = makeStyles({
  thumbnail: { width: '64px', height: '48px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** /articles/:id/images (permission 1, level 4): upload one image at a time (entity type 1) and the article's images; row click opens the article. */
export default function ArticleImagesPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const valid = id !== null && !Number.isNaN(id);
  const { data, loading, error, refetch } = useQuery(CatalogArticleDocument, valid ? { variables: { articleId: id }, fetchPolicy: 'cache-and-network' } : skipToken);
  const upload = useGraphQLUpload(CatalogUploadArticleImagesDocument);
  const article = data?.article;

  const missing = !valid || (data !== undefined && !loading && data.article === null);
  useEffect(() => {
    if (missing) navigate('/articles', { replace: true });
  }, [missing, navigate]);

  const columns: Column<ArticleImage>[] = [
    { id: 'id', header: 'Id', cell: (image) => image.imageId, width: '80px' },
    { id: 'image', header: 'Image', cell: (image) => <Image className={styles.thumbnail} src={image.imageUrl} alt={`Image ${image.imageId}`} /> },
    { id: 'created', header: 'Créé le', cell: (image) => formatDate(image.createdAt), width: '140px' },
  ];

  return (
    <DetailLayout
      title={article ? `Images de l'article : ${article.descriptionShort ?? article.code}` : "Images de l'article"}
      onBack={() => navigate('/articles')}
      loading={loading && !data}
      error={error && !data ? errorMessages(error) : null}
    >
      {article && (
        <Section title="Images">
          <div className={styles.content}>
            <ImageUploader
              testId="article-images-uploader"
              onUpload={async (files, onProgress) => {
                const outcome = await upload({ articleId: article.articleId, files, entityType: IMAGE_TYPE.imagesScreen }, onProgress);
                // The seeds reload the page after an upload: the table shows the new image.
                if (outcome.ok) await refetch();
                return outcome;
              }}
            />
            <DataTable
              label="Images de l'article"
              columns={columns}
              rows={article.images}
              rowKey={(image) => image.imageId}
              loading={loading}
              onRowClick={() => navigate(`/articles/${article.articleId}`)}
            />
          </div>
        </Section>
      )}
    </DetailLayout>
  );
}
