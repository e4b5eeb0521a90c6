// Runs right after the translator's server HTML, before first paint (inlined there by
// renderer/server/pages/sql-to-rest.tsx). The page is static, so its HTML holds the example query and
// that query's output; a shared link (`?sql=…&lang=…`) must show its own query at once. This puts the
// shared query in the textarea and marks the island `data-shared-query`, which hides the example's
// output (the stylesheet) until the island hydrates, takes the query from the address and translates
// it once the parser has loaded.

const island = document.currentScript?.previousElementSibling;
const textarea = island?.querySelector('textarea');
const params = new URLSearchParams(location.search);
const sql = params.get('sql');
const lang = params.get('lang');
if (island && textarea) {
  if (sql !== null) textarea.value = sql;
  if ((sql !== null && sql !== textarea.defaultValue) || (lang !== null && lang !== 'curl'))
    island.setAttribute('data-shared-query', '');
}
