/**
 * A few router links as buttons, side by side in whatever row holds them:
 * the first is the main action, the others are outlined.
 */

/**
 * Internal dependencies
 */
import { Link } from './AppLink';
import { ButtonLink } from './Button';
import type { Size } from './variants';

export interface LinkButtonsProps {
	/** Each link's app path and text, the main action first. */
	links: Array< [ to: string, label: string ] >;
	/** The buttons' size; default 'default'. */
	size?: Size;
}

export function LinkButtons( { links, size }: LinkButtonsProps ) {
	return (
		<>
			{ links.map( ( [ to, label ], index ) => (
				<ButtonLink
					key={ to }
					as={ Link }
					to={ to }
					size={ size }
					variant={ index > 0 ? 'outline' : undefined }
				>
					{ label }
				</ButtonLink>
			) ) }
		</>
	);
}
