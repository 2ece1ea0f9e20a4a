/**
 * Live tournament scoring and the leaderboard (issue 24, decision 0037), free of zod so that the
 * event page, the clubhouse view and the scoring pages show them before any schema loads.
 */

/** A tournament round: the nine played twice. */
export const tournamentHoles = 18;

export const noLeaderboardMessage = 'This event is not a tournament.';
export const leaderboardClosedMessage = 'The leaderboard opens when the draw is published.';
export const scoringNotOpenMessage = 'Scoring opens when the draw is published.';
export const scoringClosedMessage = 'Scoring has closed: the results are published.';
export const markerNotYetMessage = 'Scoring opens on the day of the tournament.';
export const notEnteredForScoringMessage = (memberId: string) => `${memberId} is not entered in this tournament, so there are no scores to keep.`;
export const notInYourGroupMessage = (memberId: string) => `${memberId} is not in your group: a marker keeps the scores of their own group only.`;
export const notPlayingMessage = 'You are not playing in this tournament, so there are no scores for you to keep.';
export const scoreConflictMessage = (name: string) =>
  `Someone else changed ${name}'s scores while you were entering yours. Their scores are shown: check them, then save yours again if they should change.`;
export const scoresSavedMessage = (name: string) => `Scores saved for ${name}.`;

/** How often a server looks for changes made by other servers while it has viewers (decision 0037). */
export const leaderboardPollMs = 1_000;
/** A comment line that keeps idle connections (and the proxies on the way) open. */
export const leaderboardHeartbeatMs = 20_000;
/** What the clubhouse view shows at once before it moves on, when motion is reduced. */
export const clubhousePageRows = 12;
/** How long the clubhouse view rests on each page (reduced motion) or at the top and bottom. */
export const clubhousePageSeconds = 10;
