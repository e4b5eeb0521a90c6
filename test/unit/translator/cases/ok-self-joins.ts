import { HOST, BASE, JS, type OkCase } from './types.ts';

/** Self-joins and the foreign-key hint a join names. */
export const selfJoinsCases: OkCase[] = [
  // A table joined to itself: PostgREST embeds the row a foreign-key column points
  // to with the column as the target (manager_id(…)), and the rows pointing to a row
  // with the table and the column as its hint (employees!manager_id(…)).
  {
    name: 'a self-join to the row a column points to',
    sql: 'select e.name, m.name as manager from employees e join employees m on m.id = e.manager_id',
    http: ['GET /rest/v1/employees?select=name,m:manager_id!inner(manager:name) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/employees?select=name,m:manager_id!inner(manager:name)'`],
    js: [JS, "  .from('employees')", "  .select('name,m:manager_id!inner(manager:name)')"],
  },
  {
    name: 'a left self-join with a filter and an order on the joined row',
    sql: 'select e.name, m.name from employees e left join employees m on e.manager_id = m.id where e.active order by m.name desc',
    http: ['GET /rest/v1/employees?select=name,m:manager_id(name)&active=eq.true&order=m(name).desc HTTP/1.1', HOST],
    curl: [`curl '${BASE}/employees?select=name,m:manager_id(name)&active=eq.true&order=m(name).desc'`],
    js: [
      JS,
      "  .from('employees')",
      "  .select('name,m:manager_id(name)')",
      "  .eq('active', true)",
      "  .order('m(name)', { ascending: false })",
    ],
  },
  {
    name: 'a self-join to the rows pointing to each row',
    sql: "select m.name, r.name from employees m left join employees r on r.manager_id = m.id where r.title = 'intern'",
    http: ['GET /rest/v1/employees?select=name,r:employees!manager_id!inner(name)&r.title=eq.intern HTTP/1.1', HOST],
    curl: [`curl '${BASE}/employees?select=name,r:employees!manager_id!inner(name)&r.title=eq.intern'`],
    js: [
      JS,
      "  .from('employees')",
      "  .select('name,r:employees!manager_id!inner(name)')",
      "  .eq('r.title', 'intern')",
    ],
  },
  {
    name: 'three copies of one table: a chain and a sibling',
    sql: 'select e.name, m.name as boss, mm.name as boss2, r.name as report from employees e join employees m on m.id = e.manager_id left join employees mm on mm.id = m.manager_id left join employees r on r.manager_id = e.id',
    http: [
      'GET /rest/v1/employees?select=name,m:manager_id!inner(boss:name,mm:manager_id(boss2:name)),r:employees!manager_id(report:name) HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/employees?select=name,m:manager_id!inner(boss:name,mm:manager_id(boss2:name)),r:employees!manager_id(report:name)'`,
    ],
    js: [
      JS,
      "  .from('employees')",
      "  .select('name,m:manager_id!inner(boss:name,mm:manager_id(boss2:name)),r:employees!manager_id(report:name)')",
    ],
  },
  {
    name: 'an unaliased copy in a self-join keeps its table name as the embed name',
    sql: "select e.name, employees.name from employees e join employees on employees.id = e.manager_id where employees.name = 'Ada'",
    http: ['GET /rest/v1/employees?select=name,employees:manager_id!inner(name)&employees.name=eq.Ada HTTP/1.1', HOST],
    curl: [`curl '${BASE}/employees?select=name,employees:manager_id!inner(name)&employees.name=eq.Ada'`],
    js: [
      JS,
      "  .from('employees')",
      "  .select('name,employees:manager_id!inner(name)')",
      "  .eq('employees.name', 'Ada')",
    ],
  },
  {
    name: 'a self-join alias that a column of the table also uses',
    sql: 'select e.name, e.mentor, mentor.name from employees e join employees mentor on mentor.id = e.mentor_id',
    http: ['GET /rest/v1/employees?select=name,mentor,mentor_1:mentor_id!inner(name) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/employees?select=name,mentor,mentor_1:mentor_id!inner(name)'`],
    js: [JS, "  .from('employees')", "  .select('name,mentor,mentor_1:mentor_id!inner(name)')"],
  },
  {
    name: 'ORDER BY a position before *',
    sql: 'select title, * from books order by 1',
    http: ['GET /rest/v1/books?select=title,*&order=title.asc HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=title,*&order=title.asc'`],
    js: [JS, "  .from('books')", "  .select('title,*')", "  .order('title')"],
  },
  // A join names its foreign key: the hint is the referencing column where the names
  // tell which one it is (translate/foreign-keys.ts), so PostgREST uses that key or fails.
  {
    name: 'a join hints the foreign-key column',
    sql: 'select m.title, d.name from movies m join directors d on m.director_id = d.id',
    http: ['GET /rest/v1/movies?select=title,d:directors!director_id!inner(name) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/movies?select=title,d:directors!director_id!inner(name)'`],
    js: [JS, "  .from('movies')", "  .select('title,d:directors!director_id!inner(name)')"],
  },
  {
    name: 'keys named after the referenced column and after the referenced table',
    sql: 'select o.id, c.name, cu.email from orders o join countries c on o.country_code = c.code left join customers cu on o.customer = cu.name',
    http: [
      'GET /rest/v1/orders?select=id,c:countries!country_code!inner(name),cu:customers!customer(email) HTTP/1.1',
      HOST,
    ],
    curl: [`curl '${BASE}/orders?select=id,c:countries!country_code!inner(name),cu:customers!customer(email)'`],
    js: [JS, "  .from('orders')", "  .select('id,c:countries!country_code!inner(name),cu:customers!customer(email)')"],
  },
  {
    name: 'USING (id) hints the shared column',
    sql: 'select u.email, p.bio from users u join profiles p using (id)',
    http: ['GET /rest/v1/users?select=email,p:profiles!id!inner(bio) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/users?select=email,p:profiles!id!inner(bio)'`],
    js: [JS, "  .from('users')", "  .select('email,p:profiles!id!inner(bio)')"],
  },
  {
    name: 'a self-join on a column named after the key it points to',
    sql: 'select p.name, q.name as child from people p left join people q on q.parent_no = p.no',
    http: ['GET /rest/v1/people?select=name,q:people!parent_no(child:name) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/people?select=name,q:people!parent_no(child:name)'`],
    js: [JS, "  .from('people')", "  .select('name,q:people!parent_no(child:name)')"],
  },
];
