-- Market-information posts with their tags and categories.

create table post_tags (
  id text primary key,
  name text not null
);

create table post_categories (
  id text primary key,
  name text not null
);

create table posts (
  id text primary key,
  slug text unique not null,
  title text not null,
  summary text not null,
  content text not null,
  featured_image text,
  featured_image_alt_text text,
  read_time integer not null default 1,
  created_date timestamptz not null
);
create index posts_created_idx on posts (created_date desc, id);

create table post_tag_links (
  post_id text not null references posts (id) on delete cascade,
  tag_id text not null references post_tags (id) on delete cascade,
  primary key (post_id, tag_id)
);
create index post_tag_links_tag_idx on post_tag_links (tag_id, post_id);

create table post_category_links (
  post_id text not null references posts (id) on delete cascade,
  category_id text not null references post_categories (id) on delete cascade,
  primary key (post_id, category_id)
);
create index post_category_links_category_idx on post_category_links (category_id, post_id);
