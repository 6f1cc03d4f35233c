/**
 * Whether the storage actions are off: for a guest, and while the sample
 * figures stand in for storage that failed to load (their IDs are not real).
 */

/**
 * Internal dependencies
 */
import { usePortal } from '../portal-context';

export function useStorageReadOnly(): boolean {
	const { data } = usePortal();
	return data.me === null || data.storage.source === 'sample';
}
