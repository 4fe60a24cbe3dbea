import {
  activityProvidersRoutes,
  defaultAccess,
  identityRoutes,
  type ProviderDocumentRow,
  ProviderProtocolKind,
  type Role,
} from '@kg/contracts';
import { answer, type RouteStub, stubRoutes } from '../../test/fetch-stub';
import { aDirector } from '../../test/render-app';

/** The page tests' data: a protocol row of the overview, and the answers every page needs (the user, the providers). */
export const aDocument = (values: Partial<ProviderDocumentRow> = {}): ProviderDocumentRow => ({
  id: 7,
  number: 3,
  kind: ProviderProtocolKind.Payments,
  year: 2026,
  month: 10,
  protocolDate: '2026-10-31',
  providerId: 4,
  providerName: 'Танцова школа Хоро',
  paymentsCount: 4,
  totalCents: 6100,
  invoiceNumber: null,
  invoiceDate: null,
  voucherId: null,
  voucherNumber: null,
  canDelete: true,
  ...values,
});

export const providerAnswers = (role: Role, ...stubs: RouteStub[]) =>
  stubRoutes(
    answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: role, access: defaultAccess(role) })),
    answer(activityProvidersRoutes.list, () => ({
      result: [
        {
          id: 4,
          name: 'Танцова школа Хоро',
          eik: '204691033',
          vatRegistered: false,
          contactName: null,
          phone: null,
          email: null,
          kindergartensCount: 1,
        },
      ],
      rowsCount: 1,
    })),
    ...stubs,
  );
