import { PipelineStage } from '@generated/model/pipelineStage';
import { useUrlFilterAndPage } from '@/lib/use-url-filter';

const STAGES = Object.values(PipelineStage) as string[];

/** The queries list's stage filter and page, kept in the URL (?stage=closed&page=2); an unknown stage reads as none. */
export function useQueryFilters(): { stage: PipelineStage | ''; page: number; setStage: (stage: PipelineStage | '') => void; setPage: (page: number) => void } {
  const { value, page, setValue, setPage } = useUrlFilterAndPage('stage');
  const stage = STAGES.includes(value) ? (value as PipelineStage) : '';
  return { stage, page, setStage: setValue, setPage };
}
