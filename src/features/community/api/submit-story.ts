/**
 * POST /pp/v1/submissions: sends a story as a multipart form (fields of
 * SPEC §3 Submission form, honeypot `hp`, files `files[]`).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError, request } from '../../../lib/api-client';
import type { SubmissionType } from '../types';
import { SUBMISSIONS_PATH } from './paths';

export interface StoryForm {
	type: SubmissionType;
	title: string;
	description: string;
	product_used: string;
	age_of_child: string;
	submitter_name: string;
	submitter_email: string;
	permission_granted: boolean;
	marketing_consent: boolean;
	newsletter_signup: boolean;
	hp: string;
	files: File[];
}

/**
 * Sends the story.
 *
 * @param  form The form's values.
 * @throws {Error} With the sentence to show.
 */
export async function submitStory( form: StoryForm ): Promise< void > {
	const body = new FormData();
	body.append( 'type', form.type );
	body.append( 'title', form.title.trim() );
	body.append( 'description', form.description.trim() );
	body.append( 'product_used', form.product_used );
	body.append( 'age_of_child', form.age_of_child.trim() );
	body.append( 'submitter_name', form.submitter_name.trim() );
	body.append( 'submitter_email', form.submitter_email.trim() );
	body.append( 'permission_granted', String( form.permission_granted ) );
	body.append( 'marketing_consent', String( form.marketing_consent ) );
	body.append( 'newsletter_signup', String( form.newsletter_signup ) );
	body.append( 'hp', form.hp );
	form.files.forEach( ( file ) => body.append( 'files[]', file, file.name ) );
	try {
		await request( { path: SUBMISSIONS_PATH, method: 'POST', body } );
	} catch ( error ) {
		const sentence =
			error instanceof ApiError ? error.json()?.message : undefined;
		throw new Error(
			typeof sentence === 'string' && sentence !== ''
				? sentence
				: __( 'Something went wrong. Please try again.', 'playpal' )
		);
	}
}
