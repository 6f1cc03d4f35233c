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

// findBy…/waitFor wait on conditions; on a loaded machine 1 s is too short for them to come true, and
// with CPU burners beside the suite a lazily loaded chunk (the toaster, the Subscribe dialog) took over 5 s.
// A ceiling, not a wait: within Jest's 30 s per test.
configure( { asyncUtilTimeout: 15000 } );
