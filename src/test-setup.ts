/**
 * External dependencies
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

/**
 * Internal dependencies
 */
// jsdom lacks a few browser APIs Radix primitives use (ResizeObserver, pointer capture…).
import './components/test-utils/polyfills';
// React Router needs TextEncoder, which jsdom lacks.
import './lib/test-utils/polyfills';
import { globals, mockedApiFetch } from './test-utils/api-fetch';

// findBy…/waitFor wait on conditions; on a loaded machine 1 s is too short for them to come true, and
// with CPU burners beside the suite a lazily loaded chunk (the toaster, the Subscribe dialog) took over 5 s.
// A ceiling, not a wait: within Jest's 30 s per test.
configure( { asyncUtilTimeout: 15000 } );

// Screen and client tests give api-fetch their own answers and the page's config per test: start each test
// with neither, so nothing one test set leaks into the next (a file that mocks api-fetch with its own
// factory gets another jest.fn and resets that one itself).
beforeEach( () => mockedApiFetch.mockReset() );
afterEach( () => {
	delete globals.playpalConfig;
} );
