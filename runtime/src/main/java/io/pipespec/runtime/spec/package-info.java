/**
 * The scenario model that generated harnesses build and the engine runs. Internal: used by
 * generated code, not by test classes.
 */
package io.pipespec.runtime.spec;
