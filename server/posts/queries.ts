/** Every SQL statement of the posts tag (Kysely); each takes the executor it runs on. */
import type { ExpressionBuilder, Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

import type { Database, PostsTable } from '../db/schema';

type Db = Kysely<Database>;

/** A post's category names and tags, each in name order, as JSON columns of the post's row. */
const labelColumns = (eb: ExpressionBuilder<Database & { p: PostsTable }, 'p'>) => [
  jsonArrayFrom(
    eb
      .selectFrom('post_category_links as l')
      .innerJoin('post_categories as c', 'c.id', 'l.category_id')
      .select('c.name')
      .whereRef('l.post_id', '=', 'p.id')
      .orderBy('c.name'),
  ).as('categories'),
  jsonArrayFrom(
    eb.selectFrom('post_tag_links as l').innerJoin('post_tags as t', 't.id', 'l.tag_id').select(['t.id', 't.name']).whereRef('l.post_id', '=', 'p.id').orderBy('t.name'),
  ).as('tags'),
];

export interface PostFilter {
  /** Only posts in the category of this name. */
  category?: string;
  /** Only posts with this tag. */
  tagId?: string;
}

function filteredPosts(db: Db, { category, tagId }: PostFilter) {
  let query = db.selectFrom('posts as p');
  if (category !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('post_category_links as l')
          .innerJoin('post_categories as c', 'c.id', 'l.category_id')
          .select('l.post_id')
          .whereRef('l.post_id', '=', 'p.id')
          .where('c.name', '=', category),
      ),
    );
  }
  if (tagId !== undefined) {
    query = query.where((eb) => eb.exists(eb.selectFrom('post_tag_links as l').select('l.post_id').whereRef('l.post_id', '=', 'p.id').where('l.tag_id', '=', tagId)));
  }
  return query;
}

/** One round trip: the page, its labels and the total (a window count over the filtered posts). */
export const listPostsPage = (db: Db, filter: PostFilter, limit: number, offset: number) =>
  filteredPosts(db, filter)
    .select(['p.id', 'p.title', 'p.summary', 'p.featured_image', 'p.featured_image_alt_text', 'p.read_time', 'p.created_date'])
    .select((eb) => [...labelColumns(eb), eb.fn.countAll<number>().over().as('total')])
    .orderBy('p.created_date', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .offset(offset)
    .execute();

export async function countPosts(db: Db, filter: PostFilter): Promise<number> {
  const row = await filteredPosts(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Each category that has posts, with how many. */
export const listCategories = (db: Db) =>
  db
    .selectFrom('post_categories as c')
    .innerJoin('post_category_links as l', 'l.category_id', 'c.id')
    .select((eb) => ['c.name', eb.fn.count<number>('l.post_id').as('post_count')])
    .groupBy('c.name')
    .orderBy('c.name')
    .execute();

export const findPost = (db: Db, postId: string) => db.selectFrom('posts as p').selectAll('p').select(labelColumns).where('p.id', '=', postId).executeTakeFirst();

export const findLatestPostWithTag = (db: Db, tagId: string) =>
  db
    .selectFrom('posts as p')
    .innerJoin('post_tag_links as l', 'l.post_id', 'p.id')
    .select(['p.id', 'p.title', 'p.summary', 'p.created_date'])
    .where('l.tag_id', '=', tagId)
    .orderBy('p.created_date', 'desc')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
