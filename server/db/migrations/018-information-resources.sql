-- Guides, glossary, webinars and links about the energy market, the same for every customer.
create table information_resources (
  id text primary key,
  title text not null,
  description text not null default '',
  url text not null,
  resource_type text not null check (resource_type in ('guide', 'glossary', 'webinar', 'link'))
);
