import { Module } from '@nestjs/common';
import { EpayClient } from './epay.client.js';

/** The ePay adapter (epay-protocol.ts: encode, sign, verify, parse; epay.client.ts: the HTTP side, EPAY_URL). */
@Module({ providers: [EpayClient], exports: [EpayClient] })
export class EpayModule {}
