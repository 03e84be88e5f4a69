/** How often and how many times a review that is not available yet is asked for again. */
export type ReviewPoll = { everyMs: number; times: number };
export const NO_POLL: ReviewPoll = { everyMs: 0, times: 0 };

/** A query's refetchInterval that asks again while the answer says `available: false`, at most `times` times. */
export const untilAvailable =
  ({ everyMs, times }: ReviewPoll) =>
  <T extends { available: boolean }>(query: { state: { data: T | undefined; dataUpdateCount: number } }): number | false =>
    everyMs > 0 && query.state.data?.available === false && query.state.dataUpdateCount < times ? everyMs : false;
