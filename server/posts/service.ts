/**
 * Tag `posts`: market-information posts (pages, categories, one post, the latest of a tag).
 * Market information is the same for every approved customer: no account scoping.
 */
import type { LatestPost } from '../../generated/model/latestPost';
import type { ListPostsParams } from '../../generated/model/listPostsParams';
import type { Post } from '../../generated/model/post';
import type { PostCategory } from '../../generated/model/postCategory';
import type { PostPage } from '../../generated/model/postPage';
import { notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { paging } from '../representations';
import { countPosts, findLatestPostWithTag, findPost, listCategories, listPostsPage } from './queries';

type PostRow = Awaited<ReturnType<typeof listPostsPage>>[number];

/** A post as the list and the single post both show it. */
const postSummary = (row: Pick<PostRow, 'id' | 'featured_image' | 'featured_image_alt_text' | 'title' | 'categories' | 'created_date' | 'read_time' | 'summary' | 'tags'>) => ({
  id: row.id,
  featuredImage: row.featured_image,
  featuredImageAltText: row.featured_image_alt_text ?? '',
  title: row.title,
  category: row.categories.map((label) => label.name),
  createdDate: row.created_date.toISOString(),
  readTime: row.read_time,
  summary: row.summary,
  tags: row.tags,
});

export async function listPosts(context: ServiceContext, query: ListPostsParams): Promise<PostPage> {
  const { page, perPage, offset } = paging(query);
  const filter = { category: query.category, tagId: query.tagId };
  const rows = await listPostsPage(context.db, filter, perPage, offset);
  // Past the last page there is no row to carry the total.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countPosts(context.db, filter));
  const data = rows.map(postSummary);
  return { data, total: Number(total), pagination: { page, perPage } };
}

export async function listPostCategories(context: ServiceContext): Promise<PostCategory[]> {
  const rows = await listCategories(context.db);
  return rows.map((row) => ({ name: row.name, postCount: Number(row.post_count) }));
}

export async function getPost(context: ServiceContext, postId: string): Promise<Post> {
  const post = await findPost(context.db, postId);
  if (!post) throw notFound('Post not found');
  return {
    ...postSummary(post),
    content: post.content,
  };
}

export async function getLatestPost(context: ServiceContext, tagId: string): Promise<LatestPost> {
  const post = await findLatestPostWithTag(context.db, tagId);
  if (!post) throw notFound('No post found with this tag');
  return { id: post.id, title: post.title, summary: post.summary, createdDate: post.created_date.toISOString() };
}
