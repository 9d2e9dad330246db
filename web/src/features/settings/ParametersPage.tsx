import { useQuery } from '@apollo/client/react';
import { MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useFormik, type FormikErrors } from 'formik';
import { ChannelParametersListDocument, SaveChannelParametersDocument } from '../../generated/graphql.ts';
import { FormSection } from '../../kit/DetailLayout.tsx';
import { errorMessages } from '../../kit/errors.ts';
import { FormCheckbox, FormInput, FormSelect } from '../../kit/formFields.tsx';
import { toOptions } from '../../kit/options.ts';
import { kitTexts } from '../../kit/texts.ts';
import { useAppMutation } from '../../kit/useAppMutation.ts';
import { useDocumentTitle } from '../../kit/useDocumentTitle.ts';
import { EMPTY_PARAMETERS, PARAMETER_FIELDS, cutOffEnabled, parametersErrors, toInput, toValues, type ParametersValues } from './parametersForm.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  checkboxes: { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: tokens.spacingVerticalXS, minHeight: '56px' },
});

/**
 * /parameters (permission 18, level 3 or 4): a sales channel's ordering parameters (seed 002), which the point of
 * sale applies at once. A save reloads the channels' parameters, as the seed reloads the page.
 */
export default function ParametersPage() {
  const styles = useStyles();
  useDocumentTitle('Paramètres');
  const list = useQuery(ChannelParametersListDocument, { fetchPolicy: 'cache-and-network' });
  const channels = list.data?.channelParameters ?? [];
  const channelOptions = toOptions(channels, (channel) => channel.channelId, (channel) => `${channel.channelCode} – ${channel.channelName}`);
  const save = useAppMutation(SaveChannelParametersDocument, { result: (data) => data.saveChannelParameters, fields: PARAMETER_FIELDS });

  const form = useFormik<ParametersValues>({
    initialValues: EMPTY_PARAMETERS,
    validate: (values): FormikErrors<ParametersValues> => parametersErrors(values),
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      const outcome = await save.run({ input: toInput(values) });
      if (!outcome.ok) {
        // Keep what was typed; the server's messages go under their fields.
        helpers.setErrors(outcome.fieldErrors);
        return;
      }
      const reloaded = await list.refetch();
      const saved = reloaded.data?.channelParameters.find((channel) => String(channel.channelId) === values.channelId);
      helpers.resetForm({ values: saved ? toValues(saved) : values });
    },
  });

  const chooseChannel = (channelId: string) => {
    const chosen = channels.find((channel) => String(channel.channelId) === channelId);
    form.resetForm({ values: chosen ? toValues(chosen) : { ...EMPTY_PARAMETERS, channelId } });
  };
  const noChannel = form.values.channelId === '';

  return (
    <section className={styles.page}>
      <Title2 as="h1">Paramètres des canaux</Title2>
      {list.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessages(list.error).join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      {list.loading && !list.data ? (
        <Spinner label={kitTexts.loading} />
      ) : (
        <FormSection
          onSubmit={(event) => {
            event?.preventDefault();
            form.handleSubmit();
          }}
          submitDisabled={noChannel || form.isSubmitting}
          saving={form.isSubmitting}
          pending={form.dirty}
        >
          <FormSelect form={form} name="channelId" label="Canal" options={channelOptions} required onChange={chooseChannel} />
          <div className={styles.checkboxes}>
            <FormCheckbox form={form} name="ctrlStock" label="Contrôle du stock" disabled={noChannel} />
            <FormCheckbox form={form} name="allowModifPrice" label="Modification du prix autorisée" disabled={noChannel} />
          </div>
          <FormInput
            form={form}
            name="cutOff"
            label="Heure limite (cut-off)"
            type="time"
            disabled={!cutOffEnabled(form.values)}
            hint="Passée cette heure, la livraison commence un jour plus tard"
          />
          <FormInput form={form} name="deliveryFrom" label="De J+" type="number" required disabled={noChannel} hint="Jours ouvrés jusqu'à la première date de livraison" />
          <FormInput form={form} name="deliveryTo" label="A J+" type="number" required disabled={noChannel} hint="Jours ouvrés jusqu'à la dernière date de livraison" />
          <FormInput form={form} name="minBasket" label="Minimum de panier (DH)" type="number" required disabled={noChannel} hint="TTC ; en dessous, la commande ne peut pas être confirmée" />
        </FormSection>
      )}
    </section>
  );
}
