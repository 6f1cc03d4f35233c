/**
 * Router links as buttons, in whatever row holds them: the first is the main
 * action, the others are outlined.
 */

/**
 * Internal dependencies
 */
import { Link } from './AppLink';
import { ButtonLink } from './Button';
import type { Size } from './variants';

export function LinkButtons( props: {
	/** Each link's app path and text, the main action first. */
	links: Array< [ to: string, label: string ] >;
	size?: Size;
} ) {
	return props.links.map( ( [ to, label ], index ) => (
		<ButtonLink
			key={ to }
			as={ Link }
			to={ to }
			size={ props.size }
			variant={ index > 0 ? 'outline' : undefined }
		>
			{ label }
		</ButtonLink>
	) );
}
