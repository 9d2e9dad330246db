import { useApolloClient, useQuery } from '@apollo/client/react';
import { makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PromotedArticlesDocument, SavePromotedArticlesDocument } from '../../generated/graphql.ts';
import { ArticlePicker } from '../../kit/ArticleChooser.tsx';
import type { ChosenArticle } from '../../kit/ChosenArticles.tsx';
import { DetailLayout, FormSection } from '../../kit/DetailLayout.tsx';
import { errorMessages } from '../../kit/errors.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useLeaveGuard } from '../../kit/useLeaveGuard.tsx';

const useStyles = makeStyles({ wide: { gridColumn: '1 / -1' } });

const sameOrder = (left: readonly ChosenArticle[], right: readonly ChosenArticle[]) =>
  left.length === right.length && left.every((article, index) => article.articleId === right[index]?.articleId);

/**
 * /store/promotions (permission 2, level 4): the promoted articles in order; add with the article
 * chooser, remove, move up or down, then save the whole list (savePromotedArticles). Leaving with
 * unsaved changes asks first.
 */
export default function PromotedArticlesPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error } = useQuery(PromotedArticlesDocument, { fetchPolicy: 'cache-and-network' });
  const save = useAppMutation(SavePromotedArticlesDocument);
  const loaded = data?.promotedArticles ?? [];
  const [edited, setEdited] = useState<ChosenArticle[] | null>(null);
  const articles = edited ?? loaded;
  const dirty = edited !== null && !sameOrder(edited, loaded);
  const guard = useLeaveGuard(dirty);

  return (
    <DetailLayout
      title="Promotions magasin"
      onBack={() => navigate('/home')}
      loading={loading && !data}
      error={error && !data ? errorMessages(error) : null}
      guard={guard.dialog}
    >
      <FormSection
        submitDisabled={!dirty || save.loading}
        saving={save.loading}
        pending={dirty}
        onSubmit={(event) => {
          event?.preventDefault();
          void (async () => {
            const outcome = await save.run({ articleIds: articles.map((article) => article.articleId) });
            if (!outcome.ok) return;
            // The saved list, as the server answers it, is the screen's list from now on.
            client.writeQuery({ query: PromotedArticlesDocument, data: { promotedArticles: outcome.data.savePromotedArticles } });
            setEdited(null);
          })();
        }}
      >
        <div className={styles.wide}>
          <ArticlePicker value={articles} onChange={setEdited} chosenTitle="Articles mis en avant" />
        </div>
      </FormSection>
    </DetailLayout>
  );
}
