-- Market-report files and the indexes of the files list. A market report (the PDF of a
-- daily-report post, with the post's id) belongs to no account: every approved customer may
-- read it. Bespoke files keep their account.
alter table files alter column account_id drop not null;
create index files_shared_created_idx on files (created_at desc, id) where account_id is null;
create index files_account_category_created_idx on files (account_id, category, created_at desc, id);
