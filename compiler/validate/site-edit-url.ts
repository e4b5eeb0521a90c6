import { EDIT_PATH } from '../model/site.ts';

/**
 * What is wrong with `template` as site.yaml's `editUrl`, or undefined when it is fine: an `https:`
 * URL without credentials holding `{path}` once, outside its host, and no other `{…}`.
 * @example checkEditUrl('https://github.com/org/docs/edit/main/') // "has no {path}, …"
 */
export function checkEditUrl(template: string): string | undefined {
  if (template !== template.trim()) return 'must not start or end with spaces';
  const count = template.split(EDIT_PATH).length - 1;
  if (count === 0) return 'has no {path}, where the source file of a page goes';
  if (count > 1) return 'holds {path} more than once';
  const other = /\{[^}]*\}?|\}/.exec(template.replace(EDIT_PATH, ''));
  if (other) return `holds '${other[0]}', which is no placeholder (only {path} is)`;
  if (/\s/.test(template)) return 'holds a space, which a URL cannot carry as written';
  // Two different files must give two different URLs on one host: {path} stands in the path, query or fragment.
  const [a, b] = ['a', 'b'].map((name) => parse(template.replace(EDIT_PATH, name)));
  if (!a || !b) return 'is not an absolute URL';
  if (a.protocol !== 'https:') return 'must start with https://';
  if (a.username || a.password) return 'must not hold a user name or password';
  if (a.host !== b.host) return 'has {path} in its host; put it in the path, after the host';
  return undefined;
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
