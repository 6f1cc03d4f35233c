/**
 * The Create New dialog (SPEC §3 Creation submission form) — and the same
 * form to edit one of the person's creations (its text; the files stay).
 * Title is required; category, age range and difficulty come from SPEC §9's
 * lists; tags are comma separated; the price in dollars within the site
 * owner's bounds (config `creationPrice`; the suggested price first, or the
 * creation's own); files PDF, PNG, JPG or SVG, 10 MB each (checked here for
 * a quick answer, enforced by the server). Everything sent goes to review;
 * a published creation's shop product keeps its approved version until then.
 */

/**
 * External dependencies
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Dialog, DialogContent, DialogForm, Muted } from '../../../components';
import { formatDollars } from '../../../lib/format';
import { submitCreation, updateCreation } from '../api/creations';
import {
	AGE_RANGES,
	CREATION_CATEGORIES,
	DIFFICULTIES,
	FILE_ACCEPT,
	MAX_FILE_BYTES,
	creationCategoryLabel,
	difficultyLabel,
} from '../labels';
import { creationPriceBounds } from '../price-bounds';
import type { Creation, CreationForm } from '../types';
import { Columns, Field } from './layout';

export interface CreationDialogProps {
	open: boolean;
	onOpenChange: ( open: boolean ) => void;
	/** The creation to edit; none to create a new one. */
	creation?: Creation | null;
	/** Called with the stored creation. */
	onSaved: ( creation: Creation ) => void;
}

function initialForm( creation?: Creation | null ): CreationForm {
	return {
		title: creation?.title ?? '',
		description: creation?.description ?? '',
		category: creation?.category ?? '',
		ageRange: creation?.ageRange ?? '',
		difficulty: creation?.difficulty ?? '',
		tags: creation?.tags.join( ', ' ) ?? '',
		price: ( creation?.price ?? creationPriceBounds().default ).toFixed(
			2
		),
		files: [],
	};
}

/**
 * A sentence when the price is not dollars and cents within the bounds, or null.
 *
 * @param price As typed.
 */
function priceProblem( price: string ): string | null {
	const { min, max } = creationPriceBounds();
	const value = Number( price );
	const valid =
		/^\d+(\.\d{1,2})?$/.test( price.trim() ) &&
		value >= min &&
		value <= max;
	return valid ? null : priceHint( min, max );
}

function priceHint( min: number, max: number ): string {
	return sprintf(
		/* translators: 1: lowest price, 2: highest price, e.g. $1.00. */
		__(
			'Please enter a price from %1$s to %2$s, such as 4.99.',
			'playpal'
		),
		formatDollars( min ),
		formatDollars( max )
	);
}

/**
 * The first file over the limit, as a sentence, or null.
 *
 * @param files Chosen files.
 */
function tooLarge( files: File[] ): string | null {
	const big = files.find( ( file ) => file.size > MAX_FILE_BYTES );
	return big
		? sprintf(
				/* translators: %s: file name. */
				__(
					'“%s” is larger than 10 MB. Each file can be at most 10 MB.',
					'playpal'
				),
				big.name
			)
		: null;
}

function CreationFormBody( {
	creation,
	onOpenChange,
	onSaved,
}: Omit< CreationDialogProps, 'open' > ) {
	const id = useId();
	const editing = !! creation;
	const [ form, setForm ] = useState< CreationForm >( () =>
		initialForm( creation )
	);
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const bounds = creationPriceBounds();
	const set =
		( field: keyof Omit< CreationForm, 'files' > ) =>
		( event: { target: { value: string } } ) =>
			setForm( { ...form, [ field ]: event.target.value } );

	async function onSubmit( event: FormEvent ) {
		event.preventDefault();
		if ( form.title.trim() === '' ) {
			setError( __( 'Please give your creation a title.', 'playpal' ) );
			return;
		}
		if ( ! editing && form.files.length === 0 ) {
			setError(
				__(
					'Please attach at least one file: PDF, PNG, JPG or SVG.',
					'playpal'
				)
			);
			return;
		}
		const priceError = priceProblem( form.price );
		if ( priceError ) {
			setError( priceError );
			return;
		}
		const sizeError = tooLarge( form.files );
		if ( sizeError ) {
			setError( sizeError );
			return;
		}
		setBusy( true );
		setError( null );
		try {
			const saved = creation
				? await updateCreation( creation.id, form )
				: await submitCreation( form );
			onSaved( saved );
			onOpenChange( false );
		} catch ( failure ) {
			setError( ( failure as Error ).message );
		} finally {
			setBusy( false );
		}
	}

	const select = (
		field: 'category' | 'ageRange' | 'difficulty',
		label: string,
		options: readonly string[],
		optionLabel: ( value: string ) => string
	) => (
		<Field>
			<label htmlFor={ `${ id }-${ field }` }>{ label }</label>
			<select
				id={ `${ id }-${ field }` }
				value={ form[ field ] }
				onChange={ set( field ) }
			>
				<option value="">{ __( 'Choose…', 'playpal' ) }</option>
				{ options.map( ( value ) => (
					<option key={ value } value={ value }>
						{ optionLabel( value ) }
					</option>
				) ) }
			</select>
		</Field>
	);

	return (
		<DialogForm
			onSubmit={ onSubmit }
			noValidate
			title={
				editing
					? __( 'Edit Creation', 'playpal' )
					: __( 'Create New', 'playpal' )
			}
			description={ __(
				'All submissions go through review, usually within 2–3 business days.',
				'playpal'
			) }
			busy={ busy }
			action={
				busy
					? // SPEC §4 gives this text exactly, with three dots.
						// eslint-disable-next-line @wordpress/i18n-ellipsis
						__( 'Submitting...', 'playpal' )
					: __( 'Submit for Review', 'playpal' )
			}
		>
			<Field>
				<label htmlFor={ `${ id }-title` }>
					{ __( 'Title', 'playpal' ) }
				</label>
				<input
					id={ `${ id }-title` }
					value={ form.title }
					onChange={ set( 'title' ) }
					maxLength={ 150 }
					required
					aria-required="true"
				/>
			</Field>
			<Field>
				<label htmlFor={ `${ id }-description` }>
					{ __( 'Description', 'playpal' ) }
				</label>
				<textarea
					id={ `${ id }-description` }
					value={ form.description }
					onChange={ set( 'description' ) }
					maxLength={ 5000 }
					rows={ 3 }
				/>
			</Field>
			<Columns>
				{ select(
					'category',
					__( 'Category', 'playpal' ),
					CREATION_CATEGORIES,
					creationCategoryLabel
				) }
				{ select(
					'ageRange',
					__( 'Age range', 'playpal' ),
					AGE_RANGES,
					( value ) => value
				) }
				{ select(
					'difficulty',
					__( 'Difficulty', 'playpal' ),
					DIFFICULTIES,
					difficultyLabel
				) }
			</Columns>
			<Field>
				<label htmlFor={ `${ id }-tags` }>
					{ __( 'Tags (comma separated)', 'playpal' ) }
				</label>
				<input
					id={ `${ id }-tags` }
					value={ form.tags }
					onChange={ set( 'tags' ) }
				/>
			</Field>
			<Field>
				<label htmlFor={ `${ id }-price` }>
					{ __( 'Price (US dollars)', 'playpal' ) }
				</label>
				<input
					id={ `${ id }-price` }
					type="number"
					inputMode="decimal"
					step="0.01"
					min={ bounds.min }
					max={ bounds.max }
					value={ form.price }
					onChange={ set( 'price' ) }
					aria-describedby={ `${ id }-price-hint` }
				/>
				<Muted id={ `${ id }-price-hint` }>
					{ sprintf(
						/* translators: 1: lowest price, 2: highest price, e.g. $1.00. */
						__(
							'From %1$s to %2$s. You earn your share of each sale once an editor publishes it.',
							'playpal'
						),
						formatDollars( bounds.min ),
						formatDollars( bounds.max )
					) }
				</Muted>
			</Field>
			{ ! editing && (
				<Field>
					<label htmlFor={ `${ id }-files` }>
						{ __( 'Files', 'playpal' ) }
					</label>
					<input
						id={ `${ id }-files` }
						type="file"
						multiple
						accept={ FILE_ACCEPT }
						aria-describedby={ `${ id }-files-hint` }
						onChange={ ( event ) =>
							setForm( {
								...form,
								files: Array.from( event.target.files ?? [] ),
							} )
						}
					/>
					<Muted id={ `${ id }-files-hint` }>
						{ __(
							'PDF, PNG, JPG or SVG, up to 10 MB each.',
							'playpal'
						) }
					</Muted>
				</Field>
			) }
			{ error && <Muted role="alert">{ error }</Muted> }
		</DialogForm>
	);
}

export function CreationDialog( {
	open,
	onOpenChange,
	creation,
	onSaved,
}: CreationDialogProps ) {
	return (
		<Dialog open={ open } onOpenChange={ onOpenChange }>
			<DialogContent>
				{ open && (
					<CreationFormBody
						// A fresh form each time it opens, for each creation.
						key={ creation?.id ?? 'new' }
						creation={ creation }
						onOpenChange={ onOpenChange }
						onSaved={ onSaved }
					/>
				) }
			</DialogContent>
		</Dialog>
	);
}
