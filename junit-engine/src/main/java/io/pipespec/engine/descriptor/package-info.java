/**
 * The engine's test descriptors: engine, test class, scenario, expectation. Internal to the engine.
 */
package io.pipespec.engine.descriptor;
