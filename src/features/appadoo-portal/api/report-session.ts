/**
 * POST pp/v1/appadoos/{key}/sessions: the preview relays a play session's
 * start or end (docs/APPADOOS.md, Play analytics). Sent with keepalive, so
 * an end sent while the page closes still arrives.
 */

/**
 * Internal dependencies
 */
import type { SessionReport } from '../../../appadoo-runtime/session-messages';
import { request } from '../../../lib/api-client';
import { sessionsPath } from './paths';

/**
 * @param key    The Appadoo's public key.
 * @param report The report.
 */
export function reportSession(
	key: string,
	report: SessionReport
): Promise< unknown > {
	return request( {
		path: sessionsPath( key ),
		method: 'POST',
		data: report,
		keepalive: true,
	} );
}
