import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { JobsService } from '../jobs/jobs.service.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent along (a document's PDF), base64 so that a queued mail stays JSON (nodemailer's attachment shape). */
  attachments?: { filename: string; contentType: string; content: string; encoding: 'base64' }[];
}

const MAIL_QUEUE = 'mail';

/**
 * Sends e-mail through SMTP (SMTP_URL); without it, writes each mail to the log so that the demo works.
 * `sendLater` is the usual way: the mail is a background job written with the change that causes it, sent
 * after it commits and retried when the SMTP server is away.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
    jobs.register<Mail>(MAIL_QUEUE, (mail) => this.send(mail));
  }

  /** Queues the mail in `manager`'s transaction (by default the request's). */
  sendLater(mail: Mail, manager?: EntityManager): Promise<void> {
    return this.jobs.enqueue(MAIL_QUEUE, mail, { manager });
  }

  /** A link into the web app, for e-mails. */
  link(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (!this.config.smtpUrl) {
      this.logger.log(`E-mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    } else {
      this.logger.log(`E-mail sent to ${mail.to}: ${mail.subject} (${String(info.messageId)})`);
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
