import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail through SMTP (SMTP_URL); without it, writes each mail to the log so that the demo works. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
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
