// Types for the console matchers (`toHaveErrored`, `toHaveWarned`, …) that
// @wordpress/jest-preset-default installs through @wordpress/jest-console.
/// <reference types="@wordpress/jest-console" />
