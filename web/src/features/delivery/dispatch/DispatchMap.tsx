import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Caption1,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, CheckmarkRegular, DeleteRegular, DismissRegular, DrawShapeRegular, SendRegular } from '@fluentui/react-icons';
import { DEFAULT_VEHICLE_COLOUR, DeliveryMessages, operationDateError, type CustomerMarker, type DispatchArea, type GeoPoint } from '@console/schema';
import { Suspense, lazy, useEffect, useMemo, useReducer, useState } from 'react';
import {
  AssignDispatchDocument,
  DispatchMapsConfigDocument,
  DispatchOrdersDocument,
  DispatchVehiclesDocument,
  type DispatchWarehousesQuery,
} from '../../../generated/graphql.ts';
import { useConfirm } from '../../../kit/ConfirmDialog.tsx';
import { DataTable, type Column } from '../../../kit/DataTable.tsx';
import { Section } from '../../../kit/DetailLayout.tsx';
import { errorMessages } from '../../../kit/errors.ts';
import { formatNumber } from '../../../kit/money.ts';
import { kitTexts } from '../../../kit/texts.ts';
import { useToasts } from '../../../kit/toasts.tsx';
import { useBusinessDay } from '../../../kit/useBusinessDay.ts';
import { CapacityGauge } from './CapacityGauge.tsx';
import { canDraw, dispatchPlan, dispatchReducer, initialDispatchState, markerVehicle, vehicleLoad } from './dispatchState.ts';
import { dispatchTexts as texts } from './dispatchTexts.ts';
import type { DispatchMapViewProps } from './mapView.ts';
import { MARKER_FILLS } from './markerIcons.ts';
import PlanMapView from './PlanMapView.tsx';

/** Loaded only with a key: the plan view does not ship Google's wrapper. */
const GoogleMapView = lazy(() => import('./GoogleMapView.tsx'));

type Warehouse = DispatchWarehousesQuery['deliveryWarehouses'][number];

const useStyles = makeStyles({
  map: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '180px' },
  // The map takes what the side panel leaves: both fit 1280 px without scrolling sideways.
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 360px', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  canvas: {
    position: 'relative', height: 'max(420px, calc(100vh - 390px))', borderRadius: tokens.borderRadiusMedium, overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  tools: { position: 'absolute', zIndex: 1, top: tokens.spacingVerticalS, left: tokens.spacingHorizontalS, display: 'flex', gap: tokens.spacingHorizontalS },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  send: { alignSelf: 'stretch' },
});

interface SummaryRow {
  key: string;
  label: string;
  orders: number;
  customers: number;
  volume: number;
  weight: number;
}

const summaryColumns: Column<SummaryRow>[] = [
  { id: 'vehicle', header: texts.summaryVehicle, cell: (row) => row.label, minWidth: 72, wrap: true },
  { id: 'orders', header: <abbr title={texts.summaryOrders}>{texts.summaryOrdersShort}</abbr>, cell: (row) => formatNumber(row.orders), align: 'end', width: '48px' },
  { id: 'customers', header: <abbr title={texts.summaryCustomers}>{texts.summaryCustomersShort}</abbr>, cell: (row) => formatNumber(row.customers), align: 'end', width: '48px' },
  { id: 'volume', header: texts.summaryVolume, cell: (row) => formatNumber(row.volume, 1), align: 'end', width: '56px' },
  // Whole kilograms: the gauge above gives the selected vehicle's exact load.
  { id: 'weight', header: texts.summaryWeight, cell: (row) => formatNumber(row.weight, 0), align: 'end', width: '64px' },
];

const slotLabel = (slot: Warehouse['slots'][number]) => `${slot.startHour.slice(0, 5)}–${slot.endHour.slice(0, 5)}`;
const vehicleLabel = (vehicle: { code: string; matriculation: string }) => `${vehicle.code} – ${vehicle.matriculation}`;

/**
 * The dispatch map of one configuration (seed 002 section 4): the confirmed orders as customer markers, the
 * vehicle, operation date and slot; zones drawn for the selected vehicle assign the orders inside; the summary,
 * the selected vehicle's load, and sending its schedule.
 */
export function DispatchMap({ warehouse, dateFrom, dateTo }: { warehouse: Warehouse; dateFrom: string; dateTo: string }) {
  const styles = useStyles();
  const toasts = useToasts();
  const { confirm, dialog } = useConfirm();
  const today = useBusinessDay();
  const maps = useQuery(DispatchMapsConfigDocument);
  const orders = useQuery(DispatchOrdersDocument, { variables: { warehouseId: warehouse.warehouseId, dateFrom, dateTo }, fetchPolicy: 'network-only' });
  const vehiclesQuery = useQuery(DispatchVehiclesDocument, { variables: { warehouseId: warehouse.warehouseId } });
  const [assign, assigning] = useMutation(AssignDispatchDocument);
  const [state, dispatch] = useReducer(dispatchReducer, initialDispatchState);
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [chosenDate, setOperationDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [draft, setDraft] = useState<GeoPoint[] | null>(null);
  const [openCustomerId, setOpenCustomerId] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const operationDate = chosenDate ?? today ?? '';
  const drawing = draft !== null;
  // Escape gives up the zone being drawn, as in Google's drawing tools.
  useEffect(() => {
    if (!drawing) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDraft(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawing]);

  const vehicles = useMemo(() => vehiclesQuery.data?.vehicles.items ?? [], [vehiclesQuery.data]);
  const vehicle = vehicles.find((candidate) => candidate.vehicleId === vehicleId) ?? null;
  const plan = useMemo(
    () => dispatchPlan(orders.data?.dispatchOrders ?? [], state, vehicles, operationDate || null),
    [orders.data, state, vehicles, operationDate],
  );
  const slot = warehouse.slots.find((candidate) => candidate.deliverySlotId === slotId);
  const load = vehicle ? vehicleLoad(vehicle, plan.orders, plan.assignment) : null;
  const colourOf = (id: number) => vehicles.find((candidate) => candidate.vehicleId === id)?.color ?? DEFAULT_VEHICLE_COLOUR;
  const codeOf = (id: number) => vehicles.find((candidate) => candidate.vehicleId === id)?.code ?? String(id);
  const areaName = (area: DispatchArea) => texts.zoneName(area.areaId, codeOf(area.vehicleId));

  const chooseVehicle = (id: number) => {
    setVehicleId(id);
    setDraft(null);
    setProblems([]);
  };
  const finish = () => {
    if (draft && draft.length >= 3) dispatch({ type: 'draw', vehicleId, polygon: draft });
    setDraft(null);
  };

  const send = async () => {
    if (!vehicle) return;
    const refusals = [
      slotId === null ? DeliveryMessages.slotRequired : null,
      today ? operationDateError(operationDate, today) : null,
      load?.orders.length ? null : DeliveryMessages.noOrderInArea,
    ].filter((message): message is string => message !== null);
    setProblems(refusals);
    if (refusals.length > 0 || !load || slotId === null) return;
    if (load.capacity.over) {
      const go = await confirm({ title: texts.sendOverTitle, message: texts.sendOverMessage(vehicle.code), confirmLabel: texts.sendOverConfirm });
      if (!go) return;
    }
    const orderIds = load.orders.map((order) => order.orderId);
    try {
      const { data } = await assign({
        variables: { input: { warehouseId: warehouse.warehouseId, vehicleId: vehicle.vehicleId, operationDate, deliverySlotId: slotId, orderIds } },
      });
      const answer = data?.assignDispatch;
      if (!answer) return;
      if (!answer.ok) {
        setProblems(answer.errors.map((error) => error.message));
        return;
      }
      dispatch({ type: 'sent', vehicleId: vehicle.vehicleId, orderIds });
      setOpenCustomerId(null);
      toasts.success(texts.sent(answer.schedule?.code ?? '', orderIds.length));
    } catch (error) {
      setProblems(errorMessages(error));
    }
  };

  const reload = () => {
    setProblems([]);
    void orders.refetch();
  };

  const summaryRows: SummaryRow[] = [
    ...plan.loads.map((entry) => ({ key: String(entry.vehicle.vehicleId), label: entry.vehicle.code, ...entry.summary })),
    { key: 'unassigned', label: texts.unassigned, ...plan.unassigned },
  ];
  const zoneButtons = [
    { id: 'delete', label: kitTexts.delete, icon: <DeleteRegular />, onClick: (area: DispatchArea) => dispatch({ type: 'remove', areaId: area.areaId }) },
  ];
  const zoneColumns: Column<DispatchArea>[] = [{ id: 'zone', header: texts.zones, cell: (area) => areaName(area), minWidth: 120 }];

  const viewProps: DispatchMapViewProps = {
    markers: plan.markers,
    areas: state.areas,
    markerFill: (marker: CustomerMarker) => {
      const assigned = markerVehicle(marker, plan.assignment);
      return assigned === null ? MARKER_FILLS[marker.colour] : colourOf(assigned);
    },
    vehicleColour: colourOf,
    areaName,
    warehouse: warehouse.latitude != null && warehouse.longitude != null ? { lat: warehouse.latitude, lng: warehouse.longitude } : null,
    openCustomerId,
    onOpen: setOpenCustomerId,
    draft,
    draftColour: vehicle?.color ?? DEFAULT_VEHICLE_COLOUR,
    onAddVertex: (point) => setDraft((current) => (current ? [...current, point] : current)),
    onFinish: finish,
    onMoveVertex: (areaId, index, point) => dispatch({ type: 'moveVertex', areaId, index, point }),
    onReshape: (areaId, polygon) => dispatch({ type: 'reshape', areaId, polygon }),
  };
  const apiKey = maps.data?.mapsConfig.googleMapsApiKey;
  const failure = orders.error ?? vehiclesQuery.error;

  return (
    <div className={styles.map}>
      <div className={styles.toolbar}>
        <Field label={texts.vehicle} className={styles.field}>
          <Dropdown
            placeholder={texts.chooseVehicle}
            value={vehicle ? vehicleLabel(vehicle) : ''}
            selectedOptions={vehicleId === null ? [] : [String(vehicleId)]}
            onOptionSelect={(_, option) => option.optionValue && chooseVehicle(Number(option.optionValue))}
          >
            {vehicles.map((item) => (
              <Option key={item.vehicleId} value={String(item.vehicleId)}>
                {vehicleLabel(item)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={texts.operationDate} validationMessage={today ? operationDateError(operationDate, today) : undefined}>
          <Input type="date" value={operationDate} min={today ?? undefined} onChange={(_, data) => setOperationDate(data.value)} />
        </Field>
        <Field label={texts.slot} className={styles.field}>
          <Dropdown
            placeholder={texts.chooseSlot}
            value={slot ? slotLabel(slot) : ''}
            selectedOptions={slotId === null ? [] : [String(slotId)]}
            onOptionSelect={(_, option) => option.optionValue && setSlotId(Number(option.optionValue))}
          >
            {warehouse.slots.map((slot) => (
              <Option key={slot.deliverySlotId} value={String(slot.deliverySlotId)}>
                {slotLabel(slot)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <Caption1 className={styles.hint} data-testid="draw-hint">
        {!canDraw(vehicleId) ? texts.drawNeedsVehicle : draft !== null ? texts.drawHint : texts.ordersLoaded(plan.orders.length)}
      </Caption1>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessages(failure).join(' ')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.layout}>
        <div className={styles.canvas}>
          {/* Over the map, as Google's drawing tools: the map does not move when they change. */}
          <div className={styles.tools}>
            {draft === null ? (
              <Button icon={<DrawShapeRegular />} disabled={!canDraw(vehicleId)} onClick={() => setDraft([])}>
                {texts.drawZone}
              </Button>
            ) : (
              <>
                <Button appearance="primary" icon={<CheckmarkRegular />} disabled={draft.length < 3} onClick={finish}>
                  {texts.finishZone}
                </Button>
                <Button icon={<DismissRegular />} onClick={() => setDraft(null)}>
                  {texts.cancelZone}
                </Button>
              </>
            )}
          </div>
          {orders.loading || maps.loading ? (
            <Spinner label={kitTexts.loading} />
          ) : apiKey ? (
            <Suspense fallback={<Spinner label={kitTexts.loading} />}>
              <GoogleMapView apiKey={apiKey} {...viewProps} />
            </Suspense>
          ) : (
            <PlanMapView {...viewProps} />
          )}
        </div>
        <div className={styles.panel}>
          {orders.data && plan.orders.length === 0 && (
            <MessageBar intent="info">
              <MessageBarBody>{texts.noOrders}</MessageBarBody>
            </MessageBar>
          )}
          {vehicle && (
            <Section title={vehicle.code}>
              {load && <CapacityGauge summary={load.summary} capacity={load.capacity} limits={vehicle} />}
              <Button className={styles.send} appearance="primary" icon={<SendRegular />} disabled={assigning.loading} onClick={() => void send()}>
                {texts.send}
              </Button>
            </Section>
          )}
          {problems.length > 0 && (
            <MessageBar intent="error" layout="multiline" data-testid="dispatch-problems">
              <MessageBarBody>
                {problems.map((problem) => (
                  <div key={problem}>{problem}</div>
                ))}
              </MessageBarBody>
              <MessageBarActions>
                <Button size="small" icon={<ArrowClockwiseRegular />} onClick={reload}>
                  {texts.reload}
                </Button>
              </MessageBarActions>
            </MessageBar>
          )}
          <Section title={texts.summary} flush testId="dispatch-summary">
            <DataTable label={texts.summary} columns={summaryColumns} rows={summaryRows} rowKey={(row) => row.key} />
          </Section>
          {state.areas.length > 0 && (
            <Section title={texts.zones} flush testId="dispatch-zones">
              <DataTable label={texts.zones} columns={zoneColumns} rows={state.areas} rowKey={(area) => area.areaId} rowButtons={zoneButtons} />
            </Section>
          )}
        </div>
      </div>
      {dialog}
    </div>
  );
}
