// Types of simulator.mjs (the local ePay) for the TypeScript that imports it: the API tests.
export interface SimulatedMerchant {
  min: string;
  secret: string;
  notificationUrl: string;
}
export interface SimulatedInvoice {
  min: string;
  invoice: string;
  amountCents: number;
  description: string;
  expiresAt: Date;
  status: 'WAITING' | 'PAID' | 'DENIED' | 'EXPIRED';
  idn: string | null;
}
export interface SimulatedDelivery {
  min: string;
  lines: string[];
  attempt: number;
  answer: string | null;
  at: string;
}
export interface EpaySimulatorOptions {
  port?: number;
  host?: string;
  merchants?: SimulatedMerchant[];
  retryDelaysMs?: number[];
  maxAttempts?: number;
  sweepMs?: number;
  log?: ((line: string) => void) | false;
}
export interface EpaySimulator {
  url: string;
  port: number;
  addMerchant(merchant: SimulatedMerchant): void;
  notify(min: string, lines: string[]): void;
  deliveries: SimulatedDelivery[];
  invoices(): SimulatedInvoice[];
  invoice(min: string, invoice: string): SimulatedInvoice | undefined;
  byIdn(idn: string): SimulatedInvoice | undefined;
  pay(record: SimulatedInvoice): boolean;
  deny(record: SimulatedInvoice): boolean;
  expire(record: SimulatedInvoice): boolean;
  settled(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}
export declare function startEpaySimulator(options?: EpaySimulatorOptions): Promise<EpaySimulator>;
