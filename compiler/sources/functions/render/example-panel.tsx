import type { DataTable, FunctionExample } from '../section.ts';
import { CodeBlock } from '../../../../renderer/components/code-block.tsx';
import { Markup } from '../../../../renderer/components/markup.tsx';
import { panelAttributes } from '../../../../renderer/components/panel-switch.tsx';

/**
 * One example: its code, then what a reader opens on demand in native `<details>`: the data
 * source (SQL and the tables it leaves), the response and notes. In a tab set it is a tab panel.
 */
export function ExamplePanel({
  example,
  id,
  tabbed,
  active,
}: {
  example: FunctionExample;
  id: string;
  tabbed: boolean;
  active: boolean;
}) {
  return (
    <div className="fn-example" {...(tabbed ? panelAttributes(id, active) : { id })}>
      <p className="example-name">{example.name}</p>
      <CodeBlock code={example.code} />
      {example.data && (
        <details className="accordion fn-more">
          <summary>Data source</summary>
          <CodeBlock code={example.data.sql} title="SQL" />
          {example.data.tables.map((table) => (
            <RowsTable key={table.name} table={table} />
          ))}
        </details>
      )}
      {example.response && (
        <details className="accordion fn-more">
          <summary>Response</summary>
          <CodeBlock code={example.response} title="Response" />
        </details>
      )}
      {example.description && (
        <details className="accordion fn-more">
          <summary>Notes</summary>
          <div className="prose">
            <Markup nodes={example.description} />
          </div>
        </details>
      )}
    </div>
  );
}

/** The rows of one table after the example's SQL ran. */
function RowsTable({ table }: { table: DataTable }) {
  return (
    <div className="fn-table">
      <table>
        <caption>{table.name}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((value, c) => (
                <td key={c}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
