/**
 * Which picked files a story keeps (SPEC §5, §9): pictures and videos only,
 * 10 MB each, at most 5 — with a sentence for each file left out.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * @param current Files already kept.
 * @param picked  Files just picked.
 * @return The files kept and why others were not.
 */
export function keepFiles(
	current: File[],
	picked: File[]
): { files: File[]; problems: string[] } {
	const files = [ ...current ];
	const problems: string[] = [];
	let dropped = 0;
	for ( const file of picked ) {
		if (
			! file.type.startsWith( 'image/' ) &&
			! file.type.startsWith( 'video/' )
		) {
			problems.push(
				sprintf(
					/* translators: %s: file name. */
					__( '“%s” is not a picture or video.', 'playpal' ),
					file.name
				)
			);
		} else if ( file.size > MAX_FILE_BYTES ) {
			problems.push(
				sprintf(
					/* translators: %s: file name. */
					__(
						'“%s” is larger than 10 MB. Each file can be at most 10 MB.',
						'playpal'
					),
					file.name
				)
			);
		} else if ( files.length >= MAX_FILES ) {
			dropped++;
		} else {
			files.push( file );
		}
	}
	if ( dropped > 0 ) {
		problems.push(
			__(
				'You can attach at most 5 files; the others were not added.',
				'playpal'
			)
		);
	}
	return { files, problems };
}
