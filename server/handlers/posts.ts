/** Tag `posts`: market-information posts and the latest post of a tag. */
import type { GetLatestPostParams } from '../../generated/model/getLatestPostParams';
import type { LatestPostResponse } from '../../generated/model/latestPostResponse';
import type { PostResponse } from '../../generated/model/postResponse';
import { notFound } from '../errors';
import type { Handler } from './types';

const getPost: Handler<{ Params: { postId: string } }, PostResponse> = async (request) => {
  const { db } = request.server;
  const { postId } = request.params;
  const post = await db.selectFrom('posts').selectAll().where('id', '=', postId).executeTakeFirst();
  if (!post) throw notFound('Post not found');
  const [categories, tags] = await Promise.all([
    db.selectFrom('post_category_links as l').innerJoin('post_categories as c', 'c.id', 'l.category_id').select('c.name').where('l.post_id', '=', postId).orderBy('c.name').execute(),
    db.selectFrom('post_tag_links as l').innerJoin('post_tags as t', 't.id', 'l.tag_id').select(['t.id', 't.name']).where('l.post_id', '=', postId).orderBy('t.name').execute(),
  ]);
  return {
    data: {
      id: post.id,
      featuredImage: post.featured_image,
      featuredImageAltText: post.featured_image_alt_text ?? '',
      title: post.title,
      category: categories.map((category) => category.name),
      createdDate: post.created_date.toISOString(),
      readTime: post.read_time,
      content: post.content,
      summary: post.summary,
      tags: tags.map((tag) => ({ id: tag.id, name: tag.name })),
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

export const postsHandlers = { getPost, getLatestPost };
