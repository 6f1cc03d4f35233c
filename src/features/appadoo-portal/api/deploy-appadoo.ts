/**
 * POST pp/v1/appadoos/{id}/deploy publishes an Appadoo at its public address
 * ("Live"); DELETE on the same path takes it down ("Local").
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Appadoo } from '../types';
import { deployPath } from './paths';

export interface DeploymentResult {
	deployed: boolean;
	/** The public address while deployed, else null. */
	url: string | null;
	deployedAt: string | null;
	appadoo: Appadoo;
}

/**
 * @param id     Appadoo ID.
 * @param deploy True to deploy, false to undeploy.
 * @throws An ApiError when the server refuses.
 */
export async function setDeployed(
	id: number,
	deploy: boolean
): Promise< DeploymentResult > {
	const body = await request< { success: boolean } & DeploymentResult >( {
		path: deployPath( id ),
		method: deploy ? 'POST' : 'DELETE',
	} );
	return {
		deployed: body.deployed,
		url: body.url,
		deployedAt: body.deployedAt,
		appadoo: body.appadoo,
	};
}
