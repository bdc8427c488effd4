import { formatPhone, type Infrastructure } from '@ds/domain';

/** What the infrastructure form edits: text fields as typed, blank meaning "none". */
export interface InfrastructureFormValues {
  name: string;
  typeId: string | null;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  price: number;
  autoInvoice: boolean;
  adminEmail: string;
  adminMobile: string;
  emailWhenInUse: boolean;
  smsWhenInUse: boolean;
  emailReminderId: string | null;
  smsReminderId: string | null;
}

export const EMPTY_INFRASTRUCTURE: InfrastructureFormValues = {
  name: '',
  typeId: null,
  street: '',
  houseNumber: '',
  postcode: '',
  city: '',
  price: 0,
  autoInvoice: false,
  adminEmail: '',
  adminMobile: '',
  emailWhenInUse: false,
  smsWhenInUse: false,
  emailReminderId: null,
  smsReminderId: null,
};

export function formValuesOf(infrastructure: Infrastructure): InfrastructureFormValues {
  const { id: _id, version: _version, hasAccessMap: _hasAccessMap, ...values } = infrastructure;
  return {
    ...values,
    street: values.street ?? '',
    houseNumber: values.houseNumber ?? '',
    postcode: values.postcode ?? '',
    city: values.city ?? '',
    adminEmail: values.adminEmail ?? '',
    adminMobile: values.adminMobile ? formatPhone(values.adminMobile) : '',
  };
}

function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The candidate body for the domain schema: blank optional texts become null. */
export function candidateOf(values: InfrastructureFormValues) {
  return {
    ...values,
    street: orNull(values.street),
    houseNumber: orNull(values.houseNumber),
    postcode: orNull(values.postcode),
    city: orNull(values.city),
    adminEmail: orNull(values.adminEmail),
    adminMobile: orNull(values.adminMobile),
  };
}
