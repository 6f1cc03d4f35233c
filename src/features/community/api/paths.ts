/**
 * REST paths of the community's reads. The shell embeds responses under the
 * same strings (includes/Community/Community_Routes.php), so the first
 * render needs no request.
 */

export const FORUM_PATH = '/pp/v1/forum';
export const PLAY_IDEAS_PATH = '/pp/v1/play-ideas';
export const DISCOVERY_PATH = '/pp/v1/discovery';
export const MENTIONS_PATH = '/pp/v1/mentions';
export const COMMUNITY_SAMPLES_PATH = '/pp/v1/community-samples';
export const SUBMISSIONS_PATH = '/pp/v1/submissions';
