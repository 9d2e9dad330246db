import { Level, Permission } from '@console/schema';
import { Button } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { object } from 'yup';
import { CreateHomePageDocument, DeleteBlocDocument, HomePageDocument, SetBlocPositionsDocument, UpdateHomePageDocument, type HomePageFieldsFragment } from '../../generated/graphql.ts';
import { ConfirmDeleteDialog } from '../../kit/ConfirmDeleteDialog.tsx';
import { DetailLayout, FormSection, Section } from '../../kit/DetailLayout.tsx';
import { FormInput } from '../../kit/formFields.tsx';
import { kitTexts } from '../../kit/texts.ts';
import { boundedText, requiredText } from '../../kit/textRules.ts';
import { useAccess } from '../../kit/useAccess.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useDeleteMutation } from '../../kit/useDeleteMutation.ts';
import { useDetailPage } from '../../kit/useDetailPage.ts';
import { BlocsTable, type BlocRow } from './BlocsTable.tsx';

const LIST = '/homepages';
const FIELDS = ['name', 'description'] as const;

const toValues = (homePage: HomePageFieldsFragment | null) => ({ name: homePage?.name ?? '', description: homePage?.description ?? '' });
const schema = () => object({ name: requiredText('name'), description: boundedText('description') });
const toInput = (values: { name: string; description: string }) => ({ name: values.name.trim(), description: values.description.trim() || null });
const deletedBloc = (data: { deleteBloc: boolean }) => data.deleteBloc;

/**
 * /homepages/new (level 3) and /homepages/:id (level 4) on permission 20: title and description;
 * on an existing page its blocs in order, reordered by drag and drop (mouse or keyboard), the new
 * order saved at once through setBlocPositions; add, edit and delete a bloc.
 */
export default function HomePagePage() {
  const navigate = useNavigate();
  const create = useAppMutation(CreateHomePageDocument, { result: (data) => data.createHomePage, fields: FIELDS });
  const update = useAppMutation(UpdateHomePageDocument, { result: (data) => data.updateHomePage, fields: FIELDS });
  const positions = useAppMutation(SetBlocPositionsDocument);
  const removeBloc = useDeleteMutation(DeleteBlocDocument, deletedBloc);
  const canEditBlocs = useAccess({ permissions: [Permission.HOMEPAGES], levels: [Level.EDIT] });
  const page = useDetailPage({
    load: { query: HomePageDocument, variables: (homePageId) => ({ homePageId }), read: (data) => data.homePage ?? null },
    notFound: LIST,
    listPath: LIST,
    editPath: (homePageId) => `/homepages/${homePageId}`,
    toValues,
    schema,
    create: async (values) => {
      const outcome = await create.run({ input: toInput(values) });
      if (!outcome.ok) return outcome;
      return { ok: true, id: outcome.data.createHomePage.homePage?.homePageId ?? 0 };
    },
    update: async (homePageId, values) => {
      const outcome = await update.run({ homePageId, input: toInput(values) });
      return outcome.ok ? { ok: true, id: homePageId } : outcome;
    },
  });
  const homePage = page.item;
  const form = page.formik;
  // The order shown between a drop and the server's answer (which then updates the cached page).
  const [dropped, setDropped] = useState<BlocRow[] | null>(null);
  const [deleting, setDeleting] = useState<BlocRow | null>(null);

  const reorder = async (next: BlocRow[]) => {
    if (!homePage) return;
    setDropped(next);
    await positions.run({ homePageId: homePage.homePageId, positions: next.map((bloc, index) => ({ blocId: bloc.blocId, position: index + 1 })) });
    setDropped(null);
  };

  return (
    <DetailLayout
      title={page.isNew ? "Nouvelle page d'accueil" : `Page d'accueil${homePage ? ` : ${homePage.name}` : ''}`}
      onBack={page.back}
      loading={page.loading}
      error={page.loadError}
      guard={page.guard}
    >
      <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        <FormInput form={form} name="name" label="Titre" required />
        <FormInput form={form} name="description" label="Description" multiline />
      </FormSection>
      {homePage && (
        <Section
          title="Blocs"
          flush
          actions={
            canEditBlocs && (
              <Button icon={<Add20Regular />} onClick={() => navigate(`/homepages/${homePage.homePageId}/newbloc`)}>
                {kitTexts.add}
              </Button>
            )
          }
        >
          <BlocsTable
            blocs={dropped ?? homePage.blocs}
            disabled={!canEditBlocs || positions.loading}
            onReorder={(next) => void reorder(next)}
            onEdit={(bloc) => navigate(`/homepages/${homePage.homePageId}/blocs/${bloc.blocId}`)}
            onRemove={setDeleting}
          />
        </Section>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting || !homePage) return;
          if (await removeBloc.remove({ homePageId: homePage.homePageId, blocId: deleting.blocId })) await page.reload();
        }}
      />
    </DetailLayout>
  );
}
