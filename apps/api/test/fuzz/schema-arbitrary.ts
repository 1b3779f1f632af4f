// fast-check arbitraries from the zod contracts. zod-fast-check does not support zod 4
// (ADR 0020), so two small generators stand in:
// - from zod 4's own JSON Schema export (`io: 'input'`: what a client sends): the shape,
//   types, enums, bounds and patterns. Anything it does not know becomes any JSON value;
// - field by field from the zod schema itself, with values a real client sends, kept only
//   where that field's schema accepts them. The contracts check most text in refinements
//   (e-mail, password, codes) that JSON Schema cannot express; this way requests still get
//   past validation into the handlers.
import fc, { type Arbitrary } from 'fast-check'
import { z } from 'zod'

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
}

/** Strings a validator or a query must cope with: empty, huge, odd Unicode, injections. */
const nastyString: Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '9'.repeat(400),
    '-1',
    'NaN',
    'Infinity',
    '1e309',
    '\ud800',
    'é'.repeat(5000),
  ),
)

/** Calendar days a validator may pass but a database or a date library may not. */
const ODD_DATES = ['0000-01-01', '0001-01-01', '1000-02-29', '2024-02-29', '9999-12-31']
const ODD_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '2026-03-29T01:30:00+14:00',
  '2026-12-31T23:59:60Z',
]

const nastyNumber: Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, 0.5),
)

function stringOf(schema: JsonSchema): Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl()
  if (schema.format === 'date-time') {
    return fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString()),
      fc.constantFrom(...ODD_DATE_TIMES),
    )
  }
  if (schema.format === 'date') {
    return fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom(...ODD_DATES),
    )
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern))
    } catch {
      // A pattern fast-check cannot invert: plain strings below.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 30 })
}

function numberOf(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + (integer ? 1 : 0)
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - (integer ? 1 : 0)
  return integer
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true })
}

/** Values the schema describes (close to valid), from its JSON Schema form. */
export function fromJsonSchema(schema: JsonSchema): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices) return fc.oneof(...choices.map(fromJsonSchema))
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0])
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringOf(schema)
    case 'integer':
      return numberOf(schema, true)
    case 'number':
      return numberOf(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(schema.items ? fromJsonSchema(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      })
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fromJsonSchema(value)]),
      )
      return fc.record(properties, { requiredKeys: schema.required ?? [] })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** What real clients send in form fields and queries; each field keeps the ones it accepts. */
const CLIENT_VALUES: readonly unknown[] = [
  'someone@example.com',
  'Model.Kim+1@example.co.kr',
  'Passw0rd!',
  'Another-pass9',
  '123456',
  '1234567',
  '010-1234-5678',
  '+821012345678',
  '82',
  'Seoul',
  'Kim',
  'Hello, I would like to book a shoot.',
  'https://example.com',
  '2026-12-01',
  ...ODD_DATES,
  ...ODD_DATE_TIMES,
  'KR.svg',
  'true',
  'false',
  '1',
  '2',
  '7',
  '1410',
  'KR',
  1,
  2,
  3,
  7,
  8,
  10,
  18,
  37,
  40,
  1410,
  100_001,
  1_410_000_001,
  true,
  false,
]

type ZodInternals = { _zod?: { def?: Record<string, unknown> } }

/** The schema a wrapper (pipe, optional, default, nullable) checks its value with. */
function unwrap(schema: unknown): unknown {
  const def = (schema as ZodInternals)._zod?.def
  return def?.out ?? def?.innerType ?? def?.schema
}

/** Values for one field from CLIENT_VALUES, or objects and arrays of them; null: none fit. */
function clientValue(schema: unknown, depth = 0): Arbitrary<unknown> | null {
  if (depth > 4 || !(schema instanceof z.ZodType)) return null
  if (schema instanceof z.ZodObject) {
    const fields: Record<string, Arbitrary<unknown>> = {}
    const required: string[] = []
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const value = clientValue(field, depth + 1)
      if (value) fields[key] = value
      if (value && field._zod.optin !== 'optional') required.push(key)
    }
    return fc.record(fields, { requiredKeys: required })
  }
  if (schema instanceof z.ZodArray) {
    const element = clientValue(schema.element, depth + 1)
    return element && fc.array(element, { maxLength: 2 })
  }
  const accepted = CLIENT_VALUES.filter((value) => schema.safeParse(value).success)
  if (accepted.length > 0) return fc.constantFrom(...accepted)
  return clientValue(unwrap(schema), depth + 1)
}

/**
 * What a client may send for a zod schema: values the contract describes, the same with
 * one field broken (wrong type, nasty string, dropped), and anything at all.
 */
export function fuzzValues(schema: unknown): Arbitrary<unknown> {
  let described: Arbitrary<unknown>
  try {
    described = fromJsonSchema(
      z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
    )
  } catch {
    described = fc.jsonValue({ maxDepth: 2 })
  }
  const fromClients = clientValue(schema)
  const valid = fromClients ? fc.oneof(fromClients, described) : described
  const broken = fc
    .tuple(valid, fc.oneof(nastyString, nastyNumber, fc.jsonValue({ maxDepth: 2 })), fc.nat())
    .map(([value, junk, pick]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return junk
      const keys = Object.keys(value)
      // JSON text as the key: String() throws on a JSON object with its own "toString" key.
      if (keys.length === 0)
        return { [typeof junk === 'string' ? junk : JSON.stringify(junk)]: junk }
      const key = keys[pick % keys.length] as string
      return { ...value, [key]: pick % 5 === 0 ? undefined : junk }
    })
  return fc.oneof(
    { arbitrary: valid, weight: 3 },
    { arbitrary: broken, weight: 3 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  )
}

export { nastyString }
