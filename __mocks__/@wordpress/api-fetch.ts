/**
 * Jest uses this in place of @wordpress/api-fetch in every unit test (a
 * manual mock beside node_modules needs no jest.mock call). Tests give it
 * answers with `mockResolvedValue`/`mockImplementation`; a test that needs
 * another shape still calls jest.mock with its own factory.
 */
const apiFetch = Object.assign( jest.fn(), {
	use: jest.fn(),
	createPreloadingMiddleware: jest.fn(),
	setFetchHandler: jest.fn(),
} );

export default apiFetch;
