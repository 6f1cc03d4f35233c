/**
 * The portal's sample data (SPEC §2, §8): what a guest sees, and the storage
 * figures shown when the person's own storage could not be loaded. Nothing
 * here is ever sent to the server.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Appadoo, Provider, StorageAppadoo } from './types';

const SAMPLE_OWNER = { id: 0, name: __( 'Sample family', 'playpal' ) };

export function sampleProviders(): Provider[] {
	return [
		{
			id: 'local',
			name: __( 'Local Storage', 'playpal' ),
			type: 'local',
			connected: true,
			quota: { used: 12.5, total: 50, unit: 'MB' },
		},
		{
			id: 'google',
			name: __( 'Google Drive', 'playpal' ),
			type: 'google',
			connected: true,
			quota: { used: 2.3, total: 15, unit: 'GB' },
		},
		{
			id: 'dropbox',
			name: __( 'Dropbox', 'playpal' ),
			type: 'dropbox',
			connected: false,
			quota: { used: 856, total: 2000, unit: 'MB' },
		},
	];
}

export function sampleAppadoos(): Appadoo[] {
	return [
		{
			id: 1,
			name: __( 'Math Adventure Quest', 'playpal' ),
			template: 'math-adventure',
			templateName: __( 'Math Adventure', 'playpal' ),
			status: 'deployed',
			// Sample data: there is no real address to visit.
			publicUrl: null,
			usage: {
				sessions: 45,
				totalTime: 1240,
				lastPlayed: '2024-01-15T10:30:00Z',
			},
			settings: {
				timeLimit: '30',
				hdgFilter: true,
				printEnabled: true,
			},
			owner: SAMPLE_OWNER,
			createdAt: '2024-01-01T09:00:00Z',
			modifiedAt: '2024-01-15T10:30:00Z',
		},
		{
			id: 2,
			name: __( 'Story Builder', 'playpal' ),
			template: 'story-builder',
			templateName: __( 'Story Builder', 'playpal' ),
			status: 'active',
			publicUrl: null,
			usage: {
				sessions: 23,
				totalTime: 680,
				lastPlayed: '2024-01-14T15:45:00Z',
			},
			settings: {
				timeLimit: 'unlimited',
				hdgFilter: true,
				printEnabled: false,
			},
			owner: SAMPLE_OWNER,
			createdAt: '2024-01-05T14:00:00Z',
			modifiedAt: '2024-01-14T15:45:00Z',
		},
	];
}

export function sampleStorageAppadoos(): StorageAppadoo[] {
	return [
		{
			id: 1,
			name: __( 'Math Adventure Quest', 'playpal' ),
			storageProvider: 'local',
			storageUsed: 2457600,
			fileCount: 15,
			autoBackup: true,
			compressionEnabled: true,
			retentionDays: 30,
			encryptionEnabled: false,
			lastBackup: '2024-01-15T10:30:00Z',
			owner: SAMPLE_OWNER,
		},
		{
			id: 2,
			name: __( 'Story Builder', 'playpal' ),
			storageProvider: 'google',
			storageUsed: 1843200,
			fileCount: 8,
			autoBackup: false,
			compressionEnabled: true,
			retentionDays: 7,
			encryptionEnabled: true,
			lastBackup: '2024-01-12T08:15:00Z',
			owner: SAMPLE_OWNER,
		},
	];
}
