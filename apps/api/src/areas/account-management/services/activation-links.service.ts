import { Injectable } from '@nestjs/common';
import { UserType } from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { MailService } from '../../../platform/mail/mail.service.js';
import { OneTimeTokensService } from '../../identity/services/one-time-tokens.service.js';
import { TokenPurpose } from '../../identity/services/token-purpose.js';

export interface AccountToActivate {
  id: number;
  firstName: string;
  email: string;
  userType: UserType;
}

const PURPOSE: Partial<Record<UserType, TokenPurpose>> = {
  [UserType.Teacher]: TokenPurpose.TeacherActivation,
  [UserType.Parent]: TokenPurpose.ParentActivation,
  [UserType.Administrator]: TokenPurpose.AdminActivation,
  [UserType.MON]: TokenPurpose.NationalActivation,
  [UserType.Municipality]: TokenPurpose.NationalActivation,
};

const WHO: Partial<Record<UserType, string>> = {
  [UserType.MON]: 'Министерството на образованието и науката',
  [UserType.Municipality]: 'общината',
};

/** The e-mail with a single-use link that lets an invited account choose its password (7 days). */
@Injectable()
export class ActivationLinksService {
  constructor(
    private readonly tokens: OneTimeTokensService,
    private readonly mail: MailService,
  ) {}

  async send(manager: EntityManager, account: AccountToActivate): Promise<void> {
    const purpose = PURPOSE[account.userType] ?? TokenPurpose.TeacherActivation;
    let path: string;
    if (purpose === TokenPurpose.AdminActivation) {
      const [membership] = (await manager.query(
        `SELECT kindergarten_id AS id FROM kindergarten_users WHERE user_id = $1 ORDER BY id LIMIT 1`,
        [account.id],
      )) as { id: number }[];
      const token = await this.tokens.issue(manager, account.id, purpose, membership?.id ?? null);
      path = `/admin-account-activation/${token}/${membership?.id ?? ''}`;
    } else {
      const token = await this.tokens.issue(manager, account.id, purpose);
      path = `/account-activation/${account.userType}/${token}`;
    }
    const who = WHO[account.userType];
    await this.mail.sendLater(
      {
        to: account.email,
        subject: 'Активиране на профил — Асистент за детски градини',
        text:
          `Здравейте, ${account.firstName},\n\n` +
          (who
            ? `Създадохме ви профил в „Асистент за детски градини“ като представител на ${who}.`
            : `Имате профил в „Асистент за детски градини“, който още не е активиран.`) +
          `\nЗа да го активирате, изберете парола на адрес:\n${this.mail.link(path)}\n\n` +
          `Връзката е валидна 7 дни и може да се използва веднъж. Ако не очаквате това писмо, пренебрегнете го.`,
      },
      manager,
    );
  }
}
