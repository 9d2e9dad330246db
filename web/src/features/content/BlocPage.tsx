import { useQuery } from '@apollo/client/react';
import { Messages } from '@console/schema';
import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useLocation, useParams } from 'react-router';
import { array, mixed, object, string } from 'yup';
import { BlocDocument, BlocFormOptionsDocument, CreateBlocDocument, UpdateBlocDocument, type BlocFieldsFragment, type BlocInput } from '../../generated/graphql.ts';
import { ArticlePicker } from '../../kit/ArticleChooser.tsx';
import type { ChosenArticle } from '../../kit/ChosenArticles.tsx';
import { DetailLayout, FormSection } from '../../kit/DetailLayout.tsx';
import { FormInput, FormSelect } from '../../kit/formFields.tsx';
import { toOptions } from '../../kit/options.ts';
import { boundedText, requiredText } from '../../kit/textRules.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { routeId, useDetailPage } from '../../kit/useDetailPage.ts';
import { computedNote, picksArticles } from './blocs.ts';

interface BlocValues {
  nameFr: string;
  description: string;
  blocTypeId: string;
  algorithmId: string;
  articles: ChosenArticle[];
}

const FIELDS = ['nameFr', 'description', 'blocTypeId', 'algorithmId', 'articleIds'] as const;

const toValues = (bloc: BlocFieldsFragment | null): BlocValues => ({
  nameFr: bloc?.nameFr ?? '',
  description: bloc?.description ?? '',
  blocTypeId: bloc ? String(bloc.blocTypeId) : '',
  algorithmId: bloc ? String(bloc.algorithmId) : '',
  articles: bloc?.articles ?? [],
});

/** Seed 002: nameFr, blocTypeId and algorithmId required. */
const schema = () =>
  object({
    nameFr: requiredText('nameFr'),
    description: boundedText('description'),
    blocTypeId: string().required(Messages.requiredField),
    algorithmId: string().required(Messages.requiredField),
    articles: array(mixed()),
  });

const toInput = (values: BlocValues): BlocInput => ({
  nameFr: values.nameFr.trim(),
  description: values.description.trim() || null,
  blocTypeId: Number(values.blocTypeId),
  algorithmId: Number(values.algorithmId),
  // The server ignores the articles of a computed algorithm: send none.
  articleIds: picksArticles(values.algorithmId) ? values.articles.map((article) => article.articleId) : [],
});

const useStyles = makeStyles({ wide: { gridColumn: '1 / -1' } });

/**
 * /homepages/:id/newbloc and /homepages/:homePageId/blocs/:blocId (permission 20, level 4): title,
 * description, bloc type, algorithm; a manual algorithm (or one the console does not know) shows
 * the article chooser, the computed ones (Tops ventes, Recommendations, Autonome 2021, Vos
 * favoris) a note. Back, a create and a missing bloc go to the home page.
 */
export default function BlocPage() {
  const styles = useStyles();
  const params = useParams();
  const creating = useLocation().pathname.endsWith('/newbloc');
  const homePageId = routeId(creating ? params.id : params.homePageId) ?? Number.NaN;
  const homePagePath = Number.isNaN(homePageId) ? '/homepages' : `/homepages/${homePageId}`;
  const create = useAppMutation(CreateBlocDocument, { result: (data) => data.createBloc, fields: FIELDS });
  const update = useAppMutation(UpdateBlocDocument, { result: (data) => data.updateBloc, fields: FIELDS });
  const page = useDetailPage({
    param: 'blocId',
    load: { query: BlocDocument, variables: (blocId) => ({ homePageId, blocId }), read: (data) => data.bloc ?? null },
    notFound: homePagePath,
    listPath: homePagePath,
    editPath: (blocId) => `${homePagePath}/blocs/${blocId}`,
    afterCreate: 'list',
    toValues,
    schema,
    create: async (values) => {
      const outcome = await create.run({ homePageId, input: toInput(values) });
      if (!outcome.ok) return outcome;
      return { ok: true, id: outcome.data.createBloc.bloc?.blocId ?? 0 };
    },
    update: async (blocId, values) => {
      const outcome = await update.run({ homePageId, blocId, input: toInput(values) });
      return outcome.ok ? { ok: true, id: blocId } : outcome;
    },
  });
  const { data: options } = useQuery(BlocFormOptionsDocument);
  const blocTypes = toOptions(options?.blocTypes ?? [], (type) => type.blocTypeId, (type) => type.name);
  const algorithms = toOptions(options?.blocAlgorithms ?? [], (algorithm) => algorithm.algorithmId, (algorithm) => algorithm.name);
  const form = page.formik;
  const algorithmId = form.values.algorithmId;
  const algorithmName = algorithms.find((algorithm) => algorithm.value === algorithmId)?.label;

  return (
    <DetailLayout title={page.isNew ? 'Nouveau bloc' : `Bloc${page.item ? ` : ${page.item.nameFr}` : ''}`} onBack={page.back} loading={page.loading} error={page.loadError} guard={page.guard}>
      <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled || Number.isNaN(homePageId)} saving={page.saving} pending={page.dirty}>
        <FormInput form={form} name="nameFr" label="Titre" required />
        <FormSelect form={form} name="blocTypeId" label="Type de bloc" options={blocTypes} required />
        <FormSelect form={form} name="algorithmId" label="Algorithme" options={algorithms} required />
        <FormInput form={form} name="description" label="Description" multiline />
        {algorithmId !== '' && (
          <div className={styles.wide}>
            {picksArticles(algorithmId) ? (
              <ArticlePicker value={form.values.articles} onChange={(articles) => void form.setFieldValue('articles', articles)} />
            ) : (
              <MessageBar intent="info" data-testid="bloc-computed-note">
                <MessageBarBody>{computedNote(algorithmId, algorithmName)}</MessageBarBody>
              </MessageBar>
            )}
          </div>
        )}
      </FormSection>
    </DetailLayout>
  );
}
