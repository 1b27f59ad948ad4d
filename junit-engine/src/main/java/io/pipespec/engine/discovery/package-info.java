/**
 * Discovery: which selectors the engine resolves, how it loads generated suites, and the discovery
 * issues it reports. Internal to the engine.
 */
package io.pipespec.engine.discovery;
