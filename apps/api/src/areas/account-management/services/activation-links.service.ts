import { Injectable } from '@nestjs/common';
import { UserType } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { OneTimeTokensService } from '../../identity/services/one-time-tokens.service.js';
import { TokenPurpose } from '../../identity/services/token-purpose.js';
import { AccountsRepository } from '../data/accounts.repository.js';

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

/** The e-mail with a single-use link that lets an invited account choose its password (7 days), in the request's transaction. */
@Injectable()
export class ActivationLinksService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountsRepository,
    private readonly tokens: OneTimeTokensService,
    private readonly mail: MailService,
  ) {}

  async send(account: AccountToActivate): Promise<void> {
    const manager = this.db.manager;
    const purpose = PURPOSE[account.userType] ?? TokenPurpose.TeacherActivation;
    let path: string;
    if (purpose === TokenPurpose.AdminActivation) {
      const kindergartenId = await this.accounts.firstKindergartenId(account.id);
      const token = await this.tokens.issue(manager, account.id, purpose, kindergartenId ?? null);
      path = `/admin-account-activation/${token}/${kindergartenId ?? ''}`;
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
