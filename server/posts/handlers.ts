/** Tag `posts`, HTTP side: request in, contract shape out; the rules are in service.ts. */
import type { GetLatestPostParams } from '../../generated/model/getLatestPostParams';
import type { LatestPostResponse } from '../../generated/model/latestPostResponse';
import type { ListPostsParams } from '../../generated/model/listPostsParams';
import type { PostCategoriesResponse } from '../../generated/model/postCategoriesResponse';
import type { PostPage } from '../../generated/model/postPage';
import type { PostResponse } from '../../generated/model/postResponse';
import { type Handler, serviceContext } from '../handler';
import * as service from './service';

const listPosts: Handler<{ Querystring: ListPostsParams }, PostPage> = async (request) => service.listPosts(serviceContext(request), request.query);

const listPostCategories: Handler<object, PostCategoriesResponse> = async (request) => ({
  data: await service.listPostCategories(serviceContext(request)),
});

const getPost: Handler<{ Params: { postId: string } }, PostResponse> = async (request) => ({
  data: await service.getPost(serviceContext(request), request.params.postId),
});

const getLatestPost: Handler<{ Querystring: GetLatestPostParams }, LatestPostResponse> = async (request) => ({
  data: await service.getLatestPost(serviceContext(request), request.query.tagId),
});

export const postsHandlers = { listPosts, listPostCategories, getPost, getLatestPost };
