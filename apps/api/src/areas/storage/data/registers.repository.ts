import { Injectable } from '@nestjs/common';
import {
  type ManufacturerListQuery,
  type ManufacturerRow,
  type PagedResult,
  Role,
  type SaveManufacturerRequest,
  type SaveSupplierRequest,
  type SaveWarehouseRequest,
  type StorageLookupRow,
  type SupplierListQuery,
  type SupplierRow,
  type WarehouseListQuery,
  type WarehouseRow,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { type PagedSelect, pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';

const BG = 'COLLATE "bg-BG-x-icu"';
const PERSON = `concat_ws(' ', u.first_name, u.last_name)`;

const WAREHOUSE_COLUMNS = `w.id, w.name, w.responsible_user_id AS "responsibleUserId",
  CASE WHEN u.id IS NULL THEN NULL ELSE ${PERSON} END AS "responsibleName", w.note`;
const WAREHOUSE_FROM = 'FROM warehouses w LEFT JOIN users u ON u.id = w.responsible_user_id';

const SUPPLIER_COLUMNS = `s.id, s.name, s.eik, s.address, s.contact_person AS "contactPerson", s.phone, s.email,
  s.contract_number AS "contractNumber", s.contract_from::text AS "contractFrom", s.contract_to::text AS "contractTo"`;

const MANUFACTURER_COLUMNS = 'm.id, m.name, m.country, m.note';

/**
 * The registers of the storage: warehouses, suppliers, manufacturers (docs/storage.md). Every statement names the
 * kindergarten besides row-level security, so another kindergarten's id is simply not found.
 */
@Injectable()
export class RegistersRepository {
  constructor(private readonly db: Db) {}

  // ------------------------------------------------------------------ warehouses

  warehouseLookup(kindergartenId: number): Promise<StorageLookupRow[]> {
    return this.db.sql.many(`SELECT id, name FROM warehouses WHERE kindergarten_id = $1 ORDER BY name ${BG}, id`, [
      kindergartenId,
    ]);
  }

  warehouses(kindergartenId: number, query: WarehouseListQuery): Promise<PagedResult<WarehouseRow>> {
    const where = new SqlConditions().add('w.kindergarten_id = ?', kindergartenId);
    if (query.search) where.add('w.name ILIKE ?', containsPattern(query.search));
    const select: PagedSelect = {
      select: WAREHOUSE_COLUMNS,
      from: WAREHOUSE_FROM,
      where,
      orderBy: { name: `w.name ${BG}`, responsible: `${PERSON} ${BG}` },
      defaultOrder: `w.name ${BG}, w.id`,
    };
    return pagedQuery<WarehouseRow>(this.db.manager, select, query);
  }

  warehouse(kindergartenId: number, id: number): Promise<WarehouseRow | undefined> {
    return this.db.sql.maybe(`SELECT ${WAREHOUSE_COLUMNS} ${WAREHOUSE_FROM} WHERE w.id = $1 AND w.kindergarten_id = $2`, [
      id,
      kindergartenId,
    ]);
  }

  /** The kindergarten's active staff (every member who is not a parent), by name: who may answer for a warehouse. */
  staff(kindergartenId: number): Promise<StorageLookupRow[]> {
    return this.db.sql.many(
      `SELECT u.id, ${PERSON} AS name FROM kindergarten_users ku JOIN users u ON u.id = ku.user_id
        WHERE ku.kindergarten_id = $1 AND ku.is_active AND u.is_active AND ku.role <> $2
        ORDER BY ${PERSON} ${BG}, u.id`,
      [kindergartenId, PARENT_ROLE],
    );
  }

  async isStaff(kindergartenId: number, userId: number): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM kindergarten_users ku WHERE ku.kindergarten_id = $1 AND ku.user_id = $2 AND ku.is_active AND ku.role <> $3`,
      [kindergartenId, userId, PARENT_ROLE],
    );
    return row !== undefined;
  }

  async warehouseNameTaken(kindergartenId: number, name: string, exceptId: number | undefined): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM warehouses WHERE kindergarten_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3`,
      [kindergartenId, name, exceptId ?? null],
    );
    return row !== undefined;
  }

  async insertWarehouse(kindergartenId: number, request: SaveWarehouseRequest): Promise<number> {
    const { id } = await this.db.sql.insert('warehouses', { kindergarten_id: kindergartenId, ...warehouseColumns(request) });
    return id;
  }

  updateWarehouse(kindergartenId: number, id: number, request: SaveWarehouseRequest): Promise<number> {
    return this.db.sql.update(
      'warehouses',
      { ...warehouseColumns(request), updated_at: NOW },
      { id, kindergarten_id: kindergartenId },
    );
  }

  deleteWarehouse(kindergartenId: number, id: number): Promise<number> {
    return this.db.sql.exec(`DELETE FROM warehouses WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  /** Whether any document or stock row names the warehouse (it is then kept: the ledger points at it). */
  async warehouseInUse(id: number): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 WHERE EXISTS (SELECT 1 FROM stock_receipts WHERE warehouse_id = $1)
                   OR EXISTS (SELECT 1 FROM stock_lots WHERE warehouse_id = $1)`,
      [id],
    );
    return row !== undefined;
  }

  // ------------------------------------------------------------------ suppliers

  supplierLookup(kindergartenId: number): Promise<StorageLookupRow[]> {
    return this.db.sql.many(`SELECT id, name FROM suppliers WHERE kindergarten_id = $1 ORDER BY name ${BG}, id`, [
      kindergartenId,
    ]);
  }

  suppliers(kindergartenId: number, query: SupplierListQuery): Promise<PagedResult<SupplierRow>> {
    const where = new SqlConditions().add('s.kindergarten_id = ?', kindergartenId);
    if (query.search) {
      const pattern = containsPattern(query.search);
      where.add('(s.name ILIKE ? OR s.eik LIKE ?)', pattern, pattern);
    }
    const select: PagedSelect = {
      select: SUPPLIER_COLUMNS,
      from: 'FROM suppliers s',
      where,
      orderBy: { name: `s.name ${BG}`, eik: 's.eik', contractTo: 's.contract_to' },
      defaultOrder: `s.name ${BG}, s.id`,
    };
    return pagedQuery<SupplierRow>(this.db.manager, select, query);
  }

  supplier(kindergartenId: number, id: number): Promise<SupplierRow | undefined> {
    return this.db.sql.maybe(`SELECT ${SUPPLIER_COLUMNS} FROM suppliers s WHERE s.id = $1 AND s.kindergarten_id = $2`, [
      id,
      kindergartenId,
    ]);
  }

  async supplierEikTaken(kindergartenId: number, eik: string, exceptId: number | undefined): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM suppliers WHERE kindergarten_id = $1 AND eik = $2 AND id IS DISTINCT FROM $3`,
      [kindergartenId, eik, exceptId ?? null],
    );
    return row !== undefined;
  }

  async insertSupplier(kindergartenId: number, request: SaveSupplierRequest): Promise<number> {
    const { id } = await this.db.sql.insert('suppliers', { kindergarten_id: kindergartenId, ...supplierColumns(request) });
    return id;
  }

  updateSupplier(kindergartenId: number, id: number, request: SaveSupplierRequest): Promise<number> {
    return this.db.sql.update(
      'suppliers',
      { ...supplierColumns(request), updated_at: NOW },
      { id, kindergarten_id: kindergartenId },
    );
  }

  deleteSupplier(kindergartenId: number, id: number): Promise<number> {
    return this.db.sql.exec(`DELETE FROM suppliers WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  async supplierInUse(id: number): Promise<boolean> {
    return (await this.db.sql.maybe(`SELECT 1 FROM stock_receipts WHERE supplier_id = $1 LIMIT 1`, [id])) !== undefined;
  }

  // ------------------------------------------------------------------ manufacturers

  manufacturerLookup(kindergartenId: number): Promise<StorageLookupRow[]> {
    return this.db.sql.many(`SELECT id, name FROM manufacturers WHERE kindergarten_id = $1 ORDER BY name ${BG}, id`, [
      kindergartenId,
    ]);
  }

  manufacturers(kindergartenId: number, query: ManufacturerListQuery): Promise<PagedResult<ManufacturerRow>> {
    const where = new SqlConditions().add('m.kindergarten_id = ?', kindergartenId);
    if (query.search) where.add('m.name ILIKE ?', containsPattern(query.search));
    const select: PagedSelect = {
      select: MANUFACTURER_COLUMNS,
      from: 'FROM manufacturers m',
      where,
      orderBy: { name: `m.name ${BG}` },
      defaultOrder: `m.name ${BG}, m.id`,
    };
    return pagedQuery<ManufacturerRow>(this.db.manager, select, query);
  }

  manufacturer(kindergartenId: number, id: number): Promise<ManufacturerRow | undefined> {
    return this.db.sql.maybe(`SELECT ${MANUFACTURER_COLUMNS} FROM manufacturers m WHERE m.id = $1 AND m.kindergarten_id = $2`, [
      id,
      kindergartenId,
    ]);
  }

  async manufacturerNameTaken(kindergartenId: number, name: string, exceptId: number | undefined): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM manufacturers WHERE kindergarten_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3`,
      [kindergartenId, name, exceptId ?? null],
    );
    return row !== undefined;
  }

  async insertManufacturer(kindergartenId: number, request: SaveManufacturerRequest): Promise<number> {
    const { id } = await this.db.sql.insert('manufacturers', {
      kindergarten_id: kindergartenId,
      ...manufacturerColumns(request),
    });
    return id;
  }

  updateManufacturer(kindergartenId: number, id: number, request: SaveManufacturerRequest): Promise<number> {
    return this.db.sql.update(
      'manufacturers',
      { ...manufacturerColumns(request), updated_at: NOW },
      { id, kindergarten_id: kindergartenId },
    );
  }

  deleteManufacturer(kindergartenId: number, id: number): Promise<number> {
    return this.db.sql.exec(`DELETE FROM manufacturers WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  async manufacturerInUse(id: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM stock_receipt_lines WHERE manufacturer_id = $1 LIMIT 1`, [id]);
    return row !== undefined;
  }
}

/** A parent is not staff: never responsible for a warehouse. */
const PARENT_ROLE = Role.Parent;

const warehouseColumns = (request: SaveWarehouseRequest) => ({
  name: request.name,
  responsible_user_id: request.responsibleUserId,
  note: request.note,
});

const supplierColumns = (request: SaveSupplierRequest) => ({
  name: request.name,
  eik: request.eik,
  address: request.address,
  contact_person: request.contactPerson,
  phone: request.phone,
  email: request.email,
  contract_number: request.contractNumber,
  contract_from: request.contractFrom,
  contract_to: request.contractTo,
});

const manufacturerColumns = (request: SaveManufacturerRequest) => ({
  name: request.name,
  country: request.country,
  note: request.note,
});
