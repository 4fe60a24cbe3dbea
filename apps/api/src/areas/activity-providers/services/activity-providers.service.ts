import { Inject, Injectable } from '@nestjs/common';
import {
  type ActivityProviderDetails,
  type ActivityProviderListQuery,
  activityProviderMessages as messages,
  type ActivityProviderRow,
  allows,
  epayWebhookPath,
  type KindergartensWithActivitiesQuery,
  type KindergartenWithActivitiesRow,
  type PagedResult,
  PaymentProviderConfigurationFlags as Flags,
  PROVIDER_CREDENTIAL_FLAGS,
  type ProviderDiscountRow,
  Resource,
  type SaveActivityProviderBody,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/config.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { SecretBox } from '../../../platform/secrets/secret-box.js';
import { ActivityProvidersRepository, type ProviderColumns, type ProviderRecord } from '../data/activity-providers.repository.js';
import { epaySecretPurpose } from '../data/activity-providers.sql.js';

/** The configuration bits of a provider after a save: the КИН and secret bits from what is stored, the others kept. */
export function credentialFlags(stored: number, hasMin: boolean, hasSecret: boolean): number {
  return (stored & ~PROVIDER_CREDENTIAL_FLAGS) | (hasMin ? Flags.EPayIdSet : 0) | (hasSecret ? Flags.EPaySecretSet : 0);
}

/**
 * The master's activity providers (spec 2 §7.1; docs/activities.md "Providers and activity types"): companies with their
 * own ePay merchant account. The master (MasterActivities) reads and writes all of them; a kindergarten member with read
 * on Activities reads the providers working in their kindergarten, without the ePay fields. The ePay secret is
 * write-only: sealed with the application's key (platform/secrets) before it reaches the database, never answered.
 */
@Injectable()
export class ActivityProvidersService {
  constructor(
    private readonly providers: ActivityProvidersRepository,
    private readonly secrets: SecretBox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(user: AuthUser, query: ActivityProviderListQuery): Promise<PagedResult<ActivityProviderRow>> {
    return this.providers.list(query, this.readerKindergarten(user));
  }

  async get(user: AuthUser, id: number): Promise<ActivityProviderDetails> {
    const kindergartenId = this.readerKindergarten(user);
    const record = await this.providers.find(id);
    if (!record) throw new NotFoundError(messages.notFound);
    if (kindergartenId === null) return this.masterView(record);
    if (!(await this.providers.worksIn(id, kindergartenId))) throw new NotFoundError(messages.notFound);
    return this.memberView(record);
  }

  async save(user: AuthUser, request: SaveActivityProviderBody): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.MasterActivities, request.id);
    const existing = request.id === undefined ? null : await this.providers.state(request.id);
    if (request.id !== undefined && !existing) throw new NotFoundError(messages.notFound);
    if (await this.providers.eikTaken(request.eik, request.id)) {
      throw new BadInputError(messages.eikTaken, { eik: [messages.eikTaken] });
    }
    const kindergartenIds = request.kindergartenIds;
    if ((await this.providers.existingKindergartens(kindergartenIds)) !== kindergartenIds.length) {
      throw new BadInputError(messages.unknownKindergartens, { kindergartenIds: [messages.unknownKindergartens] });
    }
    if (existing) {
      const removed = existing.kindergartenIds.filter((kindergartenId) => !kindergartenIds.includes(kindergartenId));
      const blocked = removed.length ? await this.providers.kindergartensWithActivitiesOf(existing.id, removed) : [];
      if (blocked.length) throw new ConflictError(messages.kindergartenHasActivities(blocked.join(', ')));
    }
    const columns: ProviderColumns = {
      name: request.name,
      eik: request.eik,
      vat_registered: request.vatRegistered,
      address: request.address,
      iban: request.iban,
      bank_name: request.bankName,
      contact_name: request.contactName,
      phone: request.phone,
      email: request.email,
      epay_min: request.epayMin,
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await this.providers.update(id, columns);
    } else {
      id = await this.providers.insert(columns);
    }
    // An empty secret keeps the stored one; a new one is sealed (bound to this provider) before it is written.
    if (request.epaySecret) await this.providers.setSecret(id, this.secrets.seal(request.epaySecret, epaySecretPurpose(id)));
    const hasSecret = request.epaySecret !== null || (existing?.hasSecret ?? false);
    await this.providers.setFlags(id, credentialFlags(existing?.configurationFlags ?? 0, request.epayMin !== null, hasSecret));
    await this.providers.setKindergartens(id, kindergartenIds);
    await this.providers.setDiscounts(id, request.discounts);
    return { isSuccessful: true, entityId: id };
  }

  /** Deletes a provider no activity uses (its kindergarten links and discounts go with it). */
  async remove(id: number): Promise<undefined> {
    if (!(await this.providers.state(id))) throw new NotFoundError(messages.notFound);
    if (await this.providers.hasActivities(id)) throw new ConflictError(messages.inUse);
    await this.providers.remove(id);
  }

  async resetErrorStatus(id: number): Promise<undefined> {
    if (!(await this.providers.resetError(id))) throw new NotFoundError(messages.notFound);
  }

  /** The default discounts of a provider working in the user's kindergarten; another provider: 404. */
  async defaultDiscounts(user: AuthUser, providerId: number): Promise<ProviderDiscountRow[]> {
    if (user.kindergartenId === null || !(await this.providers.worksIn(providerId, user.kindergartenId))) {
      throw new NotFoundError(messages.notFound);
    }
    return this.providers.discounts(providerId);
  }

  kindergartensWithActivities(query: KindergartensWithActivitiesQuery): Promise<PagedResult<KindergartenWithActivitiesRow>> {
    return this.providers.kindergartensWithActivities(query);
  }

  /**
   * The provider's ePay secret in plain text, for the ePay notifications and payments (issue 17) only: never answer
   * it, log it or put it in an error. Null when none is stored.
   */
  async epaySecret(providerId: number): Promise<string | null> {
    const sealed = await this.providers.sealedSecret(providerId);
    return sealed === null ? null : this.secrets.open(sealed, epaySecretPurpose(providerId));
  }

  /** Null for the master (every provider); the member's kindergarten for a reader of Activities; else 403. */
  private readerKindergarten(user: AuthUser): number | null {
    if (allows(user.access, Resource.MasterActivities, 'read')) return null;
    if (allows(user.access, Resource.Activities, 'read') && user.kindergartenId !== null) return user.kindergartenId;
    throw new ForbiddenError();
  }

  private masterView(record: ProviderRecord): ActivityProviderDetails {
    const { notificationToken: _token, ...rest } = record;
    return {
      ...rest,
      notificationUrl: `${this.config.publicUrl}${epayWebhookPath(record.id)}`,
    };
  }

  /** The company, its kindergartens (the member's own, by row-level security) and discounts: no ePay field. */
  private memberView(record: ProviderRecord): ActivityProviderDetails {
    return {
      id: record.id,
      name: record.name,
      eik: record.eik,
      vatRegistered: record.vatRegistered,
      address: record.address,
      iban: record.iban,
      bankName: record.bankName,
      contactName: record.contactName,
      phone: record.phone,
      email: record.email,
      kindergartens: record.kindergartens,
      discounts: record.discounts,
    };
  }
}
