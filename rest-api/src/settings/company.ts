import { ConfigError, type EnvReader } from '@console/schema/env';

/** The company identity printed on receipts (the seeds do not give it): configuration, COMPANY_* variables. */
export interface CompanyIdentity {
  name: string;
  nameAr: string;
  address: string;
  addressAr: string;
  phone: string;
  /** Moroccan identifiers: ICE (15 digits), RC, IF, patente, CNSS. */
  ice: string;
  rc: string;
  taxId: string;
  patente: string;
  cnss: string;
}

/** Clearly fictional: a deployment sets its own. */
export const DEMO_COMPANY: CompanyIdentity = {
  name: 'Distribution Démo SARL',
  nameAr: 'شركة التوزيع التجريبية',
  address: '1, rue de la Démo, Quartier fictif, Casablanca (adresse de démonstration)',
  addressAr: '1، زنقة العرض، حي وهمي، الدار البيضاء (عنوان تجريبي)',
  phone: '+212 5 00 00 00 00',
  ice: '000000000000000',
  rc: '000000',
  taxId: '00000000',
  patente: '00000000',
  cnss: '0000000',
};

const MAX_LENGTH = 200;

/** COMPANY_NAME … COMPANY_CNSS, each defaulting to the demo value; ICE is 15 digits, every value at most 200 characters. */
export function companyFromEnv(read: EnvReader): CompanyIdentity {
  const text = (name: string, fallback: string) => {
    const value = read.string(name, fallback);
    if (value.length > MAX_LENGTH) throw new ConfigError(`${name} must be at most ${MAX_LENGTH} characters`);
    return value;
  };
  const ice = text('COMPANY_ICE', DEMO_COMPANY.ice);
  if (!/^\d{15}$/.test(ice)) throw new ConfigError(`COMPANY_ICE must be the 15 digits of the ICE, got ${JSON.stringify(ice)}`);
  return {
    name: text('COMPANY_NAME', DEMO_COMPANY.name),
    nameAr: text('COMPANY_NAME_AR', DEMO_COMPANY.nameAr),
    address: text('COMPANY_ADDRESS', DEMO_COMPANY.address),
    addressAr: text('COMPANY_ADDRESS_AR', DEMO_COMPANY.addressAr),
    phone: text('COMPANY_PHONE', DEMO_COMPANY.phone),
    ice,
    rc: text('COMPANY_RC', DEMO_COMPANY.rc),
    taxId: text('COMPANY_IF', DEMO_COMPANY.taxId),
    patente: text('COMPANY_PATENTE', DEMO_COMPANY.patente),
    cnss: text('COMPANY_CNSS', DEMO_COMPANY.cnss),
  };
}
