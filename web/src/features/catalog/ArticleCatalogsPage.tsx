import { skipToken, useQuery } from '@apollo/client/react';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Checkmark20Regular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CatalogArticleCatalogsDocument, CatalogSetArticleCatalogsDocument, type CatalogArticleCatalogsQuery } from '../../generated/graphql.ts';
import { DetailLayout, Section } from '../../kit/DetailLayout.tsx';
import { errorMessages } from '../../kit/errors.ts';
import { TransferList } from '../../kit/TransferList.tsx';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { routeId } from '../../kit/useDetailPage.ts';
import { sameKeys } from '../../kit/transfer.ts';
import { useLeaveGuard } from '../../kit/useLeaveGuard.tsx';

type Catalog = CatalogArticleCatalogsQuery['catalogs'][number];

const keyOf = (catalog: Catalog) => catalog.catalogId;
const labelOf = (catalog: Catalog) => catalog.nameFr;

const useStyles = makeStyles({
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** /articles/:id/add-to-catalog (permission 1, level 3): the article's catalogues, chosen in a dual list; confirm returns to the list. */
export default function ArticleCatalogsPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const id = routeId(useParams().id);
  const valid = id !== null && !Number.isNaN(id);
  const { data, loading, error } = useQuery(CatalogArticleCatalogsDocument, valid ? { variables: { articleId: id }, fetchPolicy: 'network-only' }  : skipToken);
  const save = useAppMutation(CatalogSetArticleCatalogsDocument);
  const assigned = useMemo(() => data?.articleCatalogs ?? [], [data]);
  const [chosen, setChosen] = useState<Catalog[]>([]);
  useEffect(() => setChosen([...assigned]), [assigned]);

  const guard = useLeaveGuard(!sameKeys(chosen, assigned, keyOf));

  const missing = !valid || (data !== undefined && !loading && data.article === null);
  useEffect(() => {
    if (missing) navigate('/articles', { replace: true });
  }, [missing, navigate]);

  const article = data?.article;
  const title = article ? `Catalogues de l'article : ${article.descriptionShort ?? article.code}` : "Catalogues de l'article";
  return (
    <DetailLayout title={title} onBack={() => navigate('/articles')} loading={loading && !data} error={error ? errorMessages(error) : null} guard={guard.dialog}>
      <Section title="Catalogues" testId="article-catalogs">
        <TransferList
          label="Catalogues"
          items={data?.catalogs ?? []}
          value={chosen}
          onChange={setChosen}
          keyOf={keyOf}
          labelOf={labelOf}
          availableTitle="Catalogues disponibles"
          chosenTitle="Catalogues choisis"
          disabled={save.loading}
        />
        <div className={styles.actions}>
          <Button
            appearance="primary"
            icon={save.loading ? <Spinner size="tiny" /> : <Checkmark20Regular />}
            disabled={save.loading || !article}
            onClick={() => {
              if (!valid) return;
              void save.run({ articleId: id, catalogIds: chosen.map(keyOf) }).then((outcome) => {
                if (!outcome.ok) return;
                guard.allowNext();
                navigate('/articles');
              });
            }}
          >
            Confirmer
          </Button>
        </div>
      </Section>
    </DetailLayout>
  );
}
