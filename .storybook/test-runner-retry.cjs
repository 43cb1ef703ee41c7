/* global jest */
// A story that fails is run once more, in a fresh render, before it counts as failed; the first
// failure is printed, and scripts/test-stories.mjs lists every story that passed only on retry.
// Why: Chromium occasionally paints a frame differently between loads (a focus ring, an
// anti-aliased edge), one story in ~480 per run; a real regression fails both runs.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
