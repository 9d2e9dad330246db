import { useQuery } from '@apollo/client/react';
import { CreateVehicleDocument, UpdateVehicleDocument, VehicleDeliveryMenDocument, VehicleDocument, VehicleWarehousesDocument } from '../../../generated/graphql.ts';
import { DetailLayout, FormSection } from '../../../kit/DetailLayout.tsx';
import { FormCheckbox, FormInput, FormSelect } from '../../../kit/formFields.tsx';
import { toOptions } from '../../../kit/options.ts';
import { useAppMutation } from '../../../kit/useAppMutation.ts';
import { useDetailPage } from '../../../kit/useDetailPage.ts';
import { ColourField } from './ColourField.tsx';
import { VEHICLE_FIELDS, personName, toInput, toValues, vehicleSchema, warehouseOption } from './vehicleForm.ts';

const LIST = '/vehicules';

/**
 * /vehicules/new (level 3) and /vehicules/:id (level 4) on permission 21: code, matriculation, brand,
 * model, first registration date, volume and weight (above 0), delivery man (the active ones), colour,
 * warehouse, active. A create and a missing vehicle return to the list.
 */
export default function VehiclePage() {
  const create = useAppMutation(CreateVehicleDocument, { result: (data) => data.createVehicle, fields: VEHICLE_FIELDS });
  const update = useAppMutation(UpdateVehicleDocument, { result: (data) => data.updateVehicle, fields: VEHICLE_FIELDS });
  const page = useDetailPage({
    load: { query: VehicleDocument, variables: (vehicleId) => ({ vehicleId }), read: (data) => data.vehicle ?? null },
    notFound: LIST,
    listPath: LIST,
    editPath: (vehicleId) => `/vehicules/${vehicleId}`,
    afterCreate: 'list',
    toValues,
    schema: vehicleSchema,
    create: async (values) => {
      const outcome = await create.run({ input: toInput(values) });
      if (!outcome.ok) return outcome;
      return { ok: true, id: outcome.data.createVehicle.vehicle?.vehicleId ?? 0 };
    },
    update: async (vehicleId, values) => {
      const outcome = await update.run({ vehicleId, input: toInput(values) });
      return outcome.ok ? { ok: true, id: vehicleId } : outcome;
    },
  });
  const { data: men } = useQuery(VehicleDeliveryMenDocument);
  const { data: warehouses } = useQuery(VehicleWarehousesDocument);
  const vehicle = page.item;
  // The vehicle's delivery man stays offered once no longer active (the query lists the active ones).
  const current = vehicle?.deliveryMan && !men?.deliveryMen.some((man) => man.userId === vehicle.deliveryMan?.userId) ? [vehicle.deliveryMan] : [];
  const deliveryMen = toOptions([...current, ...(men?.deliveryMen ?? [])], (man) => man.userId, personName);
  const form = page.formik;

  return (
    <DetailLayout
      title={page.isNew ? 'Nouveau véhicule' : `Véhicule${vehicle ? ` : ${vehicle.code}` : ''}`}
      onBack={page.back}
      loading={page.loading}
      error={page.loadError}
      guard={page.guard}
    >
      <FormSection onSubmit={form.handleSubmit} submitDisabled={page.submitDisabled} saving={page.saving} pending={page.dirty}>
        <FormInput form={form} name="code" label="Code" required />
        <FormInput form={form} name="matriculation" label="Matricule" required />
        <FormInput form={form} name="brand" label="Marque" />
        <FormInput form={form} name="model" label="Modèle" />
        <FormInput form={form} name="year" label="Année (mise en circulation)" type="date" />
        <FormInput form={form} name="volume" label="Volume (m³)" required />
        <FormInput form={form} name="weight" label="Poids (kg)" required />
        <FormSelect form={form} name="deliveryManId" label="Livreur" options={deliveryMen} />
        <ColourField form={form} name="color" label="Couleur" />
        <FormSelect form={form} name="warehouseId" label="Entrepôt" options={(warehouses?.deliveryWarehouses ?? []).map(warehouseOption)} />
        <FormCheckbox form={form} name="active" label="Actif" />
      </FormSection>
    </DetailLayout>
  );
}
