import { LoadingSpinner } from '@/components/ui/loading-spinner';

/** In the shell while the page's chunk is still on its way (story: Layout/Protected shell › Page loading). */
export function PageChunkLoading() {
  return <LoadingSpinner label="Loading the page" centered />;
}
