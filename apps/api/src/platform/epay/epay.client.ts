import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ConflictError } from '../errors/domain-errors.js';
import { parseIdnAnswer } from './epay-protocol.js';

/** How long EasyPay's registration may take before the parent is told to try again. */
const REGISTRATION_TIMEOUT_MS = 10_000;

export const epayMessages = {
  easyPayRefused: 'ePay не издаде код за плащане в EasyPay. Опитайте отново по-късно.',
} as const;

/**
 * ePay over HTTP, configured by EPAY_URL (AppConfig.epayUrl): where the web posts a payment request, and EasyPay's
 * server-to-server registration of an obligation (`ezp/reg_bill.cgi`). The signed block is made by epay-protocol.ts with
 * the provider's secret; this client never sees the secret.
 */
@Injectable()
export class EpayClient {
  private readonly logger = new Logger('EPay');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The payment page the web posts PAGE, ENCODED, CHECKSUM, URL_OK and URL_CANCEL to. */
  get paymentUrl(): string {
    return `${this.config.epayUrl}/`;
  }

  /**
   * Registers an EasyPay obligation: answers its 10-digit IDN. Anything but `IDN=<10 digits>` (an `ERR=…`, a failure
   * of the network, a timeout) is a ConflictError with a Bulgarian message for the parent; ePay's own text goes to the
   * log only (it never holds the secret: the request carries only ENCODED and its CHECKSUM).
   */
  async registerEasyPay(encoded: string, checksum: string): Promise<string> {
    const url = new URL(`${this.config.epayUrl}/ezp/reg_bill.cgi`);
    url.searchParams.set('ENCODED', encoded);
    url.searchParams.set('CHECKSUM', checksum);
    let body: string;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(REGISTRATION_TIMEOUT_MS) });
      body = await response.text();
    } catch (error) {
      this.logger.warn(`EasyPay registration failed: ${(error as Error).name}`);
      throw new ConflictError(epayMessages.easyPayRefused);
    }
    const idn = parseIdnAnswer(body);
    if (idn === null) {
      this.logger.warn(`EasyPay registration refused: ${body.slice(0, 200).replace(/\s+/g, ' ')}`);
      throw new ConflictError(epayMessages.easyPayRefused);
    }
    return idn;
  }
}
