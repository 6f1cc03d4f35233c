/**
 * Story submission (/submit, SPEC §2, §4, §5, §8): choose a type first, then
 * the details, contact and permissions cards appear. Both consents are
 * required (pressing the button without them shows the SPEC §8 sentence as
 * an alert, so the button stays usable rather than disabled as SPEC §4 says), files are pictures and
 * videos only, 10 MB each, at most 5. "Submitting..." while sending, then
 * "Submission Received!" with its two actions.
 */

/**
 * External dependencies
 */
import {
	useState,
	type FormEvent,
	type InputHTMLAttributes,
	type ReactNode,
} from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../../components/AppLink';
import { Button, ButtonLink, Page } from '../../../components';
import { textBoxStyles } from '../../../components/text-box-styles';
import { submitStory } from '../api/submit-story';
import { useCommunityHead } from '../components/CommunityPage';
import type { SubmissionType } from '../types';
import { consentMissingText, marketingText, permissionText } from './consent';
import { keepFiles, MAX_FILES } from './files';

/** The play kits a story may be about (SPEC §5), as the server checks them. */
export const PRODUCTS = [
	"Cinderella's Royal Rescue",
	'Space Station Alpha',
	"Dr. Pet's Veterinary Clinic",
	'Dinosaur Dig Site Expedition',
	'Princess Tea Party Palace',
	'Superhero Training Academy',
	'Ocean Adventure Discovery',
	'Magical Forest Friends',
	'Other',
];

const Card = styled.fieldset`
	margin: 0 0 1.5rem;
	padding: 1.5rem;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-card );
	color: var( --pp-color-card-foreground );

	legend {
		padding: 0 0.5rem;
		font-family: var( --pp-font-heading );
		font-size: 1.25rem;
		font-weight: 700;
	}

	label {
		display: block;
		margin: 1rem 0 0.25rem;
		font-weight: 600;
	}

	input[type='text'],
	input[type='email'],
	select,
	textarea {
		${ textBoxStyles }
	}
`;

const Check = styled.div`
	display: flex;
	gap: 0.5rem;
	align-items: flex-start;
	margin-top: 1rem;

	label {
		margin: 0;
		font-weight: 400;
	}
`;

const Types = styled.div`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 9rem, 1fr ) );
	gap: 0.75rem;
	margin-bottom: 1.5rem;
`;

const Alert = styled.p`
	padding: 0.75rem 1rem;
	border-radius: var( --pp-radius );
	background: var( --pp-color-destructive );
	color: var( --pp-color-destructive-foreground );
`;

const Hint = styled.p`
	margin: 0.25rem 0 0;
	color: var( --pp-color-muted-foreground );
	font-size: 0.875rem;
`;

const Hidden = styled.div`
	position: absolute;
	left: -10000px;
	width: 1px;
	height: 1px;
	overflow: hidden;
`;

function typeOptions(): Array< { value: SubmissionType; label: string } > {
	return [
		{ value: 'photo', label: __( 'Photos', 'playpal' ) },
		{ value: 'video', label: __( 'Videos', 'playpal' ) },
		{ value: 'project', label: __( 'DIY Projects', 'playpal' ) },
		{ value: 'blog_post', label: __( 'Story/Review', 'playpal' ) },
	];
}

/** What the form holds, in the request's names. */
const EMPTY_STORY = {
	title: '',
	product_used: '',
	description: '',
	age_of_child: '',
	submitter_name: '',
	submitter_email: '',
	hp: '',
	newsletter_signup: false,
	permission_granted: false,
	marketing_consent: false,
};

// A field's id is `story-{the first word of its name}` (its last for the submitter's).
const fieldId = ( name: string ) =>
	`story-${ name.replace( /^submitter_/, '' ).split( '_' )[ 0 ] }`;

type Story = typeof EMPTY_STORY;
type TextName = {
	[ K in keyof Story ]: Story[ K ] extends string ? K : never;
}[ keyof Story ];
type CheckName = Exclude< keyof Story, TextName >;

// A checkbox with its label beside it.
function Checkbox( {
	children,
	...input
}: InputHTMLAttributes< HTMLInputElement > & { id: string } ) {
	return (
		<Check>
			<input type="checkbox" { ...input } />
			<label htmlFor={ input.id }>{ children }</label>
		</Check>
	);
}

function FormCard( props: { legend: string; children: ReactNode } ) {
	return (
		<Card>
			<legend>{ props.legend }</legend>
			{ props.children }
		</Card>
	);
}

// A labelled text input (a text one unless `type` says otherwise).
function TextField( {
	label,
	...input
}: InputHTMLAttributes< HTMLInputElement > & { id: string; label: string } ) {
	return (
		<>
			<label htmlFor={ input.id }>{ label }</label>
			<input type="text" { ...input } />
		</>
	);
}

function Received() {
	return (
		<section aria-labelledby="submission-received">
			<h1 id="submission-received">
				{ __( 'Submission Received!', 'playpal' ) }
			</h1>
			<p>
				{ __(
					'Thank you for sharing your story! Our team reviews every submission within 2–3 business days.',
					'playpal'
				) }
			</p>
			<ButtonLink as={ Link } to="/ugc">
				{ __( 'View Community Stories', 'playpal' ) }
			</ButtonLink>{ ' ' }
			<Button
				variant="outline"
				onClick={ () => window.location.reload() }
			>
				{ __( 'Submit Another Story', 'playpal' ) }
			</Button>
		</section>
	);
}

export function SubmitStoryScreen() {
	useCommunityHead(
		__( 'Submit Your Story', 'playpal' ),
		__(
			'Share photos, videos, DIY projects or a story of how your family plays with PlayPal. We review every submission within 2–3 business days.',
			'playpal'
		)
	);

	const [ type, setType ] = useState< SubmissionType | null >( null );
	const [ story, setStory ] = useState( EMPTY_STORY );
	const [ files, setFiles ] = useState< File[] >( [] );
	const [ fileProblems, setFileProblems ] = useState< string[] >( [] );
	const [ alert, setAlert ] = useState( '' );
	const [ submitting, setSubmitting ] = useState( false );
	const [ received, setReceived ] = useState( false );

	if ( received ) {
		return (
			<Page>
				<Received />
			</Page>
		);
	}

	const update = ( name: keyof Story, value: string | boolean ) =>
		setStory( ( current ) => ( { ...current, [ name ]: value } ) );
	// A select or textarea takes its label from a <label> beside it, so only
	// TextField's props carry one (no stray label="" attribute on the others).
	const text = ( name: TextName ) => ( {
		id: fieldId( name ),
		value: story[ name ],
		onChange: ( e: { target: { value: string } } ) =>
			update( name, e.target.value ),
	} );
	const labelled = ( name: TextName, label: string ) => ( {
		...text( name ),
		label,
	} );
	const check = ( name: CheckName ) => ( {
		id: fieldId( name ),
		checked: story[ name ],
		onChange: ( e: { target: { checked: boolean } } ) =>
			update( name, e.target.checked ),
	} );
	const consented = story.permission_granted && story.marketing_consent;

	const onSubmit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( submitting || ! type ) {
			return;
		}
		if ( ! consented ) {
			setAlert( consentMissingText() );
			return;
		}
		setAlert( '' );
		setSubmitting( true );
		try {
			await submitStory( { ...story, type, files } );
			setReceived( true );
		} catch ( error ) {
			setAlert( ( error as Error ).message );
		} finally {
			setSubmitting( false );
		}
	};

	return (
		<Page>
			<h1>{ __( 'Submit Your Story', 'playpal' ) }</h1>
			<p>
				{ __(
					'Share how your family plays with PlayPal. Approved stories appear on Community Love.',
					'playpal'
				) }
			</p>
			<form
				onSubmit={ ( event ) => void onSubmit( event ) }
				noValidate={ false }
			>
				<FormCard
					legend={ __( 'What would you like to share?', 'playpal' ) }
				>
					<Types
						role="group"
						aria-label={ __( 'Content type', 'playpal' ) }
					>
						{ typeOptions().map( ( option ) => (
							<Button
								key={ option.value }
								type="button"
								variant={
									type === option.value
										? 'default'
										: 'outline'
								}
								aria-pressed={ type === option.value }
								onClick={ () => setType( option.value ) }
							>
								{ option.label }
							</Button>
						) ) }
					</Types>
				</FormCard>
				{ type && (
					<>
						<FormCard legend={ __( 'Story Details', 'playpal' ) }>
							<TextField
								{ ...labelled(
									'title',
									__( 'Title *', 'playpal' )
								) }
								required
								maxLength={ 150 }
							/>
							<label htmlFor="story-product">
								{ __( 'Product Used *', 'playpal' ) }
							</label>
							<select required { ...text( 'product_used' ) }>
								<option value="">
									{ __( 'Select a product', 'playpal' ) }
								</option>
								{ PRODUCTS.map( ( item ) => (
									<option key={ item } value={ item }>
										{ item }
									</option>
								) ) }
							</select>
							<label htmlFor="story-description">
								{ __( 'Description *', 'playpal' ) }
							</label>
							<textarea
								required
								rows={ 5 }
								maxLength={ 5000 }
								{ ...text( 'description' ) }
							/>
							<TextField
								{ ...labelled(
									'age_of_child',
									__( 'Age of Child (optional)', 'playpal' )
								) }
								maxLength={ 50 }
							/>
							<label htmlFor="story-files">
								{ __( 'Photos or Videos', 'playpal' ) }
							</label>
							<input
								id="story-files"
								type="file"
								multiple
								accept="image/*,video/*"
								onChange={ ( e ) => {
									const picked = Array.from(
										e.target.files ?? []
									);
									const kept = keepFiles( files, picked );
									setFiles( kept.files );
									setFileProblems( kept.problems );
									e.target.value = '';
								} }
							/>
							<Hint>
								{ __(
									'JPG, PNG, MP4, MOV. 10MB maximum each, up to 5 files.',
									'playpal'
								) }
							</Hint>
							{ fileProblems.length > 0 && (
								<div role="alert">
									{ fileProblems.map( ( problem ) => (
										<Hint key={ problem }>{ problem }</Hint>
									) ) }
								</div>
							) }
							{ files.length > 0 && (
								<ul
									aria-label={ __(
										'Attached files',
										'playpal'
									) }
								>
									{ files.map( ( file, index ) => (
										<li key={ `${ index }-${ file.name }` }>
											{ file.name }{ ' ' }
											<Button
												type="button"
												variant="ghost"
												size="sm"
												onClick={ () =>
													setFiles(
														files.filter(
															( _, i ) =>
																i !== index
														)
													)
												}
											>
												{ sprintf(
													/* translators: %s: file name. */
													__(
														'Remove %s',
														'playpal'
													),
													file.name
												) }
											</Button>
										</li>
									) ) }
								</ul>
							) }
							<Hint>
								{ sprintf(
									/* translators: 1: files attached, 2: most files. */
									__(
										'%1$d of %2$d files attached.',
										'playpal'
									),
									files.length,
									MAX_FILES
								) }
							</Hint>
						</FormCard>
						<FormCard
							legend={ __( 'Your Information', 'playpal' ) }
						>
							<TextField
								{ ...labelled(
									'submitter_name',
									__( 'Your Name *', 'playpal' )
								) }
								required
								maxLength={ 100 }
								autoComplete="name"
							/>
							<TextField
								{ ...labelled(
									'submitter_email',
									__( 'Email Address *', 'playpal' )
								) }
								type="email"
								required
								autoComplete="email"
							/>
							<Checkbox { ...check( 'newsletter_signup' ) }>
								{ __(
									'Subscribe to our newsletter for play ideas and updates',
									'playpal'
								) }
							</Checkbox>
							<Hidden aria-hidden="true">
								<TextField
									{ ...labelled(
										'hp',
										__(
											'Leave this field empty',
											'playpal'
										)
									) }
									tabIndex={ -1 }
									autoComplete="off"
								/>
							</Hidden>
						</FormCard>
						<FormCard legend={ __( 'Permissions', 'playpal' ) }>
							<Checkbox { ...check( 'permission_granted' ) }>
								{ permissionText() }
							</Checkbox>
							<Checkbox { ...check( 'marketing_consent' ) }>
								{ marketingText() }
							</Checkbox>
						</FormCard>
						{ alert && <Alert role="alert">{ alert }</Alert> }
						<Button type="submit" disabled={ submitting }>
							{ submitting
								? // SPEC §4 gives this text exactly, with three dots.
									// eslint-disable-next-line @wordpress/i18n-ellipsis
									__( 'Submitting...', 'playpal' )
								: __( 'Submit Your Story', 'playpal' ) }
						</Button>
					</>
				) }
			</form>
		</Page>
	);
}

export default SubmitStoryScreen;
