/**
 * A fake pp/v1 Appadoo API for the portal's tests: answers apiFetch calls the
 * way the shared client makes them (`parse: false`; a non-OK Response is
 * thrown), keeps state between calls, and records every request.
 */

/**
 * Internal dependencies
 */
import type {
	Appadoo,
	Backup,
	Conversion,
	Me,
	Provider,
	ProviderId,
	StorageAppadoo,
	Template,
} from '../types';
import { playAnalyticsOf } from '../utils/portal-stats';

const STATUS_TEXT: Record< number, string > = {
	200: 'OK',
	201: 'Created',
	400: 'Bad Request',
	401: 'Unauthorized',
	403: 'Forbidden',
	404: 'Not Found',
	500: 'Internal Server Error',
	502: 'Bad Gateway',
};

/**
 * A stand-in for a fetch Response (jsdom has none).
 *
 * @param status HTTP status.
 * @param body   JSON body.
 */
export function fakeResponse( status: number, body: unknown ): Response {
	const text = JSON.stringify( body ?? null );
	const make = (): Response =>
		( {
			ok: status >= 200 && status < 300,
			status,
			statusText: STATUS_TEXT[ status ] ?? '',
			headers: new Headers(),
			text: () => Promise.resolve( text ),
			json: () => Promise.resolve( JSON.parse( text ) ),
			clone: make,
		} ) as unknown as Response;
	return make();
}

/**
 * A WordPress REST error response.
 *
 * @param status  HTTP status.
 * @param code    Error code.
 * @param message Error sentence.
 */
export function wpError( status: number, code: string, message: string ) {
	return fakeResponse( status, { code, message, data: { status } } );
}

export const ME = {
	id: 7,
	name: 'Ana Parent',
	tier: 'free' as const,
	vipUntil: null,
	member: false,
	memberUntil: null,
	memberPlan: null,
};

export interface AppadooOverrides {
	owner?: { id: number; name: string };
	sessions?: number;
	totalTime?: number;
	lastPlayed?: string | null;
	hdgFilter?: boolean;
	timeLimit?: string;
	status?: Appadoo[ 'status' ];
	template?: string;
	createdAt?: string;
}

/**
 * An Appadoo as the API answers it.
 *
 * @param id        ID.
 * @param name      Name.
 * @param overrides Fields to change.
 */
export function appadoo(
	id: number,
	name: string,
	overrides: AppadooOverrides = {}
): Appadoo {
	return {
		id,
		name,
		template: overrides.template ?? 'math-adventure',
		templateName: 'Math Adventure',
		status: overrides.status ?? 'active',
		publicUrl:
			overrides.status === 'deployed'
				? `http://example.test/play/appadoo-${ id }/`
				: null,
		usage: {
			sessions: overrides.sessions ?? 0,
			totalTime: overrides.totalTime ?? 0,
			lastPlayed: overrides.lastPlayed ?? null,
		},
		settings: {
			timeLimit: overrides.timeLimit ?? '30',
			hdgFilter: overrides.hdgFilter ?? true,
			printEnabled: true,
		},
		owner: overrides.owner ?? ME,
		createdAt: overrides.createdAt ?? '2025-03-01T09:00:00Z',
		modifiedAt: overrides.createdAt ?? '2025-03-01T09:00:00Z',
	};
}

/**
 * @param source    An Appadoo.
 * @param overrides Fields to change.
 * @return Its storage record, with the defaults of a new Appadoo.
 */
export function storageRecord(
	source: Appadoo,
	overrides: Partial< StorageAppadoo > = {}
): StorageAppadoo {
	return {
		id: source.id,
		name: source.name,
		storageProvider: 'local',
		storageUsed: 2048,
		fileCount: 1,
		autoBackup: false,
		compressionEnabled: true,
		retentionDays: 30,
		encryptionEnabled: false,
		lastBackup: null,
		owner: source.owner,
		...overrides,
	};
}

export function template( id: string, name: string ): Template {
	return {
		id,
		name,
		description: `All about ${ name }.`,
		category: 'Mathematics',
		difficulty: 'beginner',
		ageGroup: '5-8',
		tags: [ 'math', 'fun' ],
		downloads: 1200,
		rating: 4.8,
		size: '2.1 MB',
		lastUpdated: '2025-01-10',
		sample: true,
	};
}

export function providers(
	connected: Partial< Record< ProviderId, boolean > > = {}
): Provider[] {
	return [
		{
			id: 'local',
			name: 'Local Storage',
			type: 'local',
			connected: true,
			quota: { used: 1, total: 50, unit: 'MB' },
		},
		{
			id: 'google',
			name: 'Google Drive',
			type: 'google',
			connected: connected.google ?? false,
			quota: { used: 0, total: 15, unit: 'GB' },
		},
		{
			id: 'dropbox',
			name: 'Dropbox',
			type: 'dropbox',
			connected: connected.dropbox ?? false,
			quota: { used: 0, total: 2000, unit: 'MB' },
		},
	];
}

/** What the converter answers for a page with one outside script and one fetch(). */
export function fakeConversion(): Conversion {
	return {
		entry: 'index.html',
		added: [
			{
				code: 'time-limit',
				label: 'Time limit with a visible countdown',
			},
			{
				code: 'offline',
				label: 'Works offline: 3 files packed with the activity',
			},
		],
		applied: [
			{
				code: 'csp',
				label: "Content-Security-Policy: only this Appadoo's own files may load",
			},
			{
				code: 'external-removed',
				label: '1 external reference removed or disabled',
			},
		],
		removed: [
			{
				kind: 'script',
				url: 'https://cdn.example/x.js',
				action: 'removed',
				file: 'index.html',
			},
			{
				kind: 'connect',
				url: 'https://api.example/score',
				action: 'blocked',
				file: 'index.html',
			},
		],
		skipped: [],
		refused: [ { file: 'server.php', code: 'server-script' } ],
		counts: {
			pages: 1,
			assets: 2,
			files: 3,
			bytes: 2048,
			external: 1,
			removed: 1,
			disabled: 0,
			blocked: 1,
			forms: 0,
			skipped: 0,
			refused: 1,
			byKind: { connect: 1, script: 1 },
		},
	};
}

export interface FakeRequest {
	path: string;
	method: string;
	data?: unknown;
	body?: unknown;
}

export interface FakePortalOptions {
	me?: Me;
	appadoos?: Appadoo[];
	templates?: Template[];
	providers?: Provider[];
	storage?: StorageAppadoo[];
	backups?: Backup[];
}

export interface FakePortal {
	apiFetch: ( options: {
		path?: string;
		method?: string;
		data?: unknown;
		body?: unknown;
	} ) => Promise< Response >;
	/** Every request, as "METHOD path". */
	requests: string[];
	/** Every request with its body. */
	log: FakeRequest[];
	/** The next request matching method and path gets this answer. */
	failNext: ( method: string, path: string, answer: Response ) => void;
	/** Every request matching gets this answer, until cleared. */
	failAlways: ( method: string, path: string, answer: Response ) => void;
	/** Holds the next matching request until the returned function is called. */
	holdNext: ( method: string, path: string ) => () => void;
	state: {
		appadoos: Appadoo[];
		providers: Provider[];
		storage: StorageAppadoo[];
		backups: Backup[];
	};
}

/**
 * @param options Starting data; a signed-in person (ME) by default.
 */
export function createFakePortal(
	options: FakePortalOptions = {}
): FakePortal {
	const me: Me = options.me ?? {
		loggedIn: true,
		...ME,
		canManageAllAppadoos: false,
	};
	const state = {
		appadoos: [ ...( options.appadoos ?? [] ) ],
		providers: [ ...( options.providers ?? providers() ) ],
		storage: [
			...( options.storage ??
				( options.appadoos ?? [] ).map( ( a ) => storageRecord( a ) ) ),
		],
		backups: [ ...( options.backups ?? [] ) ],
	};
	const templates = options.templates ?? [
		template( 'math-adventure', 'Math Adventure' ),
		template( 'story-builder', 'Story Builder' ),
	];
	const requests: string[] = [];
	const log: FakeRequest[] = [];
	const once: Array< { key: string; answer: Response } > = [];
	const always = new Map< string, Response >();
	const holds: Array< { key: string; wait: Promise< void > } > = [];
	let nextId = 100;

	const mine = < T extends { owner: { id: number } } >(
		list: T[],
		path: string
	) =>
		path.endsWith( 'scope=all' ) || ! me.loggedIn
			? list
			: list.filter( ( item ) => item.owner.id === me.id );

	const findAppadoo = ( id: string | undefined ) =>
		state.appadoos.find( ( a ) => a.id === Number( id ) );
	const notFound = () =>
		wpError( 404, 'playpal_appadoo_not_found', 'Not found.' );

	const route = ( {
		path,
		method,
		data,
		body: raw,
	}: FakeRequest ): Response => {
		const body = ( data ?? {} ) as Record< string, unknown >;
		let match: RegExpMatchArray | null;
		if ( path === '/pp/v1/me' ) {
			return fakeResponse( 200, me );
		}
		if ( path === '/pp/v1/appadoo-templates' ) {
			return fakeResponse( 200, { success: true, templates } );
		}
		if ( ! me.loggedIn ) {
			return wpError(
				401,
				'playpal_not_signed_in',
				'Please sign in to use the Appadoo portal.'
			);
		}
		if ( path.startsWith( '/pp/v1/appadoos?' ) && method === 'GET' ) {
			return fakeResponse( 200, {
				success: true,
				appadoos: mine( state.appadoos, path ),
			} );
		}
		if (
			path.startsWith( '/pp/v1/appadoos/analytics?' ) &&
			method === 'GET'
		) {
			return fakeResponse( 200, {
				success: true,
				...playAnalyticsOf( mine( state.appadoos, path ) ),
			} );
		}
		if (
			( match = path.match(
				/^\/pp\/v1\/appadoos\/(appadoo-\d+)\/sessions$/
			) ) &&
			method === 'POST'
		) {
			return fakeResponse( 200, { success: true } );
		}
		if ( path === '/pp/v1/appadoos' && method === 'POST' ) {
			const chosen = templates.find( ( t ) => t.id === body.template );
			if ( ! chosen ) {
				return wpError(
					400,
					'playpal_unknown_template',
					'Unknown template.'
				);
			}
			const created = appadoo(
				nextId++,
				typeof body.name === 'string' ? body.name : chosen.name,
				{ template: chosen.id, createdAt: '2025-04-01T10:00:00Z' }
			);
			state.appadoos.push( created );
			state.storage.push( storageRecord( created ) );
			return fakeResponse( 201, { success: true, appadoo: created } );
		}
		if ( path === '/pp/v1/appadoos/convert' && method === 'POST' ) {
			const file = ( raw as FormData | undefined )?.get( 'file' ) as
				File | undefined;
			const created = appadoo(
				nextId++,
				( file?.name ?? 'activity' ).replace( /\.[a-z]+$/i, '' ),
				{ template: 'converted', createdAt: '2025-04-01T10:00:00Z' }
			);
			state.appadoos.push( created );
			state.storage.push( storageRecord( created ) );
			return fakeResponse( 201, {
				success: true,
				appadoo: created,
				conversion: fakeConversion(),
			} );
		}
		if (
			( match = path.match( /^\/pp\/v1\/appadoos\/(\d+)\/preview$/ ) )
		) {
			return fakeResponse( 200, {
				success: true,
				url: `http://example.test/play/appadoo-${ match[ 1 ] }/7-9999999999-abc/index.html`,
				openUrl: `http://example.test/play/appadoo-${ match[ 1 ] }/`,
				expiresAt: '2286-11-20T17:46:39Z',
				key: `appadoo-${ match[ 1 ] }`,
			} );
		}
		if ( ( match = path.match( /^\/pp\/v1\/appadoos\/(\d+)\/deploy$/ ) ) ) {
			const found = findAppadoo( match[ 1 ] );
			if ( ! found ) {
				return notFound();
			}
			const deployed = method === 'POST';
			Object.assign( found, {
				status: deployed ? 'deployed' : 'active',
				publicUrl: deployed
					? `http://example.test/play/appadoo-${ found.id }/`
					: null,
			} );
			return fakeResponse( 200, {
				success: true,
				deployed,
				url: found.publicUrl,
				deployedAt: deployed ? '2025-04-02T08:00:00Z' : null,
				appadoo: found,
			} );
		}
		if ( ( match = path.match( /^\/pp\/v1\/appadoos\/(\d+)$/ ) ) ) {
			const found = findAppadoo( match[ 1 ] );
			if ( ! found ) {
				return notFound();
			}
			if ( method === 'PATCH' ) {
				const settings = ( body.settings ?? {} ) as Partial<
					Appadoo[ 'settings' ]
				>;
				Object.assign( found, {
					name:
						typeof body.name === 'string' ? body.name : found.name,
					settings: { ...found.settings, ...settings },
				} );
			}
			return fakeResponse( 200, { success: true, appadoo: found } );
		}
		if ( path === '/pp/v1/storage/providers' ) {
			return fakeResponse( 200, {
				success: true,
				providers: state.providers,
			} );
		}
		if (
			( match = path.match(
				/^\/pp\/v1\/storage\/providers\/(\w+)(\/config)?$/
			) )
		) {
			const provider = state.providers.find(
				( p ) => p.id === match?.[ 1 ]
			);
			if ( ! provider ) {
				return wpError( 404, 'playpal_unknown_provider', 'Unknown.' );
			}
			provider.connected = method === 'POST';
			return fakeResponse( 200, { success: true, provider } );
		}
		if (
			path.startsWith( '/pp/v1/storage/appadoos?' ) &&
			method === 'GET'
		) {
			return fakeResponse( 200, {
				success: true,
				appadoos: mine( state.storage, path ),
			} );
		}
		if (
			( match = path.match(
				/^\/pp\/v1\/storage\/appadoos\/(\d+)(?:\/(.*))?$/
			) )
		) {
			const id = Number( match[ 1 ] );
			const rest = match[ 2 ] ?? '';
			const record = state.storage.find( ( r ) => r.id === id );
			if ( ! record ) {
				return wpError(
					404,
					'playpal_appadoo_not_found',
					'Not found.'
				);
			}
			if ( rest === '' && method === 'PUT' ) {
				Object.assign( record, body );
				return fakeResponse( 200, { success: true, appadoo: record } );
			}
			if ( rest === 'backup' && method === 'POST' ) {
				const backup: Backup = {
					id: `b${ nextId++ }`,
					appadooId: id,
					provider: record.storageProvider,
					size: 4096,
					createdAt: '2025-04-02T12:00:00Z',
					compressed: record.compressionEnabled,
					encrypted: record.encryptionEnabled,
				};
				state.backups.push( backup );
				record.lastBackup = backup.createdAt;
				return fakeResponse( 201, {
					success: true,
					backup,
					appadoo: record,
				} );
			}
			if ( rest === 'backups' ) {
				return fakeResponse( 200, {
					success: true,
					backups: state.backups.filter(
						( b ) => b.appadooId === id
					),
				} );
			}
			const backupMatch = rest.match( /^backups\/([^/]+)(\/restore)?$/ );
			if ( backupMatch ) {
				const backupId = decodeURIComponent( backupMatch[ 1 ] ?? '' );
				if ( method === 'DELETE' ) {
					state.backups = state.backups.filter(
						( b ) => b.id !== backupId
					);
					return fakeResponse( 200, { success: true } );
				}
				return fakeResponse( 200, { success: true, appadoo: record } );
			}
		}
		if ( path === '/pp/v1/storage/bulk-backup' ) {
			return fakeResponse( 200, {
				success: true,
				backups: [],
				failed: [],
			} );
		}
		if ( path === '/pp/v1/storage/cleanup' ) {
			return fakeResponse( 200, { success: true, removed: 2 } );
		}
		return wpError( 404, 'rest_no_route', `No route for ${ path }` );
	};

	return {
		requests,
		log,
		state,
		failNext: ( method, path, answer ) =>
			once.push( { key: `${ method } ${ path }`, answer } ),
		failAlways: ( method, path, answer ) =>
			always.set( `${ method } ${ path }`, answer ),
		holdNext: ( method, path ) => {
			let release: () => void = () => undefined;
			const wait = new Promise< void >( ( resolve ) => {
				release = resolve;
			} );
			holds.push( { key: `${ method } ${ path }`, wait } );
			return () => release();
		},
		apiFetch: async ( call ) => {
			const request: FakeRequest = {
				path: call.path ?? '',
				method: call.method ?? 'GET',
				data: call.data,
				body: call.body,
			};
			const key = `${ request.method } ${ request.path }`;
			requests.push( key );
			log.push( request );
			const held = holds.findIndex( ( hold ) => hold.key === key );
			if ( held >= 0 ) {
				const [ hold ] = holds.splice( held, 1 );
				await hold?.wait;
			}
			const index = once.findIndex( ( entry ) => entry.key === key );
			let response: Response;
			if ( index >= 0 ) {
				response =
					once.splice( index, 1 )[ 0 ]?.answer ?? route( request );
			} else {
				response = always.get( key ) ?? route( request );
			}
			if ( ! response.ok ) {
				throw response;
			}
			return response;
		},
	};
}
