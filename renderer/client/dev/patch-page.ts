// How `npm run dev` brings a page up to date without reloading it: the new HTML is compared with the
// HTML the page was built from (not with the live page, which its scripts have changed), and only what
// differs is put into the live page, so scroll position, focus and every unchanged element (with its
// listeners and hydrated islands) stay. A difference that page scripts would have to act on makes it
// a reload instead.

/** Pages only a reload brings up to date: those with a template, and reference pages. */
const RELOADED = 'template, .reference-content';

/** What scripts own as a whole: any difference inside one needs a reload. */
const OPAQUE = 'script, [data-island]';

/** Elements a script sets up once when the page loads: one added, removed or replaced needs a reload. */
const SET_UP = `${OPAQUE}, [data-tabs], [data-table-scroll]`;

/** One change to the live page: a text node's new text, or nodes of `parent` replaced by new ones. */
export type Change = { live: Node; text: string } | { parent: Node; remove: Node[]; add: Node[]; before: Node | null };

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const asElement = (node: Node) => (node.nodeType === ELEMENT_NODE ? (node as Element) : undefined);

/**
 * The changes that turn the live `page` (built from `built`) into `next`, or undefined when only a
 * reload can: a difference inside an island or a script, an element a script sets up added, removed
 * or replaced, or a live page whose shape no longer matches what it was built from.
 */
export function pageChanges(built: Document, next: Document, page: Document): Change[] | undefined {
  // Comparing nodes does not look into a template's content, and most of a reference page comes
  // from shared files its script places around the section: such pages are always reloaded.
  if ([built, next].some((doc) => doc.querySelector(RELOADED))) return undefined;
  const changes: Change[] = [];
  const walk = (before: Node, after: Node, live: Node): boolean => {
    if (before.isEqualNode(after)) return true;
    if (live.nodeName !== before.nodeName) return false;
    if (before.nodeType === TEXT_NODE && after.nodeType === TEXT_NODE) {
      changes.push({ live, text: after.textContent ?? '' });
      return true;
    }
    const element = asElement(before);
    const other = asElement(after);
    if (element?.matches(OPAQUE)) return false;
    if (element && other && element.tagName === other.tagName && sameAttributes(element, other))
      return walkChildren(before, after, live);
    return splice(live.parentNode, [before], [after], [live], live.nextSibling);
  };
  // The children that differ, between the longest equal start and end: walked pair by pair when as
  // many came as went, else replaced together.
  const walkChildren = (before: Node, after: Node, live: Node): boolean => {
    const [old, now, here] = [[...before.childNodes], [...after.childNodes], [...live.childNodes]];
    if (here.length !== old.length) return false;
    let start = 0;
    while (start < old.length && start < now.length && old[start].isEqualNode(now[start])) start++;
    let end = 0;
    const fromEnd = (list: Node[]) => list[list.length - 1 - end];
    while (end < old.length - start && end < now.length - start && fromEnd(old).isEqualNode(fromEnd(now))) end++;
    const [gone, come] = [old.slice(start, old.length - end), now.slice(start, now.length - end)];
    if (gone.length === come.length) return gone.every((node, i) => walk(node, come[i], here[start + i]));
    return splice(live, gone, come, here.slice(start, old.length - end), here[old.length - end] ?? null);
  };
  const splice = (parent: Node | null, gone: Node[], come: Node[], remove: Node[], before: Node | null) => {
    // Only when no script sets up what goes or what comes.
    if (!parent || [...gone, ...come].some(setUp)) return false;
    changes.push({ parent, remove, add: come, before });
    return true;
  };
  return walk(built.head, next.head, page.head) && walk(built.body, next.body, page.body) ? changes : undefined;
}

/** Put `changes` into `page`: text set in place, nodes replaced by copies of the new ones. */
export function applyChanges(changes: Change[], page: Document): void {
  for (const change of changes) {
    if ('text' in change) {
      change.live.textContent = change.text;
      continue;
    }
    for (const node of change.add) change.parent.insertBefore(page.importNode(node, true), change.before);
    for (const node of change.remove) change.parent.removeChild(node);
  }
}

function sameAttributes(a: Element, b: Element): boolean {
  return (
    a.attributes.length === b.attributes.length && [...a.attributes].every((x) => b.getAttribute(x.name) === x.value)
  );
}

function setUp(node: Node): boolean {
  const element = asElement(node);
  return element !== undefined && (element.matches(SET_UP) || element.querySelector(SET_UP) !== null);
}
