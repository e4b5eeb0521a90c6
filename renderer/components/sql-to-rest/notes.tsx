import { faqs, type FaqContext } from './faqs.ts';

/** What the translator assumes, and the questions the current query raises. */
export function Notes({ context }: { context: FaqContext }) {
  return (
    <section className="sql-to-rest-notes" aria-labelledby="assumptions-title">
      <h2 id="assumptions-title">Assumptions</h2>
      <ol>
        <li>
          Every table in the query is exposed through the REST API: it is in an exposed schema, public by default.
        </li>
        <li>
          Joined tables have a foreign key between them; PostgREST uses it to embed one table in the other. A table
          joined to itself is joined through a column that points to its id.
        </li>
        <li>
          A subscript such as tags[1] reads a Postgres array whose positions start at 1; PostgREST reads it as JSON,
          counting from 0.
        </li>
        <li>
          Requests carry your project&apos;s API key. The output leaves it out: add the apikey and Authorization
          headers, or create the JavaScript client with your key.
        </li>
        <li>Row level security applies to the request as it would to the same SQL run by the same role.</li>
        <li>The JavaScript output uses a client named supabase, created with createClient.</li>
      </ol>
      <h2>FAQs</h2>
      <div className="faqs">
        {faqs
          .filter((faq) => faq.condition(context))
          .map((faq) => (
            <details key={faq.id} className="accordion faq" data-faq={faq.id}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
      </div>
    </section>
  );
}
