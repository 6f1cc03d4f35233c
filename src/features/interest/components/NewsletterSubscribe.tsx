/**
 * The Blog's Subscribe button (SPEC §2 Blog). The Blog screen places it
 * through its `subscribe` slot. The dialog it opens (NewsletterDialog) is a
 * chunk of its own, fetched on the first press: the Blog renders without it.
 */

/**
 * External dependencies
 */
import { lazy, Suspense, useState } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';
import type { Variant } from '../../../components';

const NewsletterDialog = lazy(
	() =>
		import(
			/* webpackChunkName: "newsletter-dialog" */ './NewsletterDialog'
		)
);

export interface NewsletterSubscribeProps {
	/** Button look; default 'default'. */
	variant?: Variant;
}

export function NewsletterSubscribe( {
	variant = 'default',
}: NewsletterSubscribeProps ) {
	const [ open, setOpen ] = useState( false );
	// Mounted from the first press on, so closing keeps the loaded dialog.
	const [ wanted, setWanted ] = useState( false );
	return (
		<>
			<Button
				variant={ variant }
				aria-haspopup="dialog"
				aria-expanded={ open }
				onClick={ () => {
					setWanted( true );
					setOpen( true );
				} }
			>
				{ __( 'Subscribe', 'playpal' ) }
			</Button>
			{ wanted && (
				<Suspense fallback={ null }>
					<NewsletterDialog open={ open } onOpenChange={ setOpen } />
				</Suspense>
			) }
		</>
	);
}
