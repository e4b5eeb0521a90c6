// Runs in <head> before first paint (inlined by renderer/server/inline-scripts.ts), so a tab group shows
// the tab the URL names (`?framework=sveltekit`) at once: a style for each group=id pair of the query,
// in the forms the compiler allows (a group may be camelCase, `?showSmsProvider=vonage`; tab ids are
// lowercase, so `=Vonage`, as links elsewhere spell a name, is read as `vonage`), so nothing else
// reaches the CSS. renderer/client/tabs.ts removes the style once it has taken over.

const GROUP = /^[A-Za-z0-9-]+$/;
const TAB = /^[a-z0-9-]+$/;

/**
 * The rules that show tab `tab` in every group named `group` that has it, its button styled as
 * chosen, and list in "On this page" the headings of that tab instead of the other tabs' of the group.
 */
function rules(group: string, tab: string): string {
  const scope = `.js [data-tabs="${group}"]:has(>[data-tab="${tab}"])`;
  const toc = `.js:has([data-tabs="${group}"]>[data-tab="${tab}"]) [data-toc] li`;
  return (
    `${scope}>.tab-panel{display:none}${scope}>.tab-panel[data-tab="${tab}"]{display:block}` +
    `${scope}>.tab-list>.tab{color:var(--fg-muted);border-bottom-color:transparent;font-weight:400}` +
    `${scope}>.tab-list>.tab[data-tab="${tab}"]{color:var(--fg);border-bottom-color:var(--accent);font-weight:600}` +
    `${toc}[data-groups~="${group}"]{display:none}${toc}[data-panels~="${group}:${tab}"]{display:list-item}`
  );
}

let css = '';
for (const [group, choice] of new URLSearchParams(location.search)) {
  const tab = choice.toLowerCase();
  if (GROUP.test(group) && TAB.test(tab)) css += rules(group, tab);
}
if (css) {
  const style = document.createElement('style');
  style.id = 'tab-choice';
  style.textContent = css;
  document.head.append(style);
}
