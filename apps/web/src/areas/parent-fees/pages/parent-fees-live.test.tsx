import { screen } from '@testing-library/react';
import { defaultAccess, FeePaymentStatus, identityRoutes, type ParentFeeRow, parentFeesRoutes, Role } from '@kg/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { FakeHubSocket } from '../../../shared/realtime/fake-hub-socket';
import type * as RealtimeConnectionModuleNs from '../../../shared/realtime/realtime-connection';
import { answer, stubRoutes } from '../../../test/fetch-stub';
import { aDirector, renderArea } from '../../../test/render-app';
import { parentFeesArea } from '../routes';

type RealtimeConnectionModule = typeof RealtimeConnectionModuleNs;

// The app's realtime connection over a fake socket: the test plays the server's push of a landed payment.
const hub = vi.hoisted(() => ({ socket: null as FakeHubSocket | null }));
vi.mock('../../../shared/realtime/realtime-connection', async (importOriginal) => {
  const original = await importOriginal<RealtimeConnectionModule>();
  const { fakeSockets } = await import('../../../shared/realtime/fake-hub-socket');
  const sockets = fakeSockets();
  const realtime = new original.RealtimeConnection(sockets.open);
  realtime.start('token-1');
  hub.socket = sockets.last();
  return { ...original, realtime };
});

const wait = { timeout: 20_000 };

const fee = (values: Partial<ParentFeeRow>): ParentFeeRow => ({
  id: 1,
  studentId: 1,
  studentName: 'Галя Петрова',
  activityId: 5,
  activityName: 'Народни танци',
  providerId: 7,
  providerName: 'Танцова школа Хоро',
  year: 2026,
  month: 10,
  amountCents: 2500,
  paidCents: 0,
  dueCents: 2500,
  discountName: null,
  status: FeePaymentStatus.WaitingExternal,
  canPayOnline: true,
  easyPayIdn: null,
  easyPayIdnExpiresAt: null,
  payments: [],
  ...values,
});

describe('/parents-fees live', () => {
  it('reloads and shows the fee paid when the server pushes that a payment landed', async () => {
    let paid = false;
    stubRoutes(
      answer(identityRoutes.getUserData, () => ({ ...aDirector, baseRoleType: Role.Parent, access: defaultAccess(Role.Parent) })),
      answer(parentFeesRoutes.list, () => ({
        result: [paid ? fee({ paidCents: 2500, dueCents: 0, status: FeePaymentStatus.Paid }) : fee({})],
        rowsCount: 1,
        transferPaymentEasyPayIdn: null,
        transferPaymentEasyPayIdnExpirationDate: null,
        isTransferPaymentPossible: false,
      })),
      answer(parentFeesRoutes.notPaid, () => ({
        result: [],
        rowsCount: 0,
        transferPaymentEasyPayIdn: null,
        transferPaymentEasyPayIdnExpirationDate: null,
        isTransferPaymentPossible: false,
      })),
    );
    renderArea(parentFeesArea, '/parents-fees');
    expect(await screen.findByText('Очаква потвърждение от ePay/EasyPay', {}, wait)).toBeDefined();
    paid = true;
    hub.socket!.push('activityFeesChanged', { feeIds: [1], text: 'Плащане от 25,00 € е получено.' });
    expect(await screen.findByText('Платена', {}, wait)).toBeDefined();
    expect(await screen.findByText('Плащане от 25,00 € е получено.', {}, wait)).toBeDefined();
  });
});
