import { closest } from '../../closest.ts';
import { diagnostic, type DiagnosticCode, type Values } from '../../diagnostics.ts';
import type { DataPath, SourceFile } from '../../load/yaml-source.ts';
import type { Diagnostic } from '../../types.ts';
import { describePath } from '../../validate/describe-path.ts';
import { cliSchemas } from './schemas.ts';

/** The clispec version this compiler reads. */
export const CLISPEC_VERSION = '001';

type Data = Record<string, unknown>;
type Report = (path: DataPath, code: DiagnosticCode, values: Values, options?: { key?: boolean }) => void;

/** What one kind of object in a clispec file may hold, and what stands in for a field it lacks. */
interface Shape {
  fields: string[];
  /** Lists of objects below it, by field. */
  lists?: Record<string, Shape>;
  /** Objects below it, by field. */
  objects?: Record<string, Shape>;
  /** Fallbacks for missing optional fields; a function is given the object (a field may fall back to another). */
  defaults?: (value: Data, path: DataPath, report: Report) => Data;
}

const { root, commands } = cliSchemas;
const defs = commands.$defs;
const fieldsOf = (schema: { properties: object }) => Object.keys(schema.properties);

const flag: Shape = {
  fields: fieldsOf(defs.flag),
  lists: { accepted_values: { fields: fieldsOf(defs.acceptedValue) } },
  // Only a flag written in full has these: `{ id, inherit: true }` names an ancestor's.
  defaults: (value, path, report) => {
    if (value.name === undefined) return {};
    if (value.description === undefined) report(path, 'clispec-flag-undescribed', { flag: String(value.id) });
    return { description: '', default_value: '' };
  },
};

const command: Shape = {
  fields: fieldsOf(defs.command),
  lists: { flags: flag, examples: { fields: fieldsOf(defs.example) }, links: { fields: fieldsOf(defs.link) } },
  defaults: (value, path, report) => {
    // An empty summary is as good as none: lists would show a blank.
    if (typeof value.summary !== 'string' || !value.summary.trim()) {
      report(path, 'clispec-missing-summary', { command: String(value.id) });
      value.summary = value.title;
    }
    return { description: '', tags: [], links: [], usage: null, subcommands: [], flags: [], examples: [] };
  },
};

const info: Shape = {
  fields: fieldsOf(root.properties.info),
  lists: { tags: { fields: fieldsOf(root.properties.info.properties.tags.items) } },
  defaults: () => ({ language: 'sh', source: '', bugs: '', spec: '', description: '' }),
};

const clispec: Shape = {
  fields: [...fieldsOf(root), 'commands'],
  objects: { info },
  lists: { flags: flag, commands: command },
  defaults: () => ({ flags: [], commands: [] }),
};

/** Fields that may be null; any other null is read as a field left out, as generators write it (`inherit: null`). */
const nullable = new Set(['usage']);

/**
 * Mend the slips a published clispec file carries, each said as a warning at its place: unknown
 * fields are dropped, nulls and missing optional fields get their fallbacks, unknown tags are
 * dropped and a top-level command left without one joins the last group. What cannot be mended
 * (a missing id, a wrong type) is left for the schemas to report. Returns a mended copy.
 */
export function mendClispec(source: SourceFile): { data: unknown; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const report: Report = (path, code, values, options) =>
    diagnostics.push(diagnostic(code, { file: source.file, ...source.locate(path, options) }, values));
  const data = structuredClone(source.data);
  if (!isData(data)) return { data, diagnostics };
  mendObject(data, clispec, [], { source, report });
  checkVersion(data, report);
  mendTags(data, report);
  return { data, diagnostics };
}

function mendObject(value: Data, shape: Shape, path: DataPath, at: { source: SourceFile; report: Report }): void {
  for (const key of Object.keys(value)) {
    if (value[key] === null && !nullable.has(key)) delete value[key];
    else if (!shape.fields.includes(key)) {
      const near = closest(key, shape.fields);
      at.report(
        [...path, key],
        'clispec-unknown-field',
        {
          field: key,
          where: describePath(at.source.data, path),
          allowed: shape.fields,
          suggestion: near ? `Did you mean '${near}'? ` : '',
        },
        { key: true },
      );
      delete value[key];
    }
  }
  for (const [key, fallback] of Object.entries(shape.defaults?.(value, path, at.report) ?? {}))
    if (!Object.hasOwn(value, key)) value[key] = fallback;
  for (const [key, inner] of Object.entries(shape.objects ?? {}))
    if (isData(value[key])) mendObject(value[key], inner, [...path, key], at);
  for (const [key, inner] of Object.entries(shape.lists ?? {})) {
    const list = value[key];
    if (Array.isArray(list)) list.forEach((item, i) => isData(item) && mendObject(item, inner, [...path, key, i], at));
  }
}

/** A `clispec` this compiler does not know is said, and read as '001' (an unquoted `001` is the number 1). */
function checkVersion(data: Data, report: Report): void {
  if (data.clispec === CLISPEC_VERSION) return;
  report(data.clispec === undefined ? [] : ['clispec'], 'clispec-version', {
    found: data.clispec === undefined ? 'missing' : `'${String(data.clispec)}'`,
    version: CLISPEC_VERSION,
  });
  data.clispec = CLISPEC_VERSION;
}

/** Drop the tags `info.tags` does not define; a top-level command left without a tag joins the last group. */
function mendTags(data: Data, report: Report): void {
  const tags = isData(data.info) && Array.isArray(data.info.tags) ? data.info.tags.filter(isData) : [];
  const ids = tags.map((tag) => tag.id).filter((id): id is string => typeof id === 'string');
  const list = Array.isArray(data.commands) ? data.commands : [];
  if (ids.length === 0) return;
  const children = new Set(list.flatMap((c) => (isData(c) && Array.isArray(c.subcommands) ? c.subcommands : [])));
  const last = ids[ids.length - 1];
  list.forEach((c, index) => {
    if (!isData(c) || !Array.isArray(c.tags)) return;
    const at = ['commands', index, 'tags'];
    const known = c.tags.filter((tag, i) => {
      if (typeof tag !== 'string' || ids.includes(tag)) return true;
      report([...at, i], 'clispec-unknown-tag', { command: String(c.id), tag, tags: ids });
      return false;
    });
    if (known.length === 0 && !children.has(c.id)) {
      report(at, 'clispec-missing-tag', { command: String(c.id), group: last });
      known.push(last);
    }
    c.tags = known;
  });
}

function isData(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
