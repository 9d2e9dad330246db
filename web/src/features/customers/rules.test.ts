import { describe, expect, it } from 'vitest';
import { gridReducer, loadRows, type GridAction, type GridRow } from '../../kit/editableRows.ts';
import {
  activationAction,
  addressChange,
  acceptsCoordinateInput,
  defaultAddressEdits,
  filterCoordinateInput,
  hasAddress,
  isCoordinate,
  isCustomerEditable,
  statusLabel,
  updateScreenMessage,
  updateScreenState,
  withDefaultRule,
  type AddressData,
} from './rules.ts';

describe('customer editability and activation (seed 000 §4)', () => {
  it('edits the form in statuses 1, 5, 6, 7, 8, 9 only', () => {
    const editable = Array.from({ length: 10 }, (_, index) => index + 1).filter((status) => isCustomerEditable(status));
    expect(editable).toEqual([1, 5, 6, 7, 8, 9]);
    expect(isCustomerEditable(null)).toBe(false);
    expect(isCustomerEditable(undefined)).toBe(false);
  });

  it('offers deactivate on 3, activate on 4, nothing elsewhere', () => {
    expect(activationAction(3)).toEqual({ label: 'Désactiver', statusId: 4 });
    expect(activationAction(4)).toEqual({ label: 'Activer', statusId: 3 });
    for (const status of [1, 2, 5, 6, 7, 8, 9, 10]) expect(activationAction(status)).toBeNull();
    expect(activationAction(null)).toBeNull();
  });

  it('loads status 3 as active and 4 as inactive on the update screen, anything else locked', () => {
    expect(updateScreenState(3)).toEqual({ editable: true, active: true });
    expect(updateScreenState(4)).toEqual({ editable: true, active: false });
    expect(updateScreenState(1)).toEqual({ editable: false, active: false });
    expect(updateScreenState(2).editable).toBe(false);
  });

  it("shows 'Choisir un client' with nothing loaded and the refusal for other statuses", () => {
    expect(updateScreenMessage(null)).toBe('Choisir un client');
    expect(updateScreenMessage(undefined)).toBe('Choisir un client');
    expect(updateScreenMessage(1)).toBe('Ce client ne peut pas être modifié !');
    expect(updateScreenMessage(10)).toBe('Ce client ne peut pas être modifié !');
    expect(updateScreenMessage(3)).toBeNull();
    expect(updateScreenMessage(4)).toBeNull();
  });

  it('labels statuses in French', () => {
    expect(statusLabel(3)).toBe('Actif');
    expect(statusLabel(9)).toBe("En attente d'informations");
    expect(statusLabel(42)).toBe('Statut 42');
    expect(statusLabel(null)).toBe('');
  });
});

describe('coordinate inputs (seed 000 §5)', () => {
  it('accepts what a user may be typing towards a valid longitude', () => {
    for (const text of ['', '-', '0', '7', '-7', '-7.', '-7.5', '-7.589812', '180', '180.', '180.000000', '179.999999', '99', '-180']) {
      expect(acceptsCoordinateInput(text, 'longitude'), text).toBe(true);
    }
  });

  it('refuses letters, a second dot, more than 6 decimals, out-of-range integers and leading zeros', () => {
    for (const text of ['a', '1a', '1.2.3', '1.1234567', '181', '200', '1000', '180.1', '--1', '+1', '01', '1,5', ' 1', '.5']) {
      expect(acceptsCoordinateInput(text, 'longitude'), text).toBe(false);
    }
  });

  it('bounds latitudes to 90', () => {
    expect(acceptsCoordinateInput('90', 'latitude')).toBe(true);
    expect(acceptsCoordinateInput('-90.0', 'latitude')).toBe(true);
    expect(acceptsCoordinateInput('89.999999', 'latitude')).toBe(true);
    expect(acceptsCoordinateInput('91', 'latitude')).toBe(false);
    expect(acceptsCoordinateInput('90.5', 'latitude')).toBe(false);
    expect(acceptsCoordinateInput('100', 'latitude')).toBe(false);
    expect(acceptsCoordinateInput('100', 'longitude')).toBe(true);
  });

  it('ignores a keystroke that would break the format (the previous value stays)', () => {
    expect(filterCoordinateInput('33.5', '33.5x', 'latitude')).toBe('33.5');
    expect(filterCoordinateInput('33.123456', '33.1234567', 'latitude')).toBe('33.123456');
    expect(filterCoordinateInput('9', '91', 'latitude')).toBe('9');
    expect(filterCoordinateInput('-7', '-7.', 'longitude')).toBe('-7.');
    expect(filterCoordinateInput('', '-', 'longitude')).toBe('-');
    // A decimal comma becomes a dot.
    expect(filterCoordinateInput('33', '33,5', 'latitude')).toBe('33.5');
  });

  it('tells complete coordinates from partial ones', () => {
    expect(isCoordinate('33.573110', 'latitude')).toBe(true);
    expect(isCoordinate('-7.589843', 'longitude')).toBe(true);
    expect(isCoordinate('0', 'latitude')).toBe(true);
    expect(isCoordinate('33.', 'latitude')).toBe(false);
    expect(isCoordinate('-', 'longitude')).toBe(false);
    expect(isCoordinate('', 'longitude')).toBe(false);
  });
});

const address = (overrides: Partial<AddressData> = {}): AddressData => ({
  adress: '1, rue des Fleurs',
  postalCode: '20000',
  countryId: '1',
  countryName: 'Maroc',
  regionId: '6',
  regionName: 'Casablanca-Settat',
  sectorId: '4',
  sectorName: 'Hay Hassani',
  latitude: '0',
  longitude: '0',
  isDefault: false,
  ...overrides,
});

const apply = (rows: GridRow<AddressData>[], actions: GridAction<AddressData>[]) => actions.reduce(gridReducer<AddressData>, rows);

describe('the addresses grid (seed 000 §4, §5)', () => {
  const loaded = () => loadRows([
    { id: 1, data: address({ isDefault: true }) },
    { id: 2, data: address({ adress: '2, rue des Roses' }) },
    { id: 3, data: address({ adress: '3, rue des Lilas' }) },
  ]);

  it('makes one row the default and clears the flag on the others', () => {
    const rows = apply(loaded(), defaultAddressEdits(loaded(), '3'));
    expect(rows.map((row) => row.data.isDefault)).toEqual([false, false, true]);
    // Both changed rows are marked modified; the untouched one is not sent.
    expect(rows.map((row) => row.typeAction)).toEqual([2, undefined, 2]);
  });

  it('changes nothing when the row already is the only default', () => {
    expect(defaultAddressEdits(loaded(), '1')).toEqual([]);
  });

  it('a new address confirmed as default clears the former default', () => {
    let rows = apply(loaded(), [{ type: 'add', key: 'new-1', data: address({ adress: '4, rue Neuve' }) }]);
    rows = apply(rows, withDefaultRule(rows, { type: 'commit', key: 'new-1', data: address({ adress: '4, rue Neuve', isDefault: true }) }));
    expect(rows.filter((row) => row.data.isDefault).map((row) => row.key)).toEqual(['new-1']);
    expect(rows.find((row) => row.key === 'new-1')?.typeAction).toBe(1);
    expect(rows.find((row) => row.key === '1')?.typeAction).toBe(2);
  });

  it('passes other actions through unchanged', () => {
    const action: GridAction<AddressData> = { type: 'remove', key: '2' };
    expect(withDefaultRule(loaded(), action)).toEqual([action]);
    const notDefault: GridAction<AddressData> = { type: 'commit', key: '2', data: address() };
    expect(withDefaultRule(loaded(), notDefault)).toEqual([notDefault]);
  });

  it('needs at least one address that is not deleted', () => {
    expect(hasAddress([])).toBe(false);
    expect(hasAddress(loaded())).toBe(true);
    const one = loadRows([{ id: 1, data: address() }]);
    expect(hasAddress(apply(one, [{ type: 'remove', key: '1' }]))).toBe(false);
  });

  it('sends a grid change as the API row, coordinates defaulting to "0"', () => {
    expect(addressChange({ typeAction: 1, id: null, data: address({ latitude: '', longitude: ' -7.5 ', isDefault: true }) })).toEqual({
      typeAction: 1,
      customerAdressId: null,
      adress: '1, rue des Fleurs',
      postalCode: '20000',
      isDefault: true,
      countryId: 1,
      regionId: 6,
      sectorId: 4,
      latitude: '0',
      longitude: '-7.5',
    });
  });
});
