/**
 * Tag `posts`: market-information posts (pages, categories, one post, the latest of a tag).
 * Market information is the same for every approved customer: no account scoping.
 */
import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

import type { GetLatestPostParams } from '../../generated/model/getLatestPostParams';
import type { LatestPostResponse } from '../../generated/model/latestPostResponse';
import type { ListPostsParams } from '../../generated/model/listPostsParams';
import type { PostCategoriesResponse } from '../../generated/model/postCategoriesResponse';
import type { PostPage } from '../../generated/model/postPage';
import type { PostResponse } from '../../generated/model/postResponse';
import type { Database, PostsTable } from '../db/schema';
import { notFound } from '../errors';
import { paging } from '../representations';
import type { Handler } from '../handler';

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

const listPosts: Handler<{ Querystring: ListPostsParams }, PostPage> = async (request) => {
  const { db } = request.server;
  const { page, perPage, offset } = paging(request.query);
  const { category, tagId } = request.query;
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
  // One round trip: the page, its labels and the total (a window count over the filtered posts).
  const rows = await query
    .select(['p.id', 'p.title', 'p.summary', 'p.featured_image', 'p.featured_image_alt_text', 'p.read_time', 'p.created_date'])
    .select((eb) => [...labelColumns(eb), eb.fn.countAll<number>().over().as('total')])
    .orderBy('p.created_date', 'desc')
    .orderBy('p.id')
    .limit(perPage)
    .offset(offset)
    .execute();
  // Past the last page there is no row to carry the total.
  const total =
    rows[0]?.total ?? (offset === 0 ? 0 : (await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count);
  const data = rows.map((row) => ({
    id: row.id,
    featuredImage: row.featured_image,
    featuredImageAltText: row.featured_image_alt_text ?? '',
    title: row.title,
    category: row.categories.map((label) => label.name),
    createdDate: row.created_date.toISOString(),
    readTime: row.read_time,
    summary: row.summary,
    tags: row.tags,
  }));
  return { data, total: Number(total), pagination: { page, perPage } };
};

const listPostCategories: Handler<object, PostCategoriesResponse> = async (request) => {
  const rows = await request.server.db
    .selectFrom('post_categories as c')
    .innerJoin('post_category_links as l', 'l.category_id', 'c.id')
    .select((eb) => ['c.name', eb.fn.count<number>('l.post_id').as('post_count')])
    .groupBy('c.name')
    .orderBy('c.name')
    .execute();
  return { data: rows.map((row) => ({ name: row.name, postCount: Number(row.post_count) })) };
};

const getPost: Handler<{ Params: { postId: string } }, PostResponse> = async (request) => {
  const { db } = request.server;
  const { postId } = request.params;
  const post = await db.selectFrom('posts as p').selectAll('p').select(labelColumns).where('p.id', '=', postId).executeTakeFirst();
  if (!post) throw notFound('Post not found');
  return {
    data: {
      id: post.id,
      featuredImage: post.featured_image,
      featuredImageAltText: post.featured_image_alt_text ?? '',
      title: post.title,
      category: post.categories.map((label) => label.name),
      createdDate: post.created_date.toISOString(),
      readTime: post.read_time,
      content: post.content,
      summary: post.summary,
      tags: post.tags,
    },
  };
};

const getLatestPost: Handler<{ Querystring: GetLatestPostParams }, LatestPostResponse> = async (request) => {
  const post = await request.server.db
    .selectFrom('posts as p')
    .innerJoin('post_tag_links as l', 'l.post_id', 'p.id')
    .select(['p.id', 'p.title', 'p.summary', 'p.created_date'])
    .where('l.tag_id', '=', request.query.tagId)
    .orderBy('p.created_date', 'desc')
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirst();
  if (!post) throw notFound('No post found with this tag');
  return { data: { id: post.id, title: post.title, summary: post.summary, createdDate: post.created_date.toISOString() } };
};

export const postsHandlers = { listPosts, listPostCategories, getPost, getLatestPost };
