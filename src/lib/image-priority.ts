/**
 * How an image loads: the screen's first image (its largest paint) at high
 * priority, every other one when it nears the viewport. The server-printed
 * first screen marks its images the same way (templates/first-screen).
 */

export interface ImagePriorityProps {
	loading?: 'eager' | 'lazy';
	fetchpriority?: 'high';
}

/**
 * Attributes for an `<img>`. React 18 does not know `fetchPriority` and
 * passes the lowercase HTML attribute through as it is.
 *
 * @param first Whether this is the screen's first image.
 */
export function imagePriority( first: boolean ): ImagePriorityProps {
	return first ? { fetchpriority: 'high' } : { loading: 'lazy' };
}
