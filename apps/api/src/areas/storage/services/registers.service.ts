import { Injectable } from '@nestjs/common';
import {
  type ManufacturerListQuery,
  type ManufacturerRow,
  type PagedResult,
  Resource,
  type SaveManufacturerRequest,
  type SaveResult,
  type SaveSupplierRequest,
  type SaveWarehouseRequest,
  storageMessages as messages,
  type StorageLookupRow,
  type SupplierListQuery,
  type SupplierRow,
  type WarehouseListQuery,
  type WarehouseRow,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { RegistersRepository } from '../data/registers.repository.js';
import { kindergartenOf } from './kindergarten-of.js';

/** Warehouses, suppliers and manufacturers of the selected kindergarten (docs/storage.md "Registers"). */
@Injectable()
export class RegistersService {
  constructor(private readonly registers: RegistersRepository) {}

  // ------------------------------------------------------------------ warehouses

  warehouseLookup(user: AuthUser): Promise<StorageLookupRow[]> {
    return this.registers.warehouseLookup(kindergartenOf(user));
  }

  warehouses(user: AuthUser, query: WarehouseListQuery): Promise<PagedResult<WarehouseRow>> {
    return this.registers.warehouses(kindergartenOf(user), query);
  }

  responsibleCandidates(user: AuthUser): Promise<StorageLookupRow[]> {
    return this.registers.staff(kindergartenOf(user));
  }

  async warehouse(user: AuthUser, id: number): Promise<WarehouseRow> {
    const row = await this.registers.warehouse(kindergartenOf(user), id);
    if (!row) throw new NotFoundError(messages.warehouseNotFound);
    return row;
  }

  async saveWarehouse(user: AuthUser, request: SaveWarehouseRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Warehouses, request.id);
    const kindergartenId = kindergartenOf(user);
    if (request.id !== undefined && !(await this.registers.warehouse(kindergartenId, request.id))) {
      throw new NotFoundError(messages.warehouseNotFound);
    }
    const errors: Record<string, string[]> = {};
    if (await this.registers.warehouseNameTaken(kindergartenId, request.name, request.id)) {
      errors.name = [messages.warehouseNameTaken];
    }
    if (request.responsibleUserId !== null && !(await this.registers.isStaff(kindergartenId, request.responsibleUserId))) {
      errors.responsibleUserId = [messages.responsibleNotMember];
    }
    if (Object.keys(errors).length) throw new BadInputError('Невалидни данни.', errors);
    if (request.id === undefined) {
      return { isSuccessful: true, entityId: await this.registers.insertWarehouse(kindergartenId, request) };
    }
    await this.registers.updateWarehouse(kindergartenId, request.id, request);
    return { isSuccessful: true, entityId: request.id };
  }

  async removeWarehouse(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    if (!(await this.registers.warehouse(kindergartenId, id))) throw new NotFoundError(messages.warehouseNotFound);
    if (await this.registers.warehouseInUse(id)) throw new ConflictError(messages.inUse);
    await this.registers.deleteWarehouse(kindergartenId, id);
  }

  // ------------------------------------------------------------------ suppliers

  supplierLookup(user: AuthUser): Promise<StorageLookupRow[]> {
    return this.registers.supplierLookup(kindergartenOf(user));
  }

  suppliers(user: AuthUser, query: SupplierListQuery): Promise<PagedResult<SupplierRow>> {
    return this.registers.suppliers(kindergartenOf(user), query);
  }

  async supplier(user: AuthUser, id: number): Promise<SupplierRow> {
    const row = await this.registers.supplier(kindergartenOf(user), id);
    if (!row) throw new NotFoundError(messages.supplierNotFound);
    return row;
  }

  async saveSupplier(user: AuthUser, request: SaveSupplierRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Suppliers, request.id);
    const kindergartenId = kindergartenOf(user);
    if (request.id !== undefined && !(await this.registers.supplier(kindergartenId, request.id))) {
      throw new NotFoundError(messages.supplierNotFound);
    }
    if (await this.registers.supplierEikTaken(kindergartenId, request.eik, request.id)) {
      throw new BadInputError('Невалидни данни.', { eik: [messages.supplierEikTaken] });
    }
    if (request.id === undefined) {
      return { isSuccessful: true, entityId: await this.registers.insertSupplier(kindergartenId, request) };
    }
    await this.registers.updateSupplier(kindergartenId, request.id, request);
    return { isSuccessful: true, entityId: request.id };
  }

  async removeSupplier(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    if (!(await this.registers.supplier(kindergartenId, id))) throw new NotFoundError(messages.supplierNotFound);
    if (await this.registers.supplierInUse(id)) throw new ConflictError(messages.inUse);
    await this.registers.deleteSupplier(kindergartenId, id);
  }

  // ------------------------------------------------------------------ manufacturers

  manufacturerLookup(user: AuthUser): Promise<StorageLookupRow[]> {
    return this.registers.manufacturerLookup(kindergartenOf(user));
  }

  manufacturers(user: AuthUser, query: ManufacturerListQuery): Promise<PagedResult<ManufacturerRow>> {
    return this.registers.manufacturers(kindergartenOf(user), query);
  }

  async manufacturer(user: AuthUser, id: number): Promise<ManufacturerRow> {
    const row = await this.registers.manufacturer(kindergartenOf(user), id);
    if (!row) throw new NotFoundError(messages.manufacturerNotFound);
    return row;
  }

  async saveManufacturer(user: AuthUser, request: SaveManufacturerRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Manufacturers, request.id);
    const kindergartenId = kindergartenOf(user);
    if (request.id !== undefined && !(await this.registers.manufacturer(kindergartenId, request.id))) {
      throw new NotFoundError(messages.manufacturerNotFound);
    }
    if (await this.registers.manufacturerNameTaken(kindergartenId, request.name, request.id)) {
      throw new BadInputError('Невалидни данни.', { name: [messages.manufacturerNameTaken] });
    }
    if (request.id === undefined) {
      return { isSuccessful: true, entityId: await this.registers.insertManufacturer(kindergartenId, request) };
    }
    await this.registers.updateManufacturer(kindergartenId, request.id, request);
    return { isSuccessful: true, entityId: request.id };
  }

  async removeManufacturer(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    if (!(await this.registers.manufacturer(kindergartenId, id))) throw new NotFoundError(messages.manufacturerNotFound);
    if (await this.registers.manufacturerInUse(id)) throw new ConflictError(messages.inUse);
    await this.registers.deleteManufacturer(kindergartenId, id);
  }
}
