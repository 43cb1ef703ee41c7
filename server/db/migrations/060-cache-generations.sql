-- Cache invalidation (docs/performance.md): every write to a table that a server-side cache
-- depends on bumps that topic's generation and notifies the channel `market_lens_cache` with the
-- topic's name. Notifications are delivered when the writing transaction commits, to every
-- process listening (PGlite: this process; PostgreSQL: every copy of the API). The generations
-- are sequences, not rows, so writers never wait on each other for them; on PostgreSQL each
-- request reads them (one query) so a change is seen by the next request on every process.
create sequence cache_generation_user_context;
create sequence cache_generation_closing_prices;
create sequence cache_generation_posts;
create sequence cache_generation_messages;

create function bump_cache_generation() returns trigger language plpgsql as $$
begin
  perform nextval('cache_generation_' || tg_argv[0]);
  perform pg_notify('market_lens_cache', tg_argv[0]);
  return null;
end
$$;

-- What a caller's context is made of (server/auth/user-context.ts). A login only stamps
-- users.last_login_at, which no context reads: that update alone invalidates nothing.
create trigger users_cache_rows after update on users for each row
  when ((to_jsonb(old) - 'last_login_at') is distinct from (to_jsonb(new) - 'last_login_at'))
  execute function bump_cache_generation('user_context');
create trigger users_cache after insert or delete or truncate on users for each statement execute function bump_cache_generation('user_context');
create trigger user_companies_cache after insert or update or delete or truncate on user_companies for each statement execute function bump_cache_generation('user_context');
create trigger user_accounts_cache after insert or update or delete or truncate on user_accounts for each statement execute function bump_cache_generation('user_context');
create trigger user_account_permissions_cache after insert or update or delete or truncate on user_account_permissions for each statement execute function bump_cache_generation('user_context');
create trigger accounts_cache after insert or update or delete or truncate on accounts for each statement execute function bump_cache_generation('user_context');
create trigger companies_cache after insert or update or delete or truncate on companies for each statement execute function bump_cache_generation('user_context');

-- Daily data: the publication and the market-information posts.
create trigger closing_prices_cache after insert or update or delete or truncate on closing_prices for each statement execute function bump_cache_generation('closing_prices');
create trigger posts_cache after insert or update or delete or truncate on posts for each statement execute function bump_cache_generation('posts');
create trigger post_tags_cache after insert or update or delete or truncate on post_tags for each statement execute function bump_cache_generation('posts');
create trigger post_categories_cache after insert or update or delete or truncate on post_categories for each statement execute function bump_cache_generation('posts');
create trigger post_tag_links_cache after insert or update or delete or truncate on post_tag_links for each statement execute function bump_cache_generation('posts');
create trigger post_category_links_cache after insert or update or delete or truncate on post_category_links for each statement execute function bump_cache_generation('posts');

-- Inboxes (server/messages/send-message.ts and reading a message).
create trigger messages_cache after insert or update or delete or truncate on messages for each statement execute function bump_cache_generation('messages');

