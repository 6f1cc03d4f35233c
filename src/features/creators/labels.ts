/**
 * The words of SPEC §9's lists and §4's creation statuses, translated.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CreationStatus, DirectoryCategory } from './types';

export const CREATION_CATEGORIES = [
	'educational',
	'stem',
	'arts-crafts',
	'science',
	'math',
	'reading',
] as const;

export const AGE_RANGES = [ '2-4', '3-6', '5-8', '6-10', '8-12' ] as const;

export const DIFFICULTIES = [ 'easy', 'medium', 'advanced' ] as const;

export const DIRECTORY_CATEGORIES: DirectoryCategory[] = [
	'Mathematics',
	'Language Arts',
	'Science',
	'Art',
	'Social Studies',
];

/** Files the Create New dialog takes (SPEC §5 Creator upload). */
export const FILE_ACCEPT =
	'.pdf,.png,.jpg,.jpeg,.svg,application/pdf,image/png,image/jpeg,image/svg+xml';

/** 10 MB per file (SPEC §9), enforced by the server too. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export function creationCategoryLabel( category: string ): string {
	const labels: Record< string, string > = {
		educational: __( 'Educational', 'playpal' ),
		stem: __( 'STEM', 'playpal' ),
		'arts-crafts': __( 'Arts & Crafts', 'playpal' ),
		science: __( 'Science', 'playpal' ),
		math: __( 'Math', 'playpal' ),
		reading: __( 'Reading', 'playpal' ),
	};
	return labels[ category ] ?? category;
}

export function difficultyLabel( difficulty: string ): string {
	const labels: Record< string, string > = {
		easy: __( 'Easy', 'playpal' ),
		medium: __( 'Medium', 'playpal' ),
		advanced: __( 'Advanced', 'playpal' ),
	};
	return labels[ difficulty ] ?? difficulty;
}

export function directoryCategoryLabel( category: string ): string {
	const labels: Record< string, string > = {
		all: __( 'All', 'playpal' ),
		Mathematics: __( 'Mathematics', 'playpal' ),
		'Language Arts': __( 'Language Arts', 'playpal' ),
		Science: __( 'Science', 'playpal' ),
		Art: __( 'Art', 'playpal' ),
		'Social Studies': __( 'Social Studies', 'playpal' ),
	};
	return labels[ category ] ?? category;
}

export function statusLabel( status: CreationStatus | string ): string {
	const labels: Record< string, string > = {
		published: __( 'Published', 'playpal' ),
		pending: __( 'Pending Review', 'playpal' ),
		rejected: __( 'Rejected', 'playpal' ),
		draft: __( 'Draft', 'playpal' ),
	};
	return labels[ status ] ?? __( 'Draft', 'playpal' );
}
