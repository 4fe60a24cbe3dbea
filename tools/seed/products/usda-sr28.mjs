// Builds the seed catalogue of food products (tools/seed/products/products.json) from the hand-curated selection
// (selection.json beside this file) and the USDA National Nutrient Database for Standard Reference, Release 28 (SR28,
// the "SR Legacy" data of FoodData Central; public domain, a U.S. Government work).
//
// Obtaining SR28 (36 MB, not kept in the repository):
//   1. Download the ASCII release "sr28asc.zip" from the USDA Agricultural Research Service
//      (https://www.ars.usda.gov/northeast-area/beltsville-md-bhnrc/beltsville-human-nutrition-research-center/methods-and-application-of-food-composition-laboratory/mafcl-site-pages/sr11-sr28/
//      or the "SR Legacy" download of https://fdc.nal.usda.gov/download-datasets).
//   2. Unzip it into a folder; this script reads FOOD_DES.txt, NUT_DATA.txt and WEIGHT.txt ('^'-separated, text
//      fields between '~', ISO-8859-1).
// Running it (by hand, never in tests or CI):
//   node tools/seed/products/usda-sr28.mjs [sr28-folder]        (the folder defaults to /work/sr28)
// It fails with a message when a selected NDB number, measure or category is missing, and otherwise rewrites
// products.json (formatted with the repository's Prettier settings). docs/products.md explains the fields.
//
// Every quantity is a decimal string: values are copied as SR28 prints them, and the derived ones (EU carbohydrate,
// salt, edible share, grams per litre) are computed with BigInt decimal arithmetic, never with JS floats.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..');

/** ProductUnit, StorageCondition and Allergen of libs/contracts/src/enums.ts (this script is plain Node). */
const UNITS = { piece: 1, gram: 2, kilogram: 3, millilitre: 4, litre: 5 };
const STORAGE = [1, 2, 3, 4];
const ALLERGENS = Array.from({ length: 14 }, (_, i) => i + 1);

/** US customary volumes of SR28's household measures, in millilitres (1 US cup = 236.5882365 ml). */
const MEASURE_ML = { cup: '236.5882365', quart: '946.352946', 'fl oz': '29.5735295625', tbsp: '14.78676478125' };

/** SR28 nutrient numbers (NUTR_DEF.txt) of the values copied as printed. */
const COPIED = {
  energyKcal: '208',
  energyKj: '268',
  protein: '203',
  fat: '204',
  saturatedFat: '606',
  sugars: '269',
  fibre: '291',
  calcium: '301',
  iron: '303',
};
const CARBOHYDRATE_BY_DIFFERENCE = '205';
const FIBRE = '291';
const SODIUM = '307';
const NEEDED = new Set([...Object.values(COPIED), CARBOHYDRATE_BY_DIFFERENCE, SODIUM]);

/**
 * @typedef {{ unit: number, grams?: string, sr28Measure?: string, volume?: string, note?: string }} SelectedConversion
 * @typedef {{ key: string, name: string, category: string, unit: number, conversions: SelectedConversion[],
 *   allergens: number[], storage: number, ndb: string | null, edibleShare?: string, note?: string }} SelectedProduct
 * @typedef {{ key: string, name: string, parent: string | null }} Category
 * @typedef {{ categories: Category[], products: SelectedProduct[] }} Selection
 * @typedef {Record<'energyKcal' | 'energyKj' | 'protein' | 'fat' | 'saturatedFat' | 'carbohydrate' | 'sugars' | 'fibre'
 *   | 'salt' | 'calcium' | 'iron', string | null>} Nutrients
 * @typedef {{ key: string, name: string, category: string, unit: number, conversions: { unit: number, grams: string }[],
 *   allergens: number[], storage: number, edibleShare: string, usda: { ndb: string, description: string } | null,
 *   nutrientsPer100g: Nutrients | null }} Product
 */

// ---- Decimal strings (BigInt with a scale) ----

/**
 * @param {string} text a non-negative decimal as SR28 prints it
 * @returns {{ digits: bigint, scale: number }}
 */
function parseDecimal(text) {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`Not a non-negative decimal: "${text}"`);
  const fraction = match[2] ?? '';
  return { digits: BigInt(match[1] + fraction), scale: fraction.length };
}

/**
 * @param {bigint} digits
 * @param {number} scale
 */
function formatDecimal(digits, scale) {
  const negative = digits < 0n;
  const text = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? text : `${text.slice(0, -scale)}.${text.slice(-scale)}`;
  return negative ? `-${whole}` : whole;
}

/** @param {string} text */
function stripTrailingZeros(text) {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * a − b at the finer of the two scales, not below zero.
 * @param {string} a
 * @param {string} b
 */
function subtractNotBelowZero(a, b) {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = x.digits * 10n ** BigInt(scale - x.scale) - y.digits * 10n ** BigInt(scale - y.scale);
  return formatDecimal(difference < 0n ? 0n : difference, scale);
}

/**
 * Salt = sodium × 2.5 (Regulation (EU) No 1169/2011, Annex I, point 11); sodium in mg, salt in g: × 25 / 10 000.
 * @param {string} sodiumMg
 */
function saltFromSodium(sodiumMg) {
  const sodium = parseDecimal(sodiumMg);
  return stripTrailingZeros(formatDecimal(sodium.digits * 25n, sodium.scale + 4));
}

/**
 * The share of the bought weight that is edible: 1 − refuse/100, with two decimals (SR28's refuse is a whole percent).
 * @param {string} refusePercent
 */
function edibleShareFromRefuse(refusePercent) {
  const refuse = parseDecimal(refusePercent);
  if (refuse.digits > 100n * 10n ** BigInt(refuse.scale)) throw new Error(`Refuse over 100 %: ${refusePercent}`);
  // (100 − refuse) / 100, rounded half up to two decimals.
  const scaled = 100n * 10n ** BigInt(refuse.scale) - refuse.digits; // percent × 10^scale
  const unit = 10n ** BigInt(refuse.scale);
  return formatDecimal((scaled + unit / 2n) / unit, 2);
}

/**
 * Grams of one litre from an SR28 household measure: gramWeight / amount × 1000 / millilitres, rounded half up to
 * whole grams.
 * @param {string} gramWeight
 * @param {string} amount
 * @param {string} millilitres
 */
function gramsPerLitre(gramWeight, amount, millilitres) {
  const g = parseDecimal(gramWeight);
  const a = parseDecimal(amount);
  const ml = parseDecimal(millilitres);
  // g.digits/10^g.scale × 10^a.scale/a.digits × 1000 × 10^ml.scale/ml.digits
  const numerator = g.digits * 10n ** BigInt(a.scale) * 1000n * 10n ** BigInt(ml.scale);
  const denominator = 10n ** BigInt(g.scale) * a.digits * ml.digits;
  return ((numerator * 2n + denominator) / (2n * denominator)).toString();
}

// ---- SR28 files ----

/**
 * The rows of an SR28 ASCII file: fields split on '^', the '~' quotes removed.
 * @param {string} folder
 * @param {string} file
 * @returns {string[][]}
 */
function readSr28(folder, file) {
  const text = readFileSync(join(folder, file), 'latin1');
  return text
    .split(/\r\n|\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('^').map((field) => field.replace(/^~|~$/g, '').replace(/\r$/, '')));
}

/**
 * @param {string} folder
 * @param {Set<string>} ndbs
 */
function loadSr28(folder, ndbs) {
  /** @type {Map<string, { description: string, refuse: string }>} */
  const foods = new Map();
  for (const [ndb, , longDescription, , , , , , refuse] of readSr28(folder, 'FOOD_DES.txt')) {
    if (ndbs.has(ndb)) foods.set(ndb, { description: longDescription, refuse });
  }
  /** @type {Map<string, Map<string, string>>} */
  const values = new Map();
  for (const [ndb, nutrient, value] of readSr28(folder, 'NUT_DATA.txt')) {
    if (!ndbs.has(ndb) || !NEEDED.has(nutrient)) continue;
    const food = values.get(ndb) ?? new Map();
    food.set(nutrient, value);
    values.set(ndb, food);
  }
  /** @type {Map<string, { amount: string, description: string, grams: string }[]>} */
  const weights = new Map();
  for (const [ndb, , amount, description, grams] of readSr28(folder, 'WEIGHT.txt')) {
    if (!ndbs.has(ndb)) continue;
    weights.set(ndb, [...(weights.get(ndb) ?? []), { amount, description, grams }]);
  }
  return { foods, values, weights };
}

// ---- Building the catalogue ----

/**
 * @param {Map<string, string>} values nutrient number → value as printed
 * @returns {Nutrients}
 */
function nutrientsOf(values) {
  /** @param {string} nutrient */
  const value = (nutrient) => values.get(nutrient) ?? null;
  const byDifference = value(CARBOHYDRATE_BY_DIFFERENCE);
  const fibre = value(FIBRE);
  const sodium = value(SODIUM);
  return {
    energyKcal: value(COPIED.energyKcal),
    energyKj: value(COPIED.energyKj),
    protein: value(COPIED.protein),
    fat: value(COPIED.fat),
    saturatedFat: value(COPIED.saturatedFat),
    // EU carbohydrate excludes fibre; SR28's "by difference" includes it. Without an analysed fibre value the
    // figure by difference is kept as printed (docs/products.md).
    carbohydrate: byDifference === null ? null : fibre === null ? byDifference : subtractNotBelowZero(byDifference, fibre),
    sugars: value(COPIED.sugars),
    fibre,
    salt: sodium === null ? null : saltFromSodium(sodium),
    calcium: value(COPIED.calcium),
    iron: value(COPIED.iron),
  };
}

/**
 * @param {Selection} selection
 * @param {string} sr28Folder
 * @returns {Product[]}
 */
function buildProducts(selection, sr28Folder) {
  const categoryKeys = new Set(selection.categories.map((category) => category.key));
  const ndbs = new Set(selection.products.flatMap((product) => (product.ndb ? [product.ndb] : [])));
  const { foods, values, weights } = loadSr28(sr28Folder, ndbs);
  /** @type {string[]} */
  const problems = [];
  const keys = new Set();
  const names = new Set();

  const products = selection.products.map((selected) => {
    const where = `${selected.key} (${selected.name})`;
    if (keys.has(selected.key)) problems.push(`${where}: the key is used twice`);
    if (names.has(selected.name)) problems.push(`${where}: the name is used twice`);
    keys.add(selected.key);
    names.add(selected.name);
    if (!categoryKeys.has(selected.category)) problems.push(`${where}: no category "${selected.category}"`);
    if (!Object.values(UNITS).includes(selected.unit)) problems.push(`${where}: unit ${selected.unit} is not a ProductUnit`);
    if (!STORAGE.includes(selected.storage)) problems.push(`${where}: storage ${selected.storage} is not a StorageCondition`);
    for (const allergen of selected.allergens) {
      if (!ALLERGENS.includes(allergen)) problems.push(`${where}: allergen ${allergen} is not 1–14`);
    }

    const food = selected.ndb === null ? null : foods.get(selected.ndb);
    if (selected.ndb !== null && !food) problems.push(`${where}: SR28 has no food ${selected.ndb}`);
    if (selected.ndb === null && !selected.note) problems.push(`${where}: an unsourced product must say why (note)`);

    const conversions = selected.conversions.map((conversion) => {
      if (conversion.grams !== undefined) {
        parseDecimal(conversion.grams);
        return { unit: conversion.unit, grams: conversion.grams };
      }
      const measure = (selected.ndb && weights.get(selected.ndb)?.find((w) => w.description === conversion.sr28Measure)) || null;
      const millilitres = MEASURE_ML[/** @type {keyof typeof MEASURE_ML} */ (conversion.volume ?? conversion.sr28Measure)];
      if (!measure || !millilitres || conversion.unit !== UNITS.litre) {
        problems.push(`${where}: no SR28 volume measure "${conversion.sr28Measure}" for a litre`);
        return { unit: conversion.unit, grams: '0' };
      }
      return { unit: conversion.unit, grams: gramsPerLitre(measure.grams, measure.amount, millilitres) };
    });

    let edibleShare = selected.edibleShare;
    if (edibleShare === undefined) {
      if (!food) edibleShare = '1.00';
      else if (food.refuse === '') problems.push(`${where}: SR28 gives no refuse; set edibleShare in the selection`);
      else edibleShare = edibleShareFromRefuse(food.refuse);
    }

    return {
      key: selected.key,
      name: selected.name,
      category: selected.category,
      unit: selected.unit,
      conversions,
      allergens: selected.allergens,
      storage: selected.storage,
      edibleShare: edibleShare ?? '1.00',
      usda: food && selected.ndb ? { ndb: selected.ndb, description: food.description } : null,
      nutrientsPer100g: food && selected.ndb ? nutrientsOf(values.get(selected.ndb) ?? new Map()) : null,
    };
  });

  if (problems.length > 0) throw new Error(`The selection has problems:\n${problems.join('\n')}`);
  return products;
}

async function main() {
  const sr28Folder = process.argv[2] ?? '/work/sr28';
  /** @type {Selection} */
  const selection = JSON.parse(readFileSync(join(here, 'selection.json'), 'utf8'));
  const products = buildProducts(selection, sr28Folder);
  const catalogue = {
    source: {
      name: 'USDA National Nutrient Database for Standard Reference, Legacy Release (SR28)',
      licence: 'public domain (U.S. Government work)',
      citation:
        'U.S. Department of Agriculture, Agricultural Research Service. 2016. USDA National Nutrient Database for Standard Reference, Release 28.',
      url: 'https://fdc.nal.usda.gov/',
    },
    categories: selection.categories,
    products,
  };
  const target = join(here, 'products.json');
  const options = (await prettier.resolveConfig(target)) ?? {};
  const formatted = await prettier.format(JSON.stringify(catalogue, null, 2), { ...options, filepath: target });
  writeFileSync(target, formatted);
  const sourced = products.filter((product) => product.usda !== null).length;
  console.log(
    `${products.length} products (${sourced} from SR28, ${products.length - sourced} unsourced), ` +
      `${selection.categories.length} categories → ${target.slice(repoRoot.length + 1)}`,
  );
}

await main();
